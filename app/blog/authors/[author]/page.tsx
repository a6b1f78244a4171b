import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogConfig, blogAuthors, postsByAuthor } from '@/lib/site/blog';
import { pageMetadata } from '@/lib/site/metadata';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { AuthorCard } from '@/components/blog/AuthorCard';
import { PostCard } from '@/components/blog/PostCard';
import { EXPORT_PLACEHOLDER, exportParams, routeParam } from '@/lib/export-params';

type Props = { params: Promise<{ author: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return exportParams(
    blogAuthors().map(({ author }) => ({ author: author.key })),
    { author: EXPORT_PLACEHOLDER },
  );
}

async function find(params: Props['params']) {
  const key = routeParam((await params).author);
  return blogAuthors().find(({ author }) => author.key === key);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await find(params);
  return entry ? pageMetadata({ title: `Posts by ${entry.author.name}`, description: entry.author.bio ?? `Blog posts by ${entry.author.name}.`, path: `/blog/authors/${entry.author.key}` }) : {};
}

export default async function AuthorPosts({ params }: Props) {
  const blog = blogConfig ?? notFound();
  const entry = await find(params);
  if (!entry) notFound();
  return (
    <div className={LAYOUT_CLASS.blogAuthorPosts}>
      <AuthorCard author={entry.author} count={entry.count} headingLevel={1} link={false} />
      {entry.author.bio && <p className="author-bio">{entry.author.bio}</p>}
      <h2 className="visually-hidden">Posts</h2>
      {postsByAuthor(entry.author.key).map((post) => (
        <PostCard key={post.url} post={post} showReadingTime={blog.showReadingTime} />
      ))}
    </div>
  );
}
