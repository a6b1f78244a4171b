import { readingTimeLabel } from '@/lib/blog/reading-time';
import './blog.css';

/** Date and reading time under a post title. */
export function PostMeta({ date, formattedDate, readingTime, showReadingTime }: { date: string; formattedDate: string; readingTime: number; showReadingTime: boolean }) {
  return (
    <p className="post-meta">
      <time dateTime={date}>{formattedDate}</time>
      {showReadingTime && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{readingTimeLabel(readingTime)}</span>
        </>
      )}
    </p>
  );
}
