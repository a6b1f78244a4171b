/**
 * The site configuration of spec §3. site.config.ts is the one instance; its shape is the zod schema
 * of lib/config/schema.ts, and the assertions at the end of this file fail the type check when these
 * types and the schema disagree.
 */

import type { ApiServer } from '../api/servers';
import type { AssistantId } from '../twin/assistants';
import type { MdxPluginOptions } from './mdx-plugin-options';
import type { EditUrlOption } from '../content/page-meta';
import type { MarkdownFormat } from '../content/markdown-format';
import type { NAVBAR_ITEM_TYPES as SCHEMA_NAVBAR_ITEM_TYPES, NavbarItemSchemaTypes, SiteConfigSchema } from './schema';

export type NavbarItemPosition = 'left' | 'right';

interface NavbarItemBase {
  /** Default is left; items marked right go on the right (spec §2). */
  position?: NavbarItemPosition;
  className?: string;
}

export interface LinkNavbarItem extends NavbarItemBase {
  type?: 'link';
  label: string;
  /** Site-relative target. */
  to?: string;
  /** Absolute external target. */
  href?: string;
  /** The item is active on every path below this one. */
  activeBasePath?: string;
  /** The item is active on every path matching this regular expression. */
  activeBaseRegex?: string;
  /** Accessible name when the visible label is only an icon. */
  ariaLabel?: string;
}

export interface DocNavbarItem extends NavbarItemBase {
  type: 'doc';
  docId: string;
  label?: string;
}

export interface DocSidebarNavbarItem extends NavbarItemBase {
  type: 'docSidebar';
  sidebarId: string;
  label: string;
}

export interface DocsVersionNavbarItem extends NavbarItemBase {
  type: 'docsVersion';
  label?: string;
  to?: string;
}

export interface DocsVersionDropdownNavbarItem extends NavbarItemBase {
  type: 'docsVersionDropdown';
}

export interface LocaleDropdownNavbarItem extends NavbarItemBase {
  type: 'localeDropdown';
}

export interface SearchNavbarItem extends NavbarItemBase {
  type: 'search';
}

export interface HtmlNavbarItem extends NavbarItemBase {
  type: 'html';
  /** Trusted markup written by the site author. */
  html: string;
}

/** Items a dropdown may hold: anything that renders as one link. */
export type DropdownChildItem = LinkNavbarItem | DocNavbarItem | DocSidebarNavbarItem | HtmlNavbarItem;

export interface DropdownNavbarItem extends NavbarItemBase {
  type: 'dropdown';
  label: string;
  to?: string;
  items: DropdownChildItem[];
}

export type NavbarItem =
  | LinkNavbarItem
  | DocNavbarItem
  | DocSidebarNavbarItem
  | DocsVersionNavbarItem
  | DocsVersionDropdownNavbarItem
  | LocaleDropdownNavbarItem
  | SearchNavbarItem
  | HtmlNavbarItem
  | DropdownNavbarItem;

export type NavbarItemType = NonNullable<NavbarItem['type']>;

