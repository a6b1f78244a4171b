import { parametersAnchor } from '@/lib/api/anchors';
import type { OutlineOperation } from '@/lib/api/outline';
import { AllowedValues, Constraints, RequiredMark } from './Constraints';
import { AnchorHeading } from './HashLink';
import { Markdown } from './Markdown';
import { TypeLabel } from './TypeLabel';

/** An operation's parameters: name, location, type, whether required, description and allowed values. */
export function ParameterTable({ op, markdown }: { op: OutlineOperation; markdown: Map<string, string> }) {
  if (op.parameters.length === 0) return null;
  const anchor = parametersAnchor(op.id);
  return (
    <>
      <AnchorHeading level={4} anchor={anchor} label={`Parameters of ${op.method} ${op.path}`}>
        Parameters
      </AnchorHeading>
      <div className="table-wrapper" tabIndex={0} role="group" aria-labelledby={anchor}>
        <table className="api-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">In</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {op.parameters.map((p) => (
              <tr key={`${p.in}-${p.name}`}>
                <td>
                  <code>{p.name}</code>
                  <RequiredMark required={p.required} />
                </td>
                <td>{p.in}</td>
                <td>
                  <TypeLabel type={p.type} />
                  <Constraints constraints={p.constraints} />
                  <AllowedValues values={p.allowed} />
                </td>
                <td>
                  <Markdown source={p.description} html={markdown} inline />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
