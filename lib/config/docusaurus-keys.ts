/**
 * Where a `docusaurus.config.js` key that a moved configuration may still hold goes in
 * site.config.ts, or why it has no counterpart: said by the configuration check beside the unknown
 * key, by its field (README, "Moving a Docusaurus site here", has the whole table).
 */
const CHECKS = (name: string) => `it goes under checks here: checks: { ${name}: … }, with the same values.`;
const INJECTED = (what: string) =>
  `Docusaurus adds ${what} to every page; the site loads no script or stylesheet it does not build, and its Content-Security-Policy refuses others. Do what it did in a component (components/mdx/, app/) or app/'s stylesheets, and remove it.`;
const CONTENT_FOLDER = (folder: string) => `the files are read from content/${folder}/: move them there and remove it.`;
const SHIKI = (key: string) =>
  `code is highlighted at build time by shiki, with one theme in both colour modes (CODE_THEME in lib/content/mdx-plugins.ts), so Prism's ${key} has no counterpart: remove it, and change that theme for other colours.`;
const READS_EVERY_FILE = 'every Markdown file of the folder is read: leave files out with exclude, and remove it.';

export const DOCUSAURUS_KEY_HINTS: Readonly<Record<string, string>> = {
  onBrokenLinks: CHECKS('onBrokenLinks'),
  onBrokenMarkdownLinks: CHECKS('onBrokenMarkdownLinks'),
  onBrokenAnchors: CHECKS('onBrokenAnchors'),
  onDuplicateRoutes: CHECKS('onDuplicateRoutes'),
  themeConfig: 'its keys stand at the top level here (navbar, footer, colorMode, image, metadata, announcementBar, tableOfContents, prism; algolia as search): move them up and remove themeConfig.',
  presets:
    "the classic preset's docs and blog options go under docs and blog, its gtag under analytics, its theme's customCss has no counterpart (app/tokens.css holds the colours): move them and remove presets.",
  plugins: 'Docusaurus plugins do not run here: remark and rehype plugins go under docs or blog (remarkPlugins, rehypePlugins), client redirects under clientRedirects; remove the rest.',
  // The classic preset's own options, which a moved presets entry brings up to the top level beside docs and blog.
  gtag: "the classic preset's gtag plugin is analytics here: analytics: { trackingID, anonymizeIP }, the same values (anonymizeIP false when left out, as there; one trackingID, a string); move it there and remove gtag.",
  googleAnalytics:
    "the classic preset's older Google Analytics plugin (analytics.js) has no counterpart: analytics here is gtag, analytics: { trackingID }, which takes the same property id; move the id there and remove googleAnalytics.",
  googleTagManager: "the classic preset's Google Tag Manager plugin has no counterpart (analytics here is gtag, analytics: { trackingID }): remove it.",
  theme:
    "the classic preset's theme options have no counterpart: its customCss does not carry over, since the site's colours are app/tokens.css and each component's stylesheet sits beside it (README, Styles): move the rules you need there and remove theme.",
  pages:
    "the classic preset's pages plugin does not run here: a Markdown page under src/pages becomes a doc or a post (its remark plugins then under docs or blog), a React page a route under app/; remove pages.",
  sitemap: 'the sitemap is always written, with every listed page (unlisted and noIndex pages left out): remove it.',
  svgr: 'an SVG a page imports and uses as an element is drawn inline with its props, as SVGR draws it, with no SVGO or SVGR options to set: remove it.',
  debug: "Docusaurus's debug pages have no counterpart: remove it.",
  themes: "the theme is this project's own (Mermaid diagrams: markdown.mermaid; search: search; a live code block shows its code, without an editor or result): remove it.",
  // The options of two Docusaurus themes, which a moved themeConfig brings up to the top level with the rest.
  liveCodeBlock:
    '@docusaurus/theme-live-codeblock does not run here: a ```jsx live block shows its code, without the editor and the result, and the check names each such page (liveCodeBlocks); remove it.',
  mermaid: "@docusaurus/theme-mermaid's options have no counterpart: diagrams are drawn at build time in the site's colours, and markdown.mermaid may stay as written; remove it.",
  scripts: INJECTED('these <script> tags'),
  stylesheets: INJECTED('these <link> tags'),
  headTags: INJECTED('these tags in the <head>'),
  clientModules: INJECTED('these modules, run in the browser'),
  staticDirectories: 'static files are served from public/: move them there and remove it.',
  future: "Docusaurus's own build options have no counterpart: remove it.",
  'docs.path': CONTENT_FOLDER('docs'),
  'docs.include': READS_EVERY_FILE,
  'docs.sidebarCollapsible': 'set collapsible or collapsed on the categories themselves (sidebars file, _category_.json), and remove it.',
  // Docusaurus 3.9 moved onBrokenMarkdownLinks here, and a later version added onUnusedMarkdownDirectives;
  // onBrokenMarkdownImages has no counterpart (a missing image always fails).
  'markdown.hooks':
    "its onBrokenMarkdownLinks and onUnusedMarkdownDirectives go under checks here: checks: { onBrokenMarkdownLinks: …, onUnusedMarkdownDirectives: … }, with the same values ('throw', 'warn', 'ignore'; a function has no counterpart); a missing image always fails the build, so onBrokenMarkdownImages has none: remove it.",
  'markdown.preprocessor':
    'no function rewrites the files before they are read here: make the change in the files themselves, or in a remark plugin (docs.remarkPlugins), which sees every page; remove it.',
  'markdown.parseFrontMatter': "front matter is read as written: put what the function added (an id, a title) into those files' front matter, and remove it.",
  'markdown.mdx1Compat': 'HTML comments are always allowed and left out of the page, and admonition titles in either form are read: remove it.',
  'docs.sidebarItemsGenerator':
    "an autogenerated sidebar lists its folder by sidebar_position, then file name, with _category_.json or .yml files for the sub-folders, and no function changes that: give the labels and places it set as sidebar_label and sidebar_position in the docs' front matter (or write those items out in the sidebars file), and remove it.",
  'docs.admonitions':
    "the six admonition types are this site's, and no list of keywords adds one: a :::keyword block that is no admonition reaches docs.remarkPlugins as remark-directive's containerDirective node, which a plugin of yours may render (else it shows as a plain block, named by the check); remove it.",
  'blog.admonitions':
    "the six admonition types are this site's, and no list of keywords adds one: a :::keyword block that is no admonition reaches blog.remarkPlugins as remark-directive's containerDirective node, which a plugin of yours may render (else it shows as a plain block, named by the check); remove it.",
  'prism.theme': SHIKI('theme'),
  'prism.darkTheme': SHIKI('darkTheme'),
  'prism.additionalLanguages': 'shiki highlights every language it knows at build time, with nothing to load: remove it.',
  'blog.path': CONTENT_FOLDER('blog'),
  'blog.include': READS_EVERY_FILE,
  'blog.routeBasePath': 'the blog is served at /blog: remove it (links written for another base are named by the check).',
  'blog.authorsMapPath': 'authors are read from content/authors.yml: move the file there and remove it.',
  'blog.tags': 'tags are read from content/tags.yml: move the file there and remove it.',
  // A locale's entry, whatever the locale (unknownKeyMessage reads `i18n.localeConfigs.fr.path` as these).
  'i18n.localeConfigs.*.path':
    "it names the locale's folder of translations (i18n/<path>/), and the site builds the default locale alone, from content/, reading no translations: keep the translated site elsewhere, and remove it.",
  'i18n.localeConfigs.*.translate': 'the site builds the default locale alone and reads no translation files, so there is nothing to turn off or on: remove it.',
  'i18n.localeConfigs.*.url':
    "the site builds the default locale alone, served at the top-level url: a locale on a domain of its own is a site built elsewhere. Remove it (the default locale's address is the top-level url).",
  'i18n.localeConfigs.*.baseUrl': "the site builds the default locale alone, at the top-level baseUrl ('/'): a locale under a base of its own is a site built elsewhere. Remove it.",
};

