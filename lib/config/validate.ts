import { firstSidebarLink, resolveSidebar, type DocRef, type SidebarsConfig } from '../docs/sidebar';
import { NAVBAR_ITEM_TYPES, type NavbarItem, type SiteConfig } from './types';
import { serverUrlProblem } from '../api/servers';

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`site.config.ts has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export interface ConfigContext {
  docs: ReadonlyMap<string, DocRef>;
  /** Docs left out of this build because they are drafts: links to them are not errors. */
  draftIds: ReadonlySet<string>;
  sidebars: SidebarsConfig;
}

/** The message for an unknown navbar item type, worded as Docusaurus words it. */
export function unknownNavbarItemMessage(type: unknown): string {
  return `No NavbarItem component found for type "${String(type)}".`;
}

/** Every problem of the configuration, each naming its field and the fix. Empty when valid. */
export function validateSiteConfig(config: SiteConfig, ctx: ConfigContext): string[] {
  const problems: string[] = [];
  const known = NAVBAR_ITEM_TYPES.join(', ');

  const checkItem = (item: NavbarItem, field: string, inDropdown: boolean) => {
    const type = item.type ?? 'link';
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
      problems.push(`${field}.type: ${unknownNavbarItemMessage(type)} Use one of: ${known}.`);
      return;
    }
    if (item.position !== undefined && item.position !== 'left' && item.position !== 'right') {
      problems.push(`${field}.position: "${String(item.position)}" is not a position. Use "left" or "right".`);
    }
    switch (item.type) {
      case undefined:
      case 'link':
        if (!item.label) problems.push(`${field}.label: a link item needs a label.`);
        if (!item.to === !item.href) problems.push(`${field}: a link item needs exactly one of "to" (site path) or "href" (external URL).`);
        if (item.activeBaseRegex) {
          try {
            new RegExp(item.activeBaseRegex);
          } catch {
            problems.push(`${field}.activeBaseRegex: "${item.activeBaseRegex}" is not a valid regular expression.`);
          }
        }
        break;
      case 'doc':
        if (!ctx.docs.has(item.docId) && !ctx.draftIds.has(item.docId)) {
          problems.push(
            `${field}.docId: no doc with id "${item.docId}" (expected content/docs/${item.docId}.mdx). Fix the id or create the doc.`,
          );
        }
        break;
      case 'docSidebar': {
        if (!ctx.sidebars[item.sidebarId]) {
          problems.push(`${field}.sidebarId: no sidebar with id "${item.sidebarId}" in sidebars.ts. Known: ${Object.keys(ctx.sidebars).join(', ')}.`);
          break;
        }
        try {
          const items = resolveSidebar(ctx.sidebars, item.sidebarId, ctx.docs, ctx.draftIds);
          if (!firstSidebarLink(items)) {
            problems.push(
              `${field}: the docSidebar item points to sidebar "${item.sidebarId}", which has nothing to link to. Add a doc to that sidebar or remove the item.`,
            );
          }
        } catch (error) {
          problems.push(`${field}.sidebarId: ${(error as Error).message}`);
        }
        break;
      }
      case 'dropdown':
        if (inDropdown) problems.push(`${field}: a dropdown cannot contain another dropdown.`);
        if (!Array.isArray(item.items) || item.items.length === 0) {
          problems.push(`${field}.items: a dropdown needs at least one item.`);
        } else {
          item.items.forEach((child, i) => checkItem(child as NavbarItem, `${field}.items[${i}]`, true));
        }
        break;
      case 'html':
        if (typeof item.html !== 'string' || !item.html.trim()) problems.push(`${field}.html: an html item needs markup.`);
        break;
      default:
        break;
    }
  };

  config.navbar.items.forEach((item, i) => checkItem(item, `navbar.items[${i}]`, false));

  if (!/^\/(.*\/)?$/.test(config.baseUrl)) {
    problems.push(`baseUrl: "${config.baseUrl}" must start and end with "/" (for example "/" or "/site/").`);
  }
  if (!/^https?:\/\/[^/]+$/.test(config.url)) {
    problems.push(`url: "${config.url}" must be an origin such as https://example.com, with no path or trailing slash.`);
  }
  const { minHeadingLevel: min, maxHeadingLevel: max } = config.tableOfContents;
  if (!(min >= 2 && max <= 6 && min <= max)) {
    problems.push(`tableOfContents: heading levels must satisfy 2 ≤ minHeadingLevel ≤ maxHeadingLevel ≤ 6 (got ${min} to ${max}).`);
  }
  if (!config.i18n.locales.includes(config.i18n.defaultLocale)) {
    problems.push(`i18n.defaultLocale: "${config.i18n.defaultLocale}" is not in i18n.locales.`);
  }
  for (const locale of config.i18n.locales) {
    if (!config.i18n.localeConfigs[locale]) problems.push(`i18n.localeConfigs.${locale}: every locale needs a label and htmlLang.`);
  }
  if (config.announcementBar && !config.announcementBar.id?.trim()) {
    problems.push('announcementBar.id: an announcement bar needs an id, so a dismissal can be remembered and reset by changing it.');
  }
  if (config.search.algolia) {
    for (const key of ['appId', 'apiKey', 'indexName'] as const) {
      if (!config.search.algolia[key]) {
        const envName = { appId: 'ALGOLIA_APP_ID', apiKey: 'ALGOLIA_SEARCH_API_KEY', indexName: 'ALGOLIA_INDEX_NAME' }[key];
        problems.push(`search.algolia.${key}: hosted search is enabled but ${key} is missing. Set ${envName}, or unset all ALGOLIA_* variables to use the built-in index.`);
      }
    }
  }
  if (config.search.externalUrlRegex) {
    try {
      new RegExp(config.search.externalUrlRegex);
    } catch {
      problems.push(`search.externalUrlRegex: "${config.search.externalUrlRegex}" is not a valid regular expression.`);
    }
  }
  if (!ctx.docs.has(config.docs.mainDocId) && !ctx.draftIds.has(config.docs.mainDocId)) {
    problems.push(`docs.mainDocId: no doc with id "${config.docs.mainDocId}".`);
  }
  if (config.docs.versions.length === 0) problems.push('docs.versions: at least one docs version is needed.');
  if (config.blog.postsPerPage < 1) problems.push('blog.postsPerPage: must be at least 1.');
  if (config.api.servers.length === 0) problems.push("api.servers: 'Try it' needs at least one server.");
  config.api.servers.forEach((server, i) => {
    const problem = serverUrlProblem(server.url);
    if (problem) problems.push(`api.servers[${i}].url: ${problem}. Check SITE_API_BASE_URL.`);
  });
  return problems;
}

export function assertValidSiteConfig(config: SiteConfig, ctx: ConfigContext): void {
  const problems = validateSiteConfig(config, ctx);
  if (problems.length > 0) throw new ConfigError(problems);
}
