import Link from '@/components/shell/PrefetchLink';
import { authorUrl, isInlineAuthor, type Author } from '@/lib/blog/authors';
import { AuthorPicture } from './AuthorPicture';
import './blog.css';

export function PostAuthors({ authors }: { authors: Author[] }) {
  // A post without authors has no byline, rather than an empty list.
  if (authors.length === 0) return null;
  return (
    <ul className="post-authors">
      {authors.map((author) => (
        <li key={author.key} className="post-author">
          {author.imageUrl && <AuthorPicture className="post-author__image" src={author.imageUrl} size={40} />}
          <span>
            {isInlineAuthor(author) ? (
              <span className="post-author__name">{author.name}</span>
            ) : (
              <Link className="post-author__name" href={authorUrl(author.key)}>
                {author.name}
              </Link>
            )}
            {/* A space, collapsed between the column's flex items, keeps name and title apart in the page's text (twins, search). */}
            {author.title && (
              <>
                {' '}
                <span className="post-author__title">{author.title}</span>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
