import { responseAnchor, responsesAnchor } from '@/lib/api/anchors';
import type { OutlineOperation, OutlineResponse } from '@/lib/api/outline';
import { ApiTable } from './ApiTable';
import { AnchorHeading, HashLink } from './HashLink';
import { Markdown } from './Markdown';
import { TypeLabel } from './TypeLabel';

function ResponseBody({ response, markdown }: { response: OutlineResponse; markdown: Map<string, string> }) {
  return (
    <>
      {response.type ? (
        <span className="api-body-type">
          <TypeLabel type={response.type} />{' '}
          <span className="api-media-type">
            as <code>{response.contentType}</code>
          </span>
        </span>
      ) : (
        'No body'
      )}
      {response.headers.map((h) => (
        <span key={h.name} className="api-response-header">
          Header <code>{h.name}</code> (<TypeLabel type={h.type} />){h.description && ': '}
          <Markdown source={h.description} html={markdown} inline />
        </span>
      ))}
    </>
  );
}

/** Each documented status with its description and body; each row has its own anchor. */
export function ResponseTable({ op, markdown }: { op: OutlineOperation; markdown: Map<string, string> }) {
  const anchor = responsesAnchor(op.id);
  return (
    <>
      <AnchorHeading level={4} anchor={anchor} label={`Responses of ${op.method} ${op.path}`}>
        Responses
      </AnchorHeading>
      <ApiTable columns={['Status', 'Description', 'Body']} labelledBy={anchor}>
        {op.responses.map((r) => (
          <tr key={r.status} id={responseAnchor(op.id, r.status)}>
            <td className="api-nowrap">
              <span className="api-status">{r.status}</span> <HashLink anchor={responseAnchor(op.id, r.status)} label={`response ${r.status} of ${op.method} ${op.path}`} />
            </td>
            <td>
              <Markdown source={r.description} html={markdown} inline />
            </td>
            <td>
              <ResponseBody response={r} markdown={markdown} />
            </td>
          </tr>
        ))}
      </ApiTable>
    </>
  );
}
