import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogConfig } from '@/lib/site/blog';
import { blogListPages } from '@/lib/site/blog-pages';
import { pageMetadata } from '@/lib/site/metadata';
import { BlogListPage } from '@/components/blog/BlogListPage';

export const metadata: Metadata = pageMetadata({ title: blogConfig?.blogTitle ?? 'Blog', description: blogConfig?.blogDescription ?? '', path: '/blog' });

export default function Blog() {
  const { feedOptions, showReadingTime, blogTitle, blogDescription } = blogConfig ?? notFound();
  const [first] = blogListPages();
  return first ? <BlogListPage page={first} title={blogTitle} description={blogDescription} showReadingTime={showReadingTime} /> : <h1>{feedOptions.title}</h1>;
}
