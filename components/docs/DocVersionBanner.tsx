import type { VersionNotice } from '@/lib/docs/versions';
import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records';
import { LatestVersionLink } from './LatestVersionLink';

// The notice is about the page, not its content: search results should not quote it.
const notIndexed = { [SEARCH_IGNORE_ATTRIBUTE]: '' };

/** The notice on a page of an unreleased or unmaintained docs version, worded as Docusaurus's DocVersionBanner. */
export function DocVersionBanner({ notice }: { notice: VersionNotice }) {
  return (
    <div className="alert alert--warning margin-bottom--md" role="alert" {...notIndexed}>
      <div>
        {notice.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {notice.siteTitle} <b>{notice.label}</b> version.
          </>
        ) : (
          <>
            This is documentation for {notice.siteTitle} <b>{notice.label}</b>, which is no longer actively maintained.
          </>
        )}
      </div>
      <div className="margin-top--md">
        For up-to-date documentation, see the{' '}
        <b>
          <LatestVersionLink notice={notice} />
        </b>{' '}
        ({notice.latestLabel}).
      </div>
    </div>
  );
}

/** "Version: <label>" above the title of a page whose version has a badge, as Docusaurus's DocVersionBadge. */
export function DocVersionBadge({ label }: { label: string }) {
  return (
    <span className="badge badge--secondary margin-bottom--md" {...notIndexed}>
      Version: {label}
    </span>
  );
}
