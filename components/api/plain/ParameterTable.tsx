import { parametersAnchor } from '@/lib/api/anchors';
import type { OutlineOperation } from '@/lib/api/outline';
import { ApiTable, FieldNameCell, FieldTypeCell } from './ApiTable';
import { AnchorHeading } from './HashLink';
import { Markdown } from './Markdown';

/** An operation's parameters: name, location, type, whether required, description and allowed values. */
export function ParameterTable({ op, markdown }: { op: OutlineOperation; markdown: Map<string, string> }) {
  if (op.parameters.length === 0) return null;
  const anchor = parametersAnchor(op.id);
  return (
    <>
      <AnchorHeading level={4} anchor={anchor} label={`Parameters of ${op.method} ${op.path}`}>
        Parameters
      </AnchorHeading>
      <ApiTable columns={['Name', 'In', 'Type', 'Description']} labelledBy={anchor}>
        {op.parameters.map((p) => (
          <tr key={`${p.in}-${p.name}`}>
            <FieldNameCell name={p.name} required={p.required} />
            <td>{p.in}</td>
            <FieldTypeCell type={p.type} constraints={p.constraints} allowed={p.allowed} />
            <td>
              <Markdown source={p.description} html={markdown} inline />
            </td>
          </tr>
        ))}
      </ApiTable>
    </>
  );
}
