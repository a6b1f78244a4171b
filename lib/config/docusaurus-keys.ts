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

/**
 * What to write for a key this site needs where a moved `docusaurus.config.js` has none, said by the
 * configuration check beside "missing" (keys not listed get the general advice). Docusaurus's zod
 * message, "expected string", named neither that the key was absent nor what it is for.
 */
export const MISSING_KEY_HINTS: Readonly<Record<string, string>> = {
  owner: 'the key in content/authors.yml of the profile the home page shows.',
  'docs.mainDocId':
    "the id of the doc /docs shows, a setting Docusaurus does not have (there a docs navbar item names its doc): write the id of the doc the site's docs start with, such as its first sidebar's first doc.",
  home: "the home page's buttons and cards (Docusaurus's src/pages/index.js, a React page, is not read): write { actions, sections } leading to the site's own pages.",
};
