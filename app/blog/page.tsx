import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogConfig } from '@/lib/site/blog';
import { blogListPages } from '@/lib/site/blog-pages';
import { pageMetadata } from '@/lib/site/metadata';
import { BlogListPage } from '@/components/blog/BlogListPage';

export const metadata: Metadata = pageMetadata({ title: 'Blog', description: blogConfig?.feedOptions.description ?? '', path: '/blog' });

export default function Blog() {
  const { feedOptions, showReadingTime } = blogConfig ?? notFound();
  const [first] = blogListPages();
  return first ? <BlogListPage page={first} title="Blog" description={feedOptions.description} showReadingTime={showReadingTime} /> : <h1>{feedOptions.title}</h1>;
}
