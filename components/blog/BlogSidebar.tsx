'use client';

import { usePathname } from 'next/navigation';
import Link from '@/components/shell/PrefetchLink';
import './blog.css';

export interface SidebarYear {
  year: string;
  posts: { url: string; title: string }[];
}

/** Recent posts grouped by year (spec §2), beside every blog page, under the configured title. */
export function BlogSidebar({ years, title }: { years: SidebarYear[]; title: string }) {
  const pathname = usePathname();
  return (
    <nav className="blog-sidebar" aria-label="Recent blog posts">
      <p className="blog-sidebar__title">{title}</p>
      {years.map((group) => (
        <div key={group.year} className="blog-sidebar__year">
          <h2 className="blog-sidebar__year-title">{group.year}</h2>
          <ul>
            {group.posts.map((post) => (
              <li key={post.url}>
                <Link href={post.url} aria-current={pathname === post.url ? 'page' : undefined} className={pathname === post.url ? 'blog-sidebar__link--active' : undefined}>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="blog-sidebar__more">
        <Link href="/blog/archive">Archive</Link> · <Link href="/blog/tags">Tags</Link> · <Link href="/blog/authors">Authors</Link>
      </p>
    </nav>
  );
}
