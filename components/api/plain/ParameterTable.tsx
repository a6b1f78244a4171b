import { parametersAnchor } from '@/lib/api/anchors';
import type { OutlineOperation } from '@/lib/api/outline';
import { ApiTable, FieldRow } from './ApiTable';
import { AnchorHeading } from './HashLink';

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
          <FieldRow key={`${p.in}-${p.name}`} field={p} location={p.in} markdown={markdown} />
        ))}
      </ApiTable>
    </>
  );
}
