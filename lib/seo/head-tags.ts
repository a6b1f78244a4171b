import type { Metadata } from 'next';
import type { HeadTags } from '../content/head-tags';

/** Meta names Next writes from fields of its own: set there, so the tag is replaced, not repeated. */
const SET_BY_FIELD: Record<string, (meta: Metadata, content: string) => void> = {
  description: (meta, content) => void (meta.description = content),
  keywords: (meta, content) =>
    void (meta.keywords = content
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean)),
  robots: (meta, content) => void (meta.robots = content),
  'twitter:card': (meta, content) => void (meta.twitter = { ...meta.twitter, card: content as 'summary' }),
  'twitter:title': (meta, content) => void (meta.twitter = { ...meta.twitter, title: content }),
  'twitter:description': (meta, content) => void (meta.twitter = { ...meta.twitter, description: content }),
  'twitter:image': (meta, content) => void (meta.twitter = { ...meta.twitter, images: [content] }),
  'og:title': (meta, content) => void (meta.openGraph = { ...meta.openGraph, title: content }),
  'og:description': (meta, content) => void (meta.openGraph = { ...meta.openGraph, description: content }),
  'og:image': (meta, content) => void (meta.openGraph = { ...meta.openGraph, images: [content] }),
};

/**
 * A page's metadata with what its `<head>` block sets applied over it, as Docusaurus lets a page
 * override its head: the title as written (no site name after it), each meta tag in place of the one
 * the site writes, and the canonical URL. `twitter` and `other` replace the layout's as a whole in
 * Next, so a page that sets a Twitter tag keeps the layout's card type unless it sets that too, and
 * one that adds a tag of its own keeps the layout's others.
 */
export function withHeadTags(meta: Metadata, tags: HeadTags, layout: Pick<Metadata, 'twitter' | 'other'> = {}): Metadata {
  const layoutTwitter = layout.twitter ?? {};
  const out: Metadata = { ...meta };
  if (tags.title !== undefined) out.title = { absolute: tags.title };
  const other: Record<string, string> = {};
  for (const tag of tags.meta) {
    const key = tag.name ?? tag.property!;
    const set = SET_BY_FIELD[key];
    if (set) {
      if (key.startsWith('twitter:') && out.twitter === meta.twitter) out.twitter = { ...layoutTwitter, ...meta.twitter };
      set(out, tag.content);
    } else other[key] = tag.content;
  }
  // Next replaces the layout's `other` as a whole too, so the site's own tags (themeConfig.metadata) are kept under the page's.
  if (Object.keys(other).length > 0) out.other = { ...(layout.other ?? {}), ...(meta.other ?? {}), ...other };
  if (tags.canonical) out.alternates = { ...meta.alternates, canonical: tags.canonical };
  return out;
}