/**
 * Docusaurus follows a URL `editUrl` with the content folder's path from the site's folder (`path`, its
 * getVersionEditUrls), so one written beside `path: '../md'` names a folder other than the site's, and
 * the browser resolves the `..`. Here `editUrl` is followed by content/<section>/ whatever `path` was:
 * said beside `path`, which the author is told to remove, or every edit link would silently lead there.
 */
export function editUrlBesidePath(section: 'docs' | 'blog', options: unknown): string {
  if (typeof options !== 'object' || options === null) return '';
  const { path, editUrl } = options as { path?: unknown; editUrl?: unknown };
  if (typeof path !== 'string' || typeof editUrl !== 'string' || !URL.canParse(editUrl)) return '';
  const folder = path.replace(/^\.\//, '').replace(/\/*$/, '/');
  // The default folder is the site's own content folder, where content/<section>/ stands here.
  if (folder === `${section}/`) return '';
  const ledTo = new URL(folder, editUrl.replace(/\/*$/, '/')).href;
  const key = section === 'docs' ? 'docPath' : 'blogPath';
  return ` Docusaurus followed editUrl with this path, so its edit links led to ${ledTo}…; here editUrl is followed by content/${section}/: write it as the address of the folder that holds content/, or, to keep the links where they led, editUrl: ({ ${key} }) => \`${ledTo}\${${key}}\`.`;
}

/** The field DOCUSAURUS_KEY_HINTS lists a key under: a locale's entry by `*`, whatever the locale. */
export function hintField(field: string): string {
  return field.replace(/^i18n\.localeConfigs\.[^.]+\./, 'i18n.localeConfigs.*.');
}

/**
 * Docusaurus keys that may stand in any navbar item (or its dropdown's items), by the key alone: the
 * field path of an item names its place, so DOCUSAURUS_KEY_HINTS cannot list them.
 */
export const DOCUSAURUS_ITEM_KEY_HINTS: Readonly<Record<string, string>> = {
  // Read on a docsVersionDropdown item (lib/config/navbar.ts); on another item, such as the locale
  // dropdown, they have no counterpart.
  dropdownItemsBefore:
    "the locale dropdown lists the site's own locales only: put the extra links (a translation page) in a dropdown of their own, { type: 'dropdown', label, items }, beside it, and remove it.",
  dropdownItemsAfter:
    "the locale dropdown lists the site's own locales only: put the extra links (a translation page) in a dropdown of their own, { type: 'dropdown', label, items }, beside it, and remove it.",
  docsPluginId:
    "every docs plugin's docs are one docs section here, each plugin's folder under content/docs/ (README, \"More docs plugins\"): write the doc's id with that folder in front (docId: 'community/intro' for a plugin at /community) and remove docsPluginId.",
};

/**
 * What to write for a key this site reads that a moved `docusaurus.config.js` does not have, with what
 * the key is for here: said by the configuration check for a key left out, where a bare "expected
 * string" would leave the author to find it in the README. What Docusaurus fills in when left out
 * (`titleDelimiter`, `checks.*`, `docs.breadcrumbs`…) may be left out here too: the schema's defaults
 * are Docusaurus's (lib/config/schema.ts).
 */
export const MISSING_KEY_FIXES: Readonly<Record<string, string>> = {
  organizationName: "the GitHub user or organization npm run deploy pushes to (Docusaurus's organizationName): write it, or '' on a site that is not deployed so.",
  projectName: "the GitHub repository npm run deploy pushes to (Docusaurus's projectName): write it, or '' on a site that is not deployed so.",
  owner: "the key in content/authors.yml of the person the home page presents: write owner: '<key>' and give that key a name in content/authors.yml.",
  image: "the social card of pages that draw none (Docusaurus's themeConfig.image, which may be left out there): write image: '<path under public/>'.",
  home: "the home page's buttons and cards (README, Configuration; a Docusaurus site's React home page does not carry over): write home: { actions: [{ label: 'Docs', to: '/docs' }], sections: { title: 'Docs', items: [] } } and fill it in.",
  blog: "Docusaurus's presets.classic.blog: write blog: false for a site of docs alone (a configuration with no blog plugin, or with the preset's blog: false), or blog: {} for a blog with Docusaurus's defaults, its posts under content/blog/.",
  api: "the servers 'Try it' on /api calls (no Docusaurus counterpart): write api: { servers: tryItServers(process.env.SITE_API_BASE_URL) }, with tryItServers from './lib/api/servers'.",
};
