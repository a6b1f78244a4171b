import Link from '@/components/shell/PrefetchLink';
import type { BlogPost } from '@/lib/site/blog';
import type { Page } from '@/lib/blog/posts';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { PostCard } from './PostCard';
import '@/components/docs/pager.css';
import './blog.css';

/** /blog and its further pages: posts newest first, then links between pages. */
export function BlogListPage({ page, title, description, showReadingTime }: { page: Page<BlogPost>; title: string; description: string; showReadingTime: boolean }) {
  return (
    <div className={LAYOUT_CLASS.blogList}>
      <header className="blog-list__header">
        <h1>{title}</h1>
        <p>{description}</p>
      </header>
      {page.items.map((post) => (
        <PostCard key={post.url} post={post} showReadingTime={showReadingTime} />
      ))}
      {page.totalPages > 1 && (
        <nav className="pagination-nav" aria-label="Blog list pages">
          {page.previousUrl ? (
            <Link className="pagination-nav__link" href={page.previousUrl}>
              Newer entries
            </Link>
          ) : (
            <span />
          )}
          {page.nextUrl && (
            <Link className="pagination-nav__link pagination-nav__link--next" href={page.nextUrl}>
              Older entries
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
