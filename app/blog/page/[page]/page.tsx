import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogConfig } from '@/lib/site/blog';
import { blogListPages } from '@/lib/site/blog-pages';
import { pageMetadata } from '@/lib/site/metadata';
import { BlogListPage } from '@/components/blog/BlogListPage';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

/**
 * Every list page. Page 1 is also /blog; it is built here too because a static export needs at least
 * one page per route, and it points search engines to /blog.
 */
export function generateStaticParams() {
  return blogListPages().map((page) => ({ page: String(page.page) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await params;
  const first = page === '1';
  const title = blogConfig?.blogTitle ?? 'Blog';
  return pageMetadata({ title: first ? title : `${title}, page ${page}`, description: blogConfig?.blogDescription ?? '', path: first ? '/blog' : `/blog/page/${page}`, noindex: first });
}

export default async function BlogPage({ params }: Props) {
  const blog = blogConfig ?? notFound();
  const page = blogListPages()[Number((await params).page) - 1];
  if (!page) notFound();
  return <BlogListPage page={page} title={blog.blogTitle} description={blog.blogDescription} showReadingTime={blog.showReadingTime} />;
}
