import { AUTHENTICATION_ANCHOR } from '@/lib/api/anchors';
import { interactiveOperationHash } from '@/lib/api/deep-links';
import type { OutlineOperation } from '@/lib/api/outline';
import type { OperationExamples as Examples } from '@/lib/api/plain-reference';
import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records';
import { AnchorHeading } from './HashLink';
import { Markdown } from './Markdown';
import { MethodBadge } from './MethodBadge';
import { OperationExamples } from './OperationExamples';
import { ParameterTable } from './ParameterTable';
import { RequestBody } from './RequestBody';
import { ResponseTable } from './ResponseTable';

function Security({ op }: { op: OutlineOperation }) {
  if (!op.security) return <>Authentication: none stated.</>;
  if (op.security.length === 0) return <>Authentication: none.</>;
  return (
    <>
      Authentication: <a href={`#${AUTHENTICATION_ANCHOR}`}>{op.security.join(', ')}</a>.
    </>
  );
}

/** One operation: what to send and what comes back, its examples beside it. */
export function OperationSection({ op, examples, markdown }: { op: OutlineOperation; examples: Examples | undefined; markdown: Map<string, string> }) {
  const name = `${op.method} ${op.path}`;
  return (
    <section className="api-op" aria-labelledby={op.anchor}>
      <div className="api-op__main">
        <AnchorHeading level={3} anchor={op.anchor} label={name}>
          <MethodBadge method={op.method} /> <code>{op.path}</code>
        </AnchorHeading>
        {op.summary && <Markdown source={op.summary} html={markdown} className="api-op__summary" />}
        <Markdown source={op.description} html={markdown} />
        <p className="api-op__meta">
          <Security op={op} />{' '}
          <a href={interactiveOperationHash(op)} className="api-op__interactive" {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
            Open in the interactive reference<span className="visually-hidden">: {name}</span>
          </a>
        </p>
        <ParameterTable op={op} markdown={markdown} />
        <RequestBody op={op} markdown={markdown} />
        <ResponseTable op={op} markdown={markdown} />
      </div>
      {examples && <OperationExamples op={op} examples={examples} />}
    </section>
  );
}
