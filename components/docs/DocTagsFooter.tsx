import Link from '@/components/shell/PrefetchLink';
import type { DocTag } from '@/lib/docs/tags';
import './doc-tags.css';

/** The tags of a doc at its foot, each linking to its /docs/tags page, as Docusaurus shows them. */
export function DocTagsFooter({ tags }: { tags: DocTag[] }) {
  if (tags.length === 0) return null;
  return (
    <footer className="doc-footer">
      <TagList tags={tags} />
    </footer>
  );
}

export function TagList({ tags }: { tags: DocTag[] }) {
  return (
    <div className="doc-tags">
      <b>Tags:</b>
      <ul className="doc-tags__list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link className="doc-tag" href={tag.permalink} title={tag.description}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
