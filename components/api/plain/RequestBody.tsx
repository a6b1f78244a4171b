import { requestBodyAnchor } from '@/lib/api/anchors';
import type { OutlineOperation } from '@/lib/api/outline';
import { AnchorHeading } from './HashLink';
import { Markdown } from './Markdown';
import { TypeLabel } from './TypeLabel';

/** What the operation takes as its body, linked to the model that describes it. */
export function RequestBody({ op, markdown }: { op: OutlineOperation; markdown: Map<string, string> }) {
  const body = op.requestBody;
  if (!body) return null;
  return (
    <>
      <AnchorHeading level={4} anchor={requestBodyAnchor(op.id)} label={`Request body of ${op.method} ${op.path}`}>
        Request body
      </AnchorHeading>
      <p>
        <TypeLabel type={body.type} /> as <code>{body.contentType}</code>, {body.required ? 'required' : 'optional'}.
      </p>
      <Markdown source={body.description} html={markdown} />
    </>
  );
}
