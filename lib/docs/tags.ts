import GithubSlugger from 'github-slugger';

/** A docs tag: a key (labelled by content/tags.yml when declared there) or an inline {label, permalink}. */
export interface DocTag {
  label: string;
  permalink: string;
  description?: string;
}

export interface TaggedDoc {
  title: string;
  url: string;
  description?: string;
  unlisted: boolean;
  tags: DocTag[];
}

export function docsTagsBase(routeBasePath = '/docs'): string {
  return `${routeBasePath}/tags`;
}

/** The tags of a doc's front matter, with their pages under /docs/tags. */
export function docTags(raw: unknown, declared: ReadonlyMap<string, { label: string; description?: string }>, routeBasePath = '/docs'): DocTag[] {
  if (!Array.isArray(raw)) return [];
  const base = docsTagsBase(routeBasePath);
  return raw.flatMap((tag): DocTag[] => {
    if (typeof tag === 'string') {
      const known = declared.get(tag);
      return [{ label: known?.label ?? tag, permalink: `${base}/${new GithubSlugger().slug(tag)}`, description: known?.description }];
    }
    if (tag && typeof tag === 'object' && typeof tag.label === 'string' && typeof tag.permalink === 'string') {
      return [{ label: tag.label, permalink: `${base}/${String(tag.permalink).replace(/^\/+/, '')}`, description: tag.description }];
    }
    return [];
  });
}

export interface TagPage {
  tag: DocTag;
  /** The tag's last path segment, the route parameter of /docs/tags/<tag>. */
  slug: string;
  docs: TaggedDoc[];
}

/**
 * The tag page a route names, by its slug as the route gives it: Next hands a page its parameters
 * decoded (routeParam), so the slug is compared as it is. Decoding it again turned a custom permalink's
 * `%25` into `%` and found no page, and stopped the build on a `%` that is no escape.
 */
export const tagPageOf = (pages: readonly TagPage[], slug: string): TagPage | null => pages.find((page) => page.slug === slug) ?? null;

/** Every tag that a listed doc carries, with its docs sorted by title; unlisted docs are left out, as in Docusaurus. */
export function tagPages(docs: readonly TaggedDoc[], routeBasePath = '/docs'): TagPage[] {
  const base = `${docsTagsBase(routeBasePath)}/`;
  const pages = new Map<string, TagPage>();
  for (const doc of docs) {
    if (doc.unlisted) continue;
    for (const tag of doc.tags) {
      const page = pages.get(tag.permalink) ?? { tag, slug: tag.permalink.slice(base.length), docs: [] };
      if (!page.docs.some((d) => d.url === doc.url)) page.docs.push(doc);
      pages.set(tag.permalink, page);
    }
  }
  for (const page of pages.values()) page.docs.sort((a, b) => a.title.localeCompare(b.title));
  return [...pages.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
}

/** "One doc tagged with …" or "N docs tagged with …", Docusaurus's heading of a tag page. */
export function tagPageTitle(count: number, label: string): string {
  return `${count === 1 ? 'One doc' : `${count} docs`} tagged with "${label}"`;
}

/** Where a version keeps its tag pages: a tags route under its own docs path, as in Docusaurus. */
export interface VersionTagRoute<V> {
  version: V;
  /** The tag's route slug, or null for the version's tags index. */
  slug: string | null;
}

/**
 * The version tag page a URL names (`<version path>/tags` or `<version path>/tags/<tag>`), or null.
 * Only versions served below the route base are matched: the route base's own tags pages have their routes.
 */
export function versionTagRoute<V extends { path: string }>(url: string, versions: readonly V[], routeBasePath = '/docs'): VersionTagRoute<V> | null {
  for (const version of versions) {
    if (version.path === routeBasePath) continue;
    const base = docsTagsBase(version.path);
    if (url === base) return { version, slug: null };
    if (url.startsWith(`${base}/`) && !url.slice(base.length + 1).includes('/')) return { version, slug: url.slice(base.length + 1) };
  }
  return null;
}
