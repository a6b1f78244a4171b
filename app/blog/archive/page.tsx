import type { Metadata } from 'next';
import Link from '@/components/shell/PrefetchLink';
import { postsByYear } from '@/lib/site/blog';
import { pageMetadata } from '@/lib/site/metadata';
import { LAYOUT_CLASS } from '@/lib/layout-classes';

export const metadata: Metadata = pageMetadata({ title: 'Archive', description: 'Every blog post, grouped by year, newest first.', path: '/blog/archive' });

export default function Archive() {
  return (
    <div className={`${LAYOUT_CLASS.blogList} blog-archive`}>
      <h1>Archive</h1>
      <p>Every post on this blog, newest first.</p>
      {postsByYear().map((group) => (
        <section key={group.year} aria-labelledby={`year-${group.year}`}>
          <h2 id={`year-${group.year}`}>{group.year}</h2>
          <ul className="archive-list">
            {group.posts.map((post) => (
              <li key={post.url}>
                <time dateTime={post.date}>{post.formattedDate}</time> <Link href={post.url}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
