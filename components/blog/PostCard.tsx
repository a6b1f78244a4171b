import Link from '@/components/shell/PrefetchLink';
import type { BlogPost } from '@/lib/site/blog';
import { MdxContent } from '@/components/mdx/MdxContent';
import { PostMeta } from './PostMeta';
import { PostAuthors } from './PostAuthors';
import { TagList } from './TagList';
import './blog.css';

/** A post on a list page: header, excerpt and a 'Read more' link when the post continues. */
export function PostCard({ post, showReadingTime }: { post: BlogPost; showReadingTime: boolean }) {
  return (
    <article className="post-card">
      <header>
        <h2 className="post-card__title">
          <Link href={post.url}>{post.title}</Link>
        </h2>
        <PostMeta date={post.date} formattedDate={post.formattedDate} readingTime={post.readingTime} showReadingTime={showReadingTime} />
        <PostAuthors authors={post.authors} />
      </header>
      <MdxContent code={post.truncated ? post.excerptCode : post.bodyCode} part={`excerpt:${post.url}`} infimaClasses={post.infimaClasses} />
      <footer className="post-card__footer">
        <TagList tags={post.tags} />
        {post.truncated && (
          <Link className="post-card__more" href={post.url}>
            {/* The title is in the link's text, not only its label, so it reads right out of context. */}
            Read more<span className="visually-hidden"> about {post.title}</span>
          </Link>
        )}
      </footer>
    </article>
  );
}
