import type { ReactNode } from 'react';
import 'katex/dist/katex.min.css';
import '@/components/blog/blog.css';
import { postsByYear } from '@/lib/site/blog';
import { BlogSidebar } from '@/components/blog/BlogSidebar';

export default function BlogLayout({ children }: { children: ReactNode }) {
  const years = postsByYear().map((group) => ({ year: group.year, posts: group.posts.map((post) => ({ url: post.url, title: post.title })) }));
  return (
    <div className="blog-layout container">
      <div className="blog-layout__sidebar">
        <BlogSidebar years={years} />
      </div>
      <div className="blog-layout__main">{children}</div>
    </div>
  );
}
