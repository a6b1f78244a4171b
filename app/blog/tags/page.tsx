import type { Metadata } from 'next';
import Link from '@/components/shell/PrefetchLink';
import { usedTags } from '@/lib/site/blog';
import { pageMetadata } from '@/lib/site/metadata';
import { LAYOUT_CLASS } from '@/lib/layout-classes';

export const metadata: Metadata = pageMetadata({ title: 'Tags', description: 'Blog posts by topic.', path: '/blog/tags' });

export default function Tags() {
  return (
    <div className={LAYOUT_CLASS.blogTagsList}>
      <h1>Tags</h1>
      <ul className="tags-index">
        {usedTags().map(({ tag, count }) => (
          <li key={tag.key}>
            <Link className="tag" href={tag.url}>
              {tag.label} <span className="tag__count">({count})</span>
            </Link>
            {tag.description && <p>{tag.description}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
