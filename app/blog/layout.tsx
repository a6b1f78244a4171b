import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import 'katex/dist/katex.min.css';
import '@/components/blog/blog.css';
import { blogConfig, sidebarPostsByYear } from '@/lib/site/blog';
import { BlogSidebar } from '@/components/blog/BlogSidebar';

/**
 * Every page of the blog. With `blog: false` each renders as not found, since a static export builds
 * every page of app/ whatever the configuration; the post-build step removes such pages, so no /blog
 * URL is in the export, its sitemap, search index or twins (README, Design decisions).
 */
export default function BlogLayout({ children }: { children: ReactNode }) {
  const blog = blogConfig ?? notFound();
  const years = sidebarPostsByYear().map((group) => ({ year: group.year, posts: group.posts.map((post) => ({ url: post.url, title: post.title })) }));
  return (
    <div className="blog-layout container">
      {years.length > 0 && (
        <div className="blog-layout__sidebar">
          <BlogSidebar years={years} title={blog.blogSidebarTitle ?? 'Recent posts'} />
        </div>
      )}
      <div className="blog-layout__main">{children}</div>
    </div>
  );
}
