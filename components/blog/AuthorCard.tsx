import Link from '@/components/shell/PrefetchLink';
import { authorUrl, type Author } from '@/lib/blog/authors';
import { AuthorPicture } from './AuthorPicture';
import './blog.css';

function postCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}

/** An author with image, title, links and post count; the name links to the author's page. */
export function AuthorCard({ author, count, headingLevel = 2, link = true }: { author: Author; count: number; headingLevel?: 1 | 2; link?: boolean }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const socials = Object.entries(author.socials);
  return (
    <div className="author-card">
      {author.imageUrl && <AuthorPicture className="author-card__image" src={author.imageUrl} size={80} />}
      <div>
        <Heading className="author-card__name">{link ? <Link href={authorUrl(author.key)}>{author.name}</Link> : author.name}</Heading>
        {author.title && <p className="author-card__title">{author.title}</p>}
        <p className="author-card__count">{postCountLabel(count)}</p>
        {socials.length > 0 && (
          <ul className="author-card__links" aria-label={`${author.name} elsewhere`}>
            {author.url && (
              <li>
                <a href={author.url} rel="noopener noreferrer">
                  Website
                </a>
              </li>
            )}
            {socials.map(([platform, url]) => (
              <li key={platform}>
                <a href={url} rel="noopener noreferrer">
                  {platform[0]?.toUpperCase()}
                  {platform.slice(1)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
