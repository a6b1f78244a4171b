import { formatPostDate } from '@/lib/blog/posts';
import { readingTimeLabel } from '@/lib/blog/reading-time';
import './blog.css';

/** Date and reading time under a post title. */
export function PostMeta({ date, readingTime, showReadingTime }: { date: string; readingTime: number; showReadingTime: boolean }) {
  return (
    <p className="post-meta">
      <time dateTime={date}>{formatPostDate(date)}</time>
      {showReadingTime && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{readingTimeLabel(readingTime)}</span>
        </>
      )}
    </p>
  );
}
