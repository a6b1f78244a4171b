/**
 * Where a `docusaurus.config.js` key that a moved configuration may still hold goes in
 * site.config.ts, or why it has no counterpart: said by the configuration check beside the unknown
 * key, by its field (README, "Moving a Docusaurus site here", has the whole table).
 */
const CHECKS = (name: string) => `it goes under checks here: checks: { ${name}: … }, with the same values.`;
const INJECTED = (what: string) =>
  `Docusaurus adds ${what} to every page; the site loads no script or stylesheet it does not build, and its Content-Security-Policy refuses others. Do what it did in a component (components/mdx/, app/) or app/'s stylesheets, and remove it.`;
const CONTENT_FOLDER = (folder: string) => `the files are read from content/${folder}/: move them there and remove it.`;
const READS_EVERY_FILE = 'every Markdown file of the folder is read: leave files out with exclude, and remove it.';

export const DOCUSAURUS_KEY_HINTS: Readonly<Record<string, string>> = {
  onBrokenLinks: CHECKS('onBrokenLinks'),
  onBrokenMarkdownLinks: CHECKS('onBrokenMarkdownLinks'),
  onBrokenAnchors: CHECKS('onBrokenAnchors'),
  onDuplicateRoutes: CHECKS('onDuplicateRoutes'),
  themeConfig: 'its keys stand at the top level here (navbar, footer, colorMode, image, metadata, announcementBar, tableOfContents, prism; algolia as search): move them up and remove themeConfig.',
  presets: "the classic preset's docs and blog options go under docs and blog, its theme's customCss has no counterpart (app/tokens.css holds the colours): move them and remove presets.",
  plugins: 'Docusaurus plugins do not run here: remark and rehype plugins go under docs or blog (remarkPlugins, rehypePlugins), client redirects under clientRedirects; remove the rest.',
  themes: "the theme is this project's own (Mermaid diagrams: markdown.mermaid; search: search): remove it.",
  scripts: INJECTED('these <script> tags'),
  stylesheets: INJECTED('these <link> tags'),
  headTags: INJECTED('these tags in the <head>'),
  clientModules: INJECTED('these modules, run in the browser'),
  staticDirectories: 'static files are served from public/: move them there and remove it.',
  future: "Docusaurus's own build options have no counterpart: remove it.",
  'docs.path': CONTENT_FOLDER('docs'),
  'docs.include': READS_EVERY_FILE,
  'docs.sidebarCollapsible': 'set collapsible or collapsed on the categories themselves (sidebars file, _category_.json), and remove it.',
  'docs.sidebarCollapsed': 'set collapsed on the categories themselves (sidebars file, _category_.json), and remove it.',
  // Docusaurus 3.9 moved onBrokenMarkdownLinks here; onBrokenMarkdownImages has no counterpart (a missing image always fails).
  'markdown.hooks':
    'its onBrokenMarkdownLinks goes under checks here: checks: { onBrokenMarkdownLinks: … }, with the same values; a missing image always fails the build, so onBrokenMarkdownImages has none: remove it.',
  'markdown.preprocessor':
    'no function rewrites the files before they are read here: make the change in the files themselves, or in a remark plugin (docs.remarkPlugins), which sees every page; remove it.',
  'markdown.parseFrontMatter': "front matter is read as written: put what the function added (an id, a title) into those files' front matter, and remove it.",
  'markdown.mdx1Compat': 'HTML comments are always allowed and left out of the page, and admonition titles in either form are read: remove it.',
  'blog.path': CONTENT_FOLDER('blog'),
  'blog.include': READS_EVERY_FILE,
  'blog.routeBasePath': 'the blog is served at /blog: remove it (links written for another base are named by the check).',
  'blog.authorsMapPath': 'authors are read from content/authors.yml: move the file there and remove it.',
  'blog.tags': 'tags are read from content/tags.yml: move the file there and remove it.',
};

/**
 * Docusaurus keys that may stand in any navbar item (or its dropdown's items), by the key alone: the
 * field path of an item names its place, so DOCUSAURUS_KEY_HINTS cannot list them.
 */
export const DOCUSAURUS_ITEM_KEY_HINTS: Readonly<Record<string, string>> = {
  docsPluginId:
    "every docs plugin's docs are one docs section here, each plugin's folder under content/docs/ (README, \"More docs plugins\"): write the doc's id with that folder in front (docId: 'community/intro' for a plugin at /community) and remove docsPluginId.",
};

const DEFAULT = (code: string) => `Docusaurus fills it in when left out, and this site reads it: write Docusaurus's default, ${code}.`;

/**
 * What to write for a key this site reads and a moved `docusaurus.config.js` may not have: Docusaurus's
 * default where it has one, so the site behaves as it did there, or else what the key is for here. Said
 * by the configuration check for a key left out, where a bare "expected string" would leave the author
 * to find both in the README.
 */
export const MISSING_KEY_FIXES: Readonly<Record<string, string>> = {
  tagline: DEFAULT("tagline: ''"),
  organizationName: "the GitHub user or organization npm run deploy pushes to (Docusaurus's organizationName): write it, or '' on a site that is not deployed so.",
  projectName: "the GitHub repository npm run deploy pushes to (Docusaurus's projectName): write it, or '' on a site that is not deployed so.",
  deploymentBranch: DEFAULT("deploymentBranch: 'gh-pages'"),
  owner: "the key in content/authors.yml of the person the home page presents: write owner: '<key>' and give that key a name in content/authors.yml.",
  i18n: DEFAULT("i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' } } }"),
  footer: "a Docusaurus site without themeConfig.footer shows none; this site always has one: write footer: { copyright: '' } for an empty one.",
  'footer.copyright': DEFAULT("copyright: '' (no line)"),
  colorMode: DEFAULT("colorMode: { defaultMode: 'light' }"),
  image: "the social card of pages that draw none (Docusaurus's themeConfig.image, which may be left out there): write image: '<path under public/>'.",
  tableOfContents: DEFAULT('tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 }'),
  titleDelimiter: DEFAULT("titleDelimiter: '|'"),
  home: "the home page's buttons and cards (README, Configuration; a Docusaurus site's React home page does not carry over): write home: { actions: [{ label: 'Docs', to: '/docs' }], sections: { title: 'Docs', items: [] } } and fill it in.",
  'search.searchPagePath': DEFAULT("searchPagePath: 'search' under search"),
  'search.contextualSearch': DEFAULT('contextualSearch: true under search'),
  'search.searchParameters': DEFAULT('searchParameters: {} under search'),
  api: "the servers 'Try it' on /api calls (no Docusaurus counterpart): write api: { servers: tryItServers(process.env.SITE_API_BASE_URL) }, with tryItServers from './lib/api/servers'.",
  'docs.mainDocId': "the doc /docs shows when no doc is at that address (Docusaurus shows the first doc of the first sidebar there): write mainDocId: '<doc id>' under docs.",
  'docs.versionPersistence': DEFAULT("versionPersistence: 'localStorage' under docs"),
  'docs.breadcrumbs': DEFAULT('breadcrumbs: true under docs'),
  'checks.onBrokenLinks': DEFAULT("onBrokenLinks: 'throw' under checks"),
  'checks.onBrokenMarkdownLinks': DEFAULT("onBrokenMarkdownLinks: 'warn' under checks"),
  'checks.onBrokenAnchors': DEFAULT("onBrokenAnchors: 'warn' under checks"),
  'checks.onDuplicateRoutes': DEFAULT("onDuplicateRoutes: 'warn' under checks"),
};
