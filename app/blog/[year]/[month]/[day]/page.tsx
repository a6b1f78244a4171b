import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/site';
import { blogConfig, blogPosts, listedPosts, postByUrl } from '@/lib/site/blog';
import { postNeighbours } from '@/lib/blog/posts';
import { pageMetadata, withPageHeadTags } from '@/lib/site/metadata';
import { pageActions, pageLocale } from '@/lib/site/page-actions';
import { pageImage } from '@/lib/seo/social-card';
import { BlogPostPage } from '@/components/blog/BlogPostPage';
import { JsonLd } from '@/components/shell/JsonLd';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { EXPORT_PLACEHOLDER, exportParams } from '@/lib/export-params';

type Props = { params: Promise<{ year: string; month: string; day: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  const params = blogPosts.map((post) => {
    const [year = '', month = '', day = ''] = post.date.split('-');
    return { year, month, day };
  });
  return exportParams(params, { year: EXPORT_PLACEHOLDER, month: EXPORT_PLACEHOLDER, day: EXPORT_PLACEHOLDER });
}

async function find(params: Props['params']) {
  const { year, month, day } = await params;
  return postByUrl(`/blog/${year}/${month}/${day}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await find(params);
  if (!post) return {};
  const meta = pageMetadata({ title: post.title, description: post.description, path: post.url, type: 'article', noindex: post.unlisted, image: pageImage(post.url, post.image) });
  if (post.keywords.length > 0) meta.keywords = post.keywords;
  return withPageHeadTags(
    { ...meta, openGraph: { ...meta.openGraph, type: 'article', publishedTime: post.date, authors: post.authors.map((a) => a.name), tags: post.tags.map((t) => t.label) } },
    post.headTags,
  );
}

export default async function PostRoute({ params }: Props) {
  const blog = blogConfig ?? notFound();
  const post = await find(params);
  if (!post) notFound();
  const { newer, older } = postNeighbours(listedPosts, post.url);
  const jsonLd = blogPostingJsonLd({ ...post, image: pageImage(post.url, post.image), keywords: post.tags.map((t) => t.label) }, siteConfig.url);
  return (
    <>
      <JsonLd data={jsonLd} />
      <BlogPostPage post={post} newer={newer} older={older} showReadingTime={blog.showReadingTime} actions={pageActions(post.url)} locale={pageLocale} />
    </>
  );
}
