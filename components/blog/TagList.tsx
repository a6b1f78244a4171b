import Link from '@/components/shell/PrefetchLink';
import type { Tag } from '@/lib/blog/tags';
import './blog.css';

export function TagList({ tags, label = 'Tags' }: { tags: Tag[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <div className="tag-list">
      <span className="tag-list__label">{label}:</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.key}>
            <Link className="tag" href={tag.url}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
