/** Drafts are built in development only; unlisted pages are built but kept out of lists and indexes. */
export interface Publishable {
  draft: boolean;
  unlisted: boolean;
}

export function isPublished(item: Pick<Publishable, 'draft'>, production: boolean): boolean {
  return !(production && item.draft);
}

/** Whether a page belongs in the sidebar, feeds, sitemap and search index. */
export function isListed(item: Publishable, production: boolean): boolean {
  return isPublished(item, production) && !item.unlisted;
}
