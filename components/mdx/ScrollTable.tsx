import type { ComponentProps } from 'react';

/** A table that scrolls sideways on a phone; as a Tab stop its scroll region is keyboard-reachable. */
export function ScrollTable(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
