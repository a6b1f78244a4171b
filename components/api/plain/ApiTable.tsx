import type { ReactNode } from 'react';
import type { Constraint, OutlineSchemaProperty, TypeExpr } from '@/lib/api/outline';
import { AllowedValues, Constraints, RequiredMark } from './Constraints';
import { TypeLabel } from './TypeLabel';
import { Markdown } from './Markdown';

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
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A parameter's or field's name, marked when required. */
function FieldNameCell({ name, required }: { name: string; required: boolean }) {
  return (
    <td>
      <code>{name}</code>
      <RequiredMark required={required} />
    </td>
  );
}

/** A parameter's or field's type with its constraints and allowed values. */
function FieldTypeCell({ type, constraints, allowed }: { type: TypeExpr; constraints: Constraint[]; allowed: string[] | undefined }) {
  return (
    <td>
      <TypeLabel type={type} />
      <Constraints constraints={constraints} />
      <AllowedValues values={allowed} />
    </td>
  );
}

/** One row of a parameter or field table: name, the parameter's location when given, type, description. */
export function FieldRow({ field, location, markdown }: { field: OutlineSchemaProperty; location?: string; markdown: Map<string, string> }) {
  return (
    <tr>
      <FieldNameCell name={field.name} required={field.required} />
      {location !== undefined && <td>{location}</td>}
      <FieldTypeCell type={field.type} constraints={field.constraints} allowed={field.allowed} />
      <td>
        <Markdown source={field.description} html={markdown} inline />
      </td>
    </tr>
  );
}
