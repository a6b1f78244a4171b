/**
 * What one docs page carries of its sidebar (build time only). A page carries only the sidebar it
 * shows, only what the menu draws, and no items of a category that starts folded: those are one
 * shared file per category, content-hashed, that the menu fetches when the category is opened.
 */
import { createHash } from 'node:crypto';
import { categoryContains, sidebarOfPath, visibleSidebar, type MenuItem, type SidebarItem } from './sidebar';

/** Where the folded categories' files are served from, under the site's base URL (app/sidebar-items/). */
export const SIDEBAR_FILES_DIR = 'sidebar-items';

/** The sidebar a docs page shows, as its menu needs it (desktop sidebar and the mobile menu alike). */
export interface PageSidebar {
  /** The sidebar's key in the sidebars of every version. */
  id: string;
  items: MenuItem[];
  /** The page the menu marks as current (a doc's own URL, also where another URL shows it). */
  activePath: string;
}

/** A folded category's items: the file's name under the sidebar files' folder, and its JSON. */
export interface SidebarFile {
  name: string;
  body: string;
}

/**
 * The sidebar `path` shows (the one sidebar rule: the sidebar that lists the page), trimmed for the
 * page; null when no sidebar lists it. `fileUrl` turns a folded category's file name into its URL.
 * docs.sidebar's options are not the page's data but the build's (components/docs/sidebar-options.ts).
 */
export function pageSidebar(sidebars: Record<string, SidebarItem[]>, path: string, fileUrl: (name: string) => string): PageSidebar | null {
  const shown = sidebarOfPath(sidebars, path);
  if (!shown) return null;
  return {
    id: shown.id,
    items: menuItems(visibleSidebar(shown.items, path), path, fileUrl),
    activePath: path,
  };
}

/**
 * Every folded category's file in these sidebars, by name: what the pages' `itemsSrc` point to. A
 * folded category never holds the page that fetches it, so its file is the same for every page.
 */
export function sidebarFiles(sidebars: Record<string, SidebarItem[]>, fileUrl: (name: string) => string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (startsFolded(item, NO_PAGE)) {
        const file = folderFile(item.items, fileUrl);
        files.set(file.name, file.body);
      }
      walk(item.items);
    }
  };
  Object.values(sidebars).forEach((items) => walk(visibleSidebar(items, NO_PAGE)));
  return files;
}

/** No page has this path: what every page outside a folded category sees of it. */
const NO_PAGE = '\0';

/** Folded until opened: the author asked for it and the current page is not inside it. */
const startsFolded = (category: SidebarItem & { type: 'category' }, activePath: string) => category.collapsed === true && category.items.length > 0 && !categoryContains(category, activePath);

/**
 * Each folded category's file, made once per build: every page that shows the category names the
 * file, and the route that writes the files lists them all, so without this each of them would
 * serialize and hash the category again.
 */
const madeFiles = new WeakMap<(name: string) => string, WeakMap<SidebarItem[], SidebarFile>>();

/** The items of a folded category (visible ones), as the file the menu fetches when it opens. */
function folderFile(items: SidebarItem[], fileUrl: (name: string) => string): SidebarFile {
  let made = madeFiles.get(fileUrl);
  if (!made) madeFiles.set(fileUrl, (made = new WeakMap()));
  const known = made.get(items);
  if (known) return known;
  const body = JSON.stringify(menuItems(items, NO_PAGE, fileUrl));
  const file = { name: `${createHash('sha256').update(body).digest('hex').slice(0, 16)}.json`, body };
  made.set(items, file);
  return file;
}

/** Only what the menu draws; a folded category's items are replaced by the URL of their file. */
function menuItems(items: SidebarItem[], activePath: string, fileUrl: (name: string) => string): MenuItem[] {
  return items.map((item): MenuItem => {
    if (item.type === 'html') return item;
    if (item.type === 'link') return { type: 'link', label: item.label, href: item.href, ...(item.className && { className: item.className }) };
    const shared = {
      type: 'category' as const,
      label: item.label,
      ...(item.href && { href: item.href }),
      ...(item.collapsed !== undefined && { collapsed: item.collapsed }),
      ...(item.collapsible === false && { collapsible: false as const }),
      ...(item.className && { className: item.className }),
    };
    if (startsFolded(item, activePath)) return { ...shared, items: [], itemsSrc: fileUrl(folderFile(item.items, fileUrl).name) };
    return { ...shared, items: menuItems(item.items, activePath, fileUrl) };
  });
}
