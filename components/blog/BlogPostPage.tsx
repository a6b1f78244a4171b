import type { BlogPost } from '@/lib/site/blog';
import type { PageActions } from '@/lib/site/page-actions';
import type { DateLocale } from '@/lib/i18n/locale';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { MdxContent } from '@/components/mdx/MdxContent';
import '@/components/docs/docs-layout.css';
import { MobileTableOfContents, TableOfContents } from '@/components/docs/TableOfContents';
import { Pager } from '@/components/docs/Pager';
import { PageMetaFooter } from '@/components/docs/PageMetaFooter';
import { CopyPageMenu } from '@/components/page-actions/CopyPageMenu';
import { PostMeta } from './PostMeta';
import { PostAuthors } from './PostAuthors';
import { TagList } from './TagList';
import './blog.css';

interface Props {
  post: BlogPost;
  newer: BlogPost | null;
  older: BlogPost | null;
  showReadingTime: boolean;
  actions: PageActions;
  locale: DateLocale;
}

export function BlogPostPage({ post, newer, older, showReadingTime, actions, locale }: Props) {
  return (
    <div className={`${LAYOUT_CLASS.blogPost} blog-post`}>
      <article className="blog-post__article" data-search-root>
        <header>
          <CopyPageMenu actions={actions} />
          <h1>{post.title}</h1>
          <PostMeta date={post.date} formattedDate={post.formattedDate} readingTime={post.readingTime} showReadingTime={showReadingTime} />
          <PostAuthors authors={post.authors} />
        </header>
        <MobileTableOfContents items={post.toc} />
        <MdxContent code={post.bodyCode} part={`post:${post.url}`} infimaClasses={post.infimaClasses} />
        <footer>
          <TagList tags={post.tags} />
          <PageMetaFooter meta={post.meta} locale={locale} />
        </footer>
        <Pager
          ariaLabel="Blog post navigation"
          previous={newer ? { href: newer.url, label: newer.title, sublabel: 'Newer post' } : null}
          next={older ? { href: older.url, label: older.title, sublabel: 'Older post' } : null}
        />
      </article>
      <div className="doc-toc">
        <TableOfContents items={post.toc} />
      </div>
    </div>
  );
}
