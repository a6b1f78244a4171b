import type { CSSProperties } from 'react';
import { CopyCodeButton } from '@/components/mdx/CopyCodeButton';
import type { CodeSample as Sample } from '@/lib/api/plain-reference';

/** A highlighted sample or example under its title, with the site's Copy button (as in the docs). */
export function CodeSample({ sample, id }: { sample: Sample; id?: string }) {
  return (
    // Its line count sizes the block until it is first laid out (plain.css, content-visibility).
    <figure className="code-block api-code" id={id} style={{ '--code-lines': sample.code.split('\n').length } as CSSProperties}>
      <figcaption className="code-title">{sample.title}</figcaption>
      <div className="code-block__body">
        {/* shiki's markup, made at build time from the description's own values */}
        <div dangerouslySetInnerHTML={{ __html: sample.html }} />
        <CopyCodeButton />
      </div>
    </figure>
  );
}
