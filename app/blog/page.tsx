import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site';
import { feedOptions, showReadingTime } from '@/lib/config/blog-options';
import { blogListPages } from '@/lib/site/blog-pages';
import { pageMetadata } from '@/lib/site/metadata';
import { BlogListPage } from '@/components/blog/BlogListPage';

const { title, description } = feedOptions(siteConfig.title, siteConfig.blog);

export const metadata: Metadata = pageMetadata({ title: 'Blog', description, path: '/blog' });

export default function Blog() {
  const [first] = blogListPages();
  return first ? <BlogListPage page={first} title="Blog" description={description} showReadingTime={showReadingTime(siteConfig.blog)} /> : <h1>{title}</h1>;
}
