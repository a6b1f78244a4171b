import type { Metadata } from 'next';
import { blogAuthors } from '@/lib/site/blog';
import { pageMetadata } from '@/lib/site/metadata';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { AuthorCard } from '@/components/blog/AuthorCard';

export const metadata: Metadata = pageMetadata({ title: 'Authors', description: 'The people who write this blog.', path: '/blog/authors' });

export default function Authors() {
  return (
    <div className={LAYOUT_CLASS.blogAuthorsList}>
      <h1>Authors</h1>
      <ul className="author-list">
        {blogAuthors().map(({ author, count }) => (
          <li key={author.key}>
            <AuthorCard author={author} count={count} />
          </li>
        ))}
      </ul>
    </div>
  );
}
