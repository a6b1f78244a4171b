import type { ReactNode } from 'react';
import type { Constraint, TypeExpr } from '@/lib/api/outline';
import { AllowedValues, Constraints, RequiredMark } from './Constraints';
import { TypeLabel } from './TypeLabel';

/**
 * The reference's tables: a keyboard-scrollable group (a wide table scrolls sideways on a phone),
 * named by its heading or a label, with one header row.
 */
export function ApiTable({ columns, labelledBy, label, children }: { columns: string[]; labelledBy?: string; label?: string; children: ReactNode }) {
  return (
    <div className="table-wrapper" tabIndex={0} role="group" aria-labelledby={labelledBy} aria-label={label}>
      <table className="api-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A parameter's or field's name, marked when required. */
export function FieldNameCell({ name, required }: { name: string; required: boolean }) {
  return (
    <td>
      <code>{name}</code>
      <RequiredMark required={required} />
    </td>
  );
}

/** A parameter's or field's type with its constraints and allowed values. */
export function FieldTypeCell({ type, constraints, allowed }: { type: TypeExpr; constraints: Constraint[]; allowed: string[] | undefined }) {
  return (
    <td>
      <TypeLabel type={type} />
      <Constraints constraints={constraints} />
      <AllowedValues values={allowed} />
    </td>
  );
}
