import type { PageMeta } from '@/lib/content/page-meta';
import { formatLastUpdateDate, lastUpdateDatetime } from '@/lib/content/page-meta';
import type { DateLocale } from '@/lib/i18n/locale';
import './page-meta-footer.css';

/**
 * The row under a doc or post, as Docusaurus's DocItem/Footer: "Edit this page" on the left, "Last
 * updated on <date> by <author>" on the right. Renders nothing when neither is known.
 */
export function PageMetaFooter({ meta, locale }: { meta: PageMeta; locale: DateLocale }) {
  const { editUrl, lastUpdate } = meta;
  if (!editUrl && !lastUpdate) return null;
  return (
    <div className="page-meta-footer">
      <div className="page-meta-footer__edit">
        {editUrl && (
          // Another site, in the same tab as Docusaurus's link; rel as every external link here.
          <a className="page-meta-footer__edit-link" href={editUrl} rel="noopener noreferrer">
            <EditIcon />
            Edit this page
          </a>
        )}
      </div>
      <div className="page-meta-footer__last-updated">
        {lastUpdate && (
          <p>
            Last updated
            {lastUpdate.date && (
              <>
                {' on '}
                <time dateTime={lastUpdateDatetime(lastUpdate.date)}>{formatLastUpdateDate(lastUpdate.date, locale)}</time>
              </>
            )}
            {lastUpdate.author && (
              <>
                {' by '}
                <b>{lastUpdate.author}</b>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}

function EditIcon() {
  return (
    <svg className="page-meta-footer__icon" width="20" height="20" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" />
    </svg>
  );
}
