'use client';

import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  /** Extra attributes for the tab (Docusaurus's `attributes`). */
  attributes?: Record<string, unknown>;
  children?: ReactNode;
  /** Set by <Tabs>. */
  hidden?: boolean;
  id?: string;
  labelledBy?: string;
}

/** One panel of a <Tabs> (`@theme/TabItem`). A client component so that <Tabs> can read its props. */
export function TabItem({ className, children, hidden, id, labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={hidden} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
