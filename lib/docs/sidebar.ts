/** The docs sidebar: configuration (sidebars.ts) resolved against the docs that exist. */

export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; items: SidebarItemConfig[]; link?: { type: 'doc'; id: string } };

export type SidebarsConfig = Record<string, SidebarItemConfig[]>;

/** What the sidebar needs to know of a doc. */
export interface DocRef {
  id: string;
  title: string;
  sidebarLabel?: string;
  url: string;
  unlisted: boolean;
  draft: boolean;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  /** Hidden from the sidebar unless it is the current page. */
  unlisted: boolean;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

export class SidebarConfigError extends Error {
  override name = 'SidebarConfigError';
}

/**
 * Resolves one sidebar of the configuration. A doc id that matches no doc is an error naming the
 * sidebar and the id, except for drafts, which production builds leave out on purpose.
 */
export function resolveSidebar(
  sidebars: SidebarsConfig,
  sidebarId: string,
  docs: ReadonlyMap<string, DocRef>,
  draftIds: ReadonlySet<string> = new Set(),
  sourceFile = 'sidebars.ts',
): SidebarItem[] {
  const config = sidebars[sidebarId];
  if (!config) {
    const known = Object.keys(sidebars).join(', ') || 'none';
    throw new SidebarConfigError(
      `${sourceFile}: no sidebar with id "${sidebarId}". Known sidebars: ${known}. Fix the sidebarId or add the sidebar.`,
    );
  }
  const docItem = (id: string, label?: string): SidebarLink | null => {
    const doc = docs.get(id);
    if (!doc) {
      if (draftIds.has(id)) return null;
      throw new SidebarConfigError(
        `${sourceFile}: sidebar "${sidebarId}" refers to doc id "${id}", but there is no content/docs/${id}.mdx. ` +
          `Create the file or remove the id from the sidebar.`,
      );
    }
    return { type: 'link', label: label ?? doc.sidebarLabel ?? doc.title, href: doc.url, docId: doc.id, unlisted: doc.unlisted };
  };
  const resolve = (items: SidebarItemConfig[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      if (typeof item === 'string') return compact(docItem(item));
      switch (item.type) {
        case 'doc':
          return compact(docItem(item.id, item.label));
        case 'link':
          return [{ type: 'link', label: item.label, href: item.href, unlisted: false }];
        case 'category': {
          const link = item.link ? docItem(item.link.id) : null;
          return [{ type: 'category', label: item.label, href: link?.href, items: resolve(item.items) }];
        }
        default:
          throw new SidebarConfigError(
            `${sourceFile}: sidebar "${sidebarId}" has an item of unknown type "${(item as { type: string }).type}". Use doc, link or category.`,
          );
      }
    });
  return resolve(config);
}

function compact<T>(value: T | null): T[] {
  return value === null ? [] : [value];
}

/** The sidebar a visitor sees on `activePath`: unlisted items only when current, empty categories dropped. */
export function visibleSidebar(items: SidebarItem[], activePath: string): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'link') return !item.unlisted || item.href === activePath ? [item] : [];
    const children = visibleSidebar(item.items, activePath);
    return children.length > 0 || item.href ? [{ ...item, items: children }] : [];
  });
}

/** Every link in reading order, categories' own pages included. */
export function flattenSidebar(items: SidebarItem[]): SidebarLink[] {
  return items.flatMap((item): SidebarLink[] =>
    item.type === 'link'
      ? [item]
      : [
          ...(item.href ? [{ type: 'link' as const, label: item.label, href: item.href, unlisted: false }] : []),
          ...flattenSidebar(item.items),
        ],
  );
}

/** The first page a sidebar links to, or null when it links to nothing. */
export function firstSidebarLink(items: SidebarItem[]): SidebarLink | null {
  return flattenSidebar(items).find((link) => !link.unlisted) ?? null;
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

/** Category labels down to the current page, or [] when the page is not in the sidebar. */
export function sidebarBreadcrumbs(items: SidebarItem[], activePath: string): Breadcrumb[] {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.href === activePath) return [{ label: item.label, href: item.href }];
      continue;
    }
    if (item.href === activePath) return [{ label: item.label, href: item.href }];
    const inner = sidebarBreadcrumbs(item.items, activePath);
    if (inner.length > 0) return [{ label: item.label, href: item.href }, ...inner];
  }
  return [];
}

export interface PrevNext {
  previous: SidebarLink | null;
  next: SidebarLink | null;
}

/** Neighbours in reading order; unlisted pages are skipped, as they are not in the visible sidebar. */
export function sidebarPrevNext(items: SidebarItem[], activePath: string): PrevNext {
  const links = flattenSidebar(items).filter((link) => !link.unlisted || link.href === activePath);
  const index = links.findIndex((link) => link.href === activePath);
  if (index === -1) return { previous: null, next: null };
  return { previous: links[index - 1] ?? null, next: links[index + 1] ?? null };
}

/** True when the category holds the current page, at any depth. */
export function categoryContains(category: SidebarCategory, activePath: string): boolean {
  return (
    category.href === activePath ||
    category.items.some((item) => (item.type === 'link' ? item.href === activePath : categoryContains(item, activePath)))
  );
}
