import { FEED_EXCLUDE_ATTRIBUTE } from '@/lib/blog/feed-links';
import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records';
import type { PageActions } from '@/lib/site/page-actions';
import { CopyPageButton } from './CopyPageButton';
import './page-actions.css';

/**
 * The Copy page menu of a doc or post: a native disclosure, so it opens with the keyboard and without
 * JavaScript. View as Markdown and the "Open in …" links are plain links; only Copy needs script,
 * and its code loads on use.
 */
export function CopyPageMenu({ actions: { twin, assistants } }: { actions: PageActions }) {
  return (
    <details className="page-actions" {...{ [FEED_EXCLUDE_ATTRIBUTE]: '', [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
      <summary className="page-actions__toggle">Copy page</summary>
      <ul className="page-actions__menu">
        <li>
          <CopyPageButton href={twin} />
        </li>
        <li>
          <a className="page-actions__item" href={twin} type="text/markdown">
            View as Markdown
          </a>
        </li>
        {assistants.map((a) => (
          <li key={a.id}>
            <a className="page-actions__item" href={a.href} rel="noopener noreferrer">
              {a.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
