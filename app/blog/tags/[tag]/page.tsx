import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from '@/components/shell/PrefetchLink';
import { blogConfig, postsByTag, usedTags } from '@/lib/site/blog';
import { pageMetadata } from '@/lib/site/metadata';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { PostCard } from '@/components/blog/PostCard';
import { EXPORT_PLACEHOLDER, exportParams, routeParam } from '@/lib/export-params';

type Props = { params: Promise<{ tag: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return exportParams(
    usedTags().map(({ tag }) => ({ tag: tag.url.split('/').pop() ?? tag.key })),
    { tag: EXPORT_PLACEHOLDER },
  );
}

async function find(params: Props['params']) {
  const slug = routeParam((await params).tag);
  return usedTags().find(({ tag }) => tag.url.endsWith(`/${slug}`));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await find(params);
  return entry ? pageMetadata({ title: `Posts tagged “${entry.tag.label}”`, description: entry.tag.description ?? `Blog posts tagged ${entry.tag.label}.`, path: entry.tag.url }) : {};
}

export default async function TagPosts({ params }: Props) {
  const blog = blogConfig ?? notFound();
  const entry = await find(params);
  if (!entry) notFound();
  const { tag, count } = entry;
  return (
    <div className={LAYOUT_CLASS.blogTagPosts}>
      <h1>
        {count} {count === 1 ? 'post' : 'posts'} tagged with “{tag.label}”
      </h1>
      {tag.description && <p>{tag.description}</p>}
      <p>
        <Link href="/blog/tags">View all tags</Link>
      </p>
      {postsByTag(tag.key).map((post) => (
        <PostCard key={post.url} post={post} showReadingTime={blog.showReadingTime} />
      ))}
    </div>
  );
}
