import { Children, isValidElement, type ReactNode } from 'react';

/**
 * `@theme/Details`: `<Details summary="…">` or a `<summary>` child, as a native <details>, which opens
 * and closes without JavaScript.
 */
export function Details({ summary, children, className }: { summary?: ReactNode; children?: ReactNode; className?: string }) {
  const hasSummaryChild = Children.toArray(children).some((c) => isValidElement(c) && c.type === 'summary');
  return (
    <details className={['details', className].filter(Boolean).join(' ')}>
      {!hasSummaryChild && (isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary ?? 'Details'}</summary>)}
      {children}
    </details>
  );
}
