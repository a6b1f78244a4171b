import { Fragment } from 'react';
import type { Constraint } from '@/lib/api/outline';

/** How many allowed values are listed open; longer lists (the 35 roots) start folded. */
export const OPEN_ENUM_LIMIT = 8;

/** Validation keywords as written in the description: `minLength: 1`, `format: email`. */
export function Constraints({ constraints }: { constraints: Constraint[] }) {
  if (constraints.length === 0) return null;
  return (
    <span className="api-constraints">
      {constraints.map((c, i) => (
        <Fragment key={c.keyword}>
          {i > 0 && ' '}
          <code>
            {c.keyword}: {c.value}
          </code>
        </Fragment>
      ))}
    </span>
  );
}

/** Every allowed value, listed in full; a long list is folded behind a native disclosure. */
export function AllowedValues({ values }: { values: string[] | undefined }) {
  if (!values || values.length === 0) return null;
  const list = (
    <span className="api-enum">
      {values.map((v, i) => (
        <Fragment key={v}>
          {i > 0 && ', '}
          <code>{v}</code>
        </Fragment>
      ))}
    </span>
  );
  if (values.length <= OPEN_ENUM_LIMIT) return <span className="api-enum-line">One of {list}</span>;
  return (
    <details className="api-enum-fold">
      <summary>{values.length} allowed values</summary>
      {list}
    </details>
  );
}

/** "required" or "optional" under a field's name. */
export function RequiredMark({ required }: { required: boolean }) {
  return <span className={required ? 'api-required' : 'api-optional'}>{required ? 'required' : 'optional'}</span>;
}
