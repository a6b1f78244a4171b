import type { ReactNode } from 'react';
import 'katex/dist/katex.min.css';
import '@/components/blog/blog.css';
import { sidebarPostsByYear } from '@/lib/site/blog';
import { siteConfig } from '@/lib/site';
import { BlogSidebar } from '@/components/blog/BlogSidebar';

export default function BlogLayout({ children }: { children: ReactNode }) {
  const years = sidebarPostsByYear().map((group) => ({ year: group.year, posts: group.posts.map((post) => ({ url: post.url, title: post.title })) }));
  return (
    <div className="blog-layout container">
      {years.length > 0 && (
        <div className="blog-layout__sidebar">
          <BlogSidebar years={years} title={siteConfig.blog.blogSidebarTitle ?? 'Recent posts'} />
        </div>
      )}
      <div className="blog-layout__main">{children}</div>
    </div>
  );
}
