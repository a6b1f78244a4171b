import { load } from 'cheerio';
import { Feed } from 'feed';
import { absoluteUrl } from '../markup/urls';

/** Where the feed of documentation changes is served. */
export const DOCS_CHANGES_PATH = '/docs/changes.xml';

export interface DocChange {
  title: string;
  /** The doc's route, as its file names it (`/docs/My Page`), not percent-encoded. */
  url: string;
  /** ISO date-time of the doc's last change (git's last commit, or front matter last_update). */
  updated: string;
  description?: string;
  author?: string;
}

export interface DocsChangesFeedOptions {
  siteUrl: string;
  siteTitle: string;
  language: string;
  /** The footer's copyright, markup as Docusaurus reads it; the feed gets its text. */
  copyright: string;
}

/** A copyright's text: its line breaks become spaces, its links and images their words. */
function copyrightText(markup: string): string {
  const $ = load(markup.replace(/<br\s*\/?>/gi, ' '), null, false);
  $('img[alt]').replaceWith((_, img) => $(img).attr('alt') ?? '');
  return $.root().text().replace(/\s+/g, ' ').trim();
}

/**
 * An Atom 1.0 feed with one entry per doc, newest change first: a reader subscribed to it sees which
 * pages changed and when. Docs without a known date are left out, since an entry needs one.
 */
export function buildDocsChangesFeed(changes: readonly DocChange[], options: DocsChangesFeedOptions): string {
  const dated = changes.filter((change) => !Number.isNaN(Date.parse(change.updated)));
  const sorted = [...dated].sort((a, b) => Date.parse(b.updated) - Date.parse(a.updated) || a.url.localeCompare(b.url));
  const self = `${options.siteUrl}${DOCS_CHANGES_PATH}`;
  const feed = new Feed({
    id: self,
    title: `${options.siteTitle} — documentation changes`,
    description: 'Each documentation page with the date it last changed, newest first.',
    link: `${options.siteUrl}/docs`,
    language: options.language,
    copyright: copyrightText(options.copyright),
    // A feed with no dated doc still needs an <updated>; the epoch says "never" without inventing a date.
    updated: sorted[0] ? new Date(sorted[0].updated) : new Date(0),
    generator: 'site build',
    feedLinks: { atom: self },
    author: { name: options.siteTitle },
  });
  for (const change of sorted) {
    const link = absoluteUrl(options.siteUrl, change.url);
    feed.addItem({
      id: link,
      title: change.title,
      link,
      date: new Date(change.updated),
      description: change.description || `${change.title} was updated.`,
      author: change.author ? [{ name: change.author }] : undefined,
    });
  }
  return feed.atom1();
}
