import type { DocPageData } from '@/lib/site/doc-page';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { MdxContent } from '@/components/mdx/MdxContent';
import './docs-layout.css';
import { Breadcrumbs } from './Breadcrumbs';
import { MobileTableOfContents, TableOfContents } from './TableOfContents';
import { Pager } from './Pager';
import { DocTagsFooter } from './DocTagsFooter';
import { PageMetaFooter } from './PageMetaFooter';
import { PageFeedback } from './PageFeedback';
import { DocVersionBadge, DocVersionBanner } from './DocVersionBanner';
import { CopyPageMenu } from '@/components/page-actions/CopyPageMenu';
import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records';

export function DocPage({ data }: { data: DocPageData }) {
  const { doc, breadcrumbs, pager, toc, infimaClasses, tags, meta, versionNotice, versionBadge, feedback, cards, reference, actions, locale, url } = data;
  const link = (item: PrevNextLink | null) => (item ? { href: item.href, label: item.label } : null);
  return (
    <div className={`${LAYOUT_CLASS.docsDoc} doc-page`}>
      <article className="doc-article" data-search-root>
        {versionNotice && <DocVersionBanner notice={versionNotice} />}
        <Breadcrumbs crumbs={breadcrumbs} />
        <CopyPageMenu actions={actions} />
        {versionBadge && <DocVersionBadge label={versionBadge} />}
        {/* hide_title, or a body that opens with its own "# heading": no second title, as in Docusaurus. */}
        {!doc.hide_title && !doc.contentTitle && (
          <header>
            <h1>{doc.pageTitle}</h1>
          </header>
        )}
        <MobileTableOfContents items={toc} />
        <MdxContent code={doc.body.code} part={`doc:${doc.url}`} cards={cards} reference={reference} infimaClasses={infimaClasses} />
        <DocTagsFooter tags={tags} />
        <PageMetaFooter meta={meta} locale={locale} />
        <div {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
          <PageFeedback page={doc.url} title={doc.pageTitle} pageUrl={url} target={feedback} />
        </div>
        <Pager previous={link(pager.previous)} next={link(pager.next)} ariaLabel="Docs pages" />
      </article>
      <div className="doc-toc">
        <TableOfContents items={toc} />
      </div>
    </div>
  );
}

type PrevNextLink = { href: string; label: string };
