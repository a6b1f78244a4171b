import type { ReactNode } from 'react';
import { CopyCodeButton } from './CopyCodeButton';

/**
 * `@theme/CodeBlock` whose code is computed at run time. Written-out code never reaches this
 * component: the build turns it into a fenced block, highlighted like any other.
 */
export function CodeBlock({ children, language, title }: { children?: ReactNode; language?: string; title?: string; showLineNumbers?: boolean | number }) {
  const body = (
    <div className="code-block__body">
      <pre tabIndex={0} className={language ? `language-${language}` : undefined}>
        <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
      </pre>
      <CopyCodeButton />
    </div>
  );
  if (!title) return body;
  return (
    <figure className="code-block">
      <div className="code-title">{title}</div>
      {body}
    </figure>
  );
}
