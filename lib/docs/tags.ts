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