export const NAVBAR_ITEM_TYPES = [
  'link',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const satisfies readonly NavbarItemType[];

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

export interface FooterLinkColumn {
  title: string;
  items: FooterLink[];
}

export interface FooterLogo {
  src: string;
  srcDark?: string;
  alt: string;
  width?: number;
  height?: number;
  href?: string;
}

export interface FooterConfig {
  style: 'light' | 'dark';
  /** Either columns of links, or one flat list. Empty for no links. */
  links: FooterLinkColumn[] | FooterLink[];
  logo?: FooterLogo;
  copyright: string;
}

export interface AnnouncementBarConfig {
  /** Changing the id shows the bar again to visitors who closed it. */
  id: string;
  /** Trusted markup written by the site author. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface ColorModeConfig {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export interface LocaleConfig {
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
}

export interface I18nConfig {
  defaultLocale: string;
  locales: string[];
  localeConfigs: Record<string, LocaleConfig>;
}

export interface AlgoliaConfig {
  appId: string;
  /** Search-only key: it is public by design. The admin key never goes here. */
  apiKey: string;
  indexName: string;
  /** Custom hosts ("host:port"), for a proxy or a test server; Algolia's own when absent. */
  hosts?: string[];
  /** Insights API host ("host:port"), for a region, a proxy or a test server; insights.algolia.io when absent. */
  insightsHost?: string;
}

export interface SearchConfig {
  /** Hosted Algolia when set; otherwise the static index built into the export. */
  algolia?: AlgoliaConfig;
  /** Path of the full search page; set to false to hide the modal's 'See all' link. */
  searchPagePath: string | false;
  contextualSearch: boolean;
  searchParameters: { facetFilters?: string[] | string[][] };
  /** Hits shown per top-level group in the modal, in both engines (DocSearch's name); 5 when absent. */
  maxResultsPerGroup?: number;
  /** When true, the modal neither stores nor shows recent searches and favorites (DocSearch's name). */
  disableUserPersonalization?: boolean;
  /**
   * Hosted search only: ask Algolia for a queryID and send click and view events to its Insights API
   * (DocSearch's name). Default false; with the built-in index nothing is ever sent.
   */
  insights?: boolean;
  /** Results whose URL matches stay absolute; the rest become site-relative. */
  externalUrlRegex?: string;
  replaceSearchResultPathname?: { from: string; to: string };
  /** Optional link in the no-results screen ('Let us know.'). */
  missingResultsUrl?: string;
  translations?: Record<string, unknown>;
}

export interface BlogConfig extends MdxPluginOptions {
  showReadingTime: boolean;
  feedOptions: { type: Array<'rss' | 'atom' | 'json'>; title: string; description: string; copyright: string };
  postsPerPage: number;
  /** Warn (the spec's default) or throw when a post has no truncate marker. */
  onUntruncatedBlogPosts: CheckSeverity;
  onInlineTags: CheckSeverity;
  onInlineAuthors: CheckSeverity;
  /** "Last updated on <date>" under each post, from git or front matter `last_update` (default false). */
  showLastUpdateTime?: boolean;
  /** "… by <author>" likewise (default false). */
  showLastUpdateAuthor?: boolean;
  /** "Edit this page": a base URL (the post's path under content/blog is appended) or a function. */
  editUrl?: EditUrlOption<'blogPath'>;
}

export interface DocsVersionConfig {
  name: string;
  label: string;
  /** URL base of the version's docs. */
  path: string;
}

export interface DocsConfig extends MdxPluginOptions {
  routeBasePath: string;
  /** Main doc shown at the route base (spec: About). */
  mainDocId: string;
  versions: DocsVersionConfig[];
  /** Where the preferred version is kept: 'localStorage' or 'none'. */
  versionPersistence: 'localStorage' | 'none';
  breadcrumbs: boolean;
  /** "Last updated on <date>" under each doc, from git or front matter `last_update` (default false). */
  showLastUpdateTime?: boolean;
  /** "… by <author>" likewise (default false). */
  showLastUpdateAuthor?: boolean;
  /** "Edit this page": a base URL (the doc's path under content/docs is appended) or a function. */
  editUrl?: EditUrlOption<'docPath'>;
}

export type CheckSeverity = 'throw' | 'warn' | 'ignore';

export interface BuildChecks {
  onBrokenLinks: CheckSeverity;
  onBrokenMarkdownLinks: CheckSeverity;
  onBrokenAnchors: CheckSeverity;
  onDuplicateRoutes: CheckSeverity;
}

export interface NavbarConfig {
  title: string;
  logo?: { src: string; alt: string; width: number; height: number };
  hideOnScroll: boolean;
  items: NavbarItem[];
}

export interface SiteConfig {
  title: string;
  tagline: string;
  favicon: string;
  /** Absolute origin, used for feeds, sitemap and canonical links. */
  url: string;
  baseUrl: string;
  trailingSlash: false;
  organizationName: string;
  projectName: string;
  deploymentBranch: string;
  /** Key in content/authors.yml of the site's owner: the one profile the owner edits. */
  owner: string;
  i18n: I18nConfig;
  navbar: NavbarConfig;
  footer: FooterConfig;
  colorMode: ColorModeConfig;
  image: string;
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  titleDelimiter: string;
  announcementBar?: AnnouncementBarConfig;
  blog: BlogConfig;
  docs: DocsConfig;
  search: SearchConfig;
  analytics?: { trackingID: string; anonymizeIP: boolean };
  /** /api: the servers 'Try it' can call, the default first (lib/api/servers.ts builds the list). */
  api: { servers: ApiServer[] };
  /** The Copy page menu of docs and posts: which "Open in …" assistant links it shows (none when empty). */
  copyPage?: { openIn: AssistantId[] };
  /** Values for pages, read with @docusaurus/useDocusaurusContext (`siteConfig.customFields`). */
  customFields?: Record<string, unknown>;
  checks: BuildChecks;
  /** `format`: 'mdx' (default, as in Docusaurus), 'md' (CommonMark) or 'detect' (by extension). */
  markdown?: { format?: MarkdownFormat };
  feedback?: FeedbackConfig;
  /** Offline reading through a service worker; off when absent (then `sw.js` only retires an earlier build's worker). */
  offline?: { enabled: boolean };
}

/** "Was this page helpful?" under each doc. */
export interface FeedbackConfig {
  /** Answers are POSTed here as JSON ({page, helpful, comment}); the CSP then allows its origin. */
  endpoint?: string;
  /** Without an endpoint: a prefilled issue in the site's repository (default) or an e-mail to the owner. */
  fallback?: 'issue' | 'email';
}

// One source for both: each type must be assignable to the schema's and the schema's to it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type SchemaChecks = [
  Assert<Same<Omit<SiteConfig, 'navbar'>, Omit<SiteConfigSchema, 'navbar'>>>,
  Assert<Same<Omit<NavbarConfig, 'items'>, Omit<SiteConfigSchema['navbar'], 'items'>>>,
  Assert<Same<(typeof NAVBAR_ITEM_TYPES)[number], (typeof SCHEMA_NAVBAR_ITEM_TYPES)[number]>>,
  Assert<Same<LinkNavbarItem, NavbarItemSchemaTypes['link']>>,
  Assert<Same<DocNavbarItem, NavbarItemSchemaTypes['doc']>>,
  Assert<Same<DocSidebarNavbarItem, NavbarItemSchemaTypes['docSidebar']>>,
  Assert<Same<HtmlNavbarItem, NavbarItemSchemaTypes['html']>>,
  Assert<Same<SearchNavbarItem, NavbarItemSchemaTypes['search']>>,
];
