import { AUTHENTICATION_ANCHOR, examplesAnchor } from '@/lib/api/anchors';
import type { OutlineOperation } from '@/lib/api/outline';
import type { OperationExamples as Examples } from '@/lib/api/plain-reference';
import { CURL_TOKEN_VARIABLE, FETCH_TOKEN_VARIABLE } from '@/lib/api/samples';
import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records';
import { CodeSample } from './CodeSample';
import { AnchorHeading } from './HashLink';
import { Notation } from './Notation';
import { Fragment } from 'react';

/**
 * The column beside an operation (below it on narrower screens): how to call it, then each
 * documented response example by status. Left out of the search index: the tables say the same.
 */
export function OperationExamples({ op, examples }: { op: OutlineOperation; examples: Examples }) {
  const anchor = examplesAnchor(op.id);
  return (
    <div className="api-op__examples" {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
      <AnchorHeading level={4} anchor={anchor} label={`Examples of ${op.method} ${op.path}`}>
        Examples
      </AnchorHeading>
      {examples.needsToken && (
        <p className="api-op__token-note">
          Put your token in <code>${CURL_TOKEN_VARIABLE}</code> for curl and in <code>{FETCH_TOKEN_VARIABLE}</code> for <code>fetch</code> (see <a href={`#${AUTHENTICATION_ANCHOR}`}>Authentication</a>
          ).
        </p>
      )}
      {examples.request.map((sample) => (
        <CodeSample key={sample.title} sample={sample} />
      ))}
      {examples.responses.map((sample, i) => (
        <Fragment key={`${sample.status}-${i}`}>
          <CodeSample sample={sample} />
          {sample.notation && <Notation {...sample.notation} />}
        </Fragment>
      ))}
    </div>
  );
}
