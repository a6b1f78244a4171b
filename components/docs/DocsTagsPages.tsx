import Link from '@/components/shell/PrefetchLink';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { tagPageTitle, type TagPage } from '@/lib/docs/tags';
import './docs-layout.css';
import './doc-tags.css';

/** /docs/tags: every docs tag with its number of docs. */
export function DocsTagsIndex({ pages }: { pages: TagPage[] }) {
  return (
    <div className={`${LAYOUT_CLASS.docsTags} doc-page`}>
      <article className="doc-article">
        <h1>Tags</h1>
        <ul className="doc-tags__list">
          {pages.map(({ tag, docs }) => (
            <li key={tag.permalink}>
              <Link className="doc-tag" href={tag.permalink} title={tag.description}>
                {tag.label} <span>({docs.length})</span>
              </Link>
            </li>
          ))}
        </ul>
      </article>
    </div>
  );
}

/** /docs/tags/<tag>: the docs that carry one tag. */
export function DocsTagPage({ page, tagsUrl }: { page: TagPage; tagsUrl: string }) {
  return (
    <div className={`${LAYOUT_CLASS.docsTagDocList} doc-page`}>
      <article className="doc-article">
        <header>
          <h1>{tagPageTitle(page.docs.length, page.tag.label)}</h1>
          {page.tag.description && <p>{page.tag.description}</p>}
          <Link href={tagsUrl}>View all tags</Link>
        </header>
        <section className="margin-vert--lg">
          {page.docs.map((doc) => (
            <article key={doc.url} className="margin-vert--lg">
              <h2>
                <Link href={doc.url}>{doc.title}</Link>
              </h2>
              {doc.description && <p>{doc.description}</p>}
            </article>
          ))}
        </section>
      </article>
    </div>
  );
}
