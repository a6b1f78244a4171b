import type { SiteOverlay } from '../../lib/config/overlay';
import type { NavbarItem } from '../../lib/config/types';
import { remarkPanelDirectives } from './remark-panel-directives';
import { remarkSinceDirective } from './remark-since-directive';
import { DOCUSAURUS_DEFAULT_EXCLUDE } from '../../lib/content/exclude';

/**
 * The e2e suite's variant of the site (SITE_VARIANT=e2e): the site with the test-only docs
 * (content/docs/e2e), pages (app/e2e/**\/page.e2e.tsx), sidebar and configuration the suite reads.
 */

// The docSidebar item, which leads into the docs version being read (e2e/versions.spec.ts).
// Docusaurus passes an item's other keys to its link: an analytics data attribute and a title (e2e/shell.spec.ts).
const docsStart = { type: 'docSidebar', sidebarId: 'docs', label: 'Docs start', 'data-nav-event': 'docs-start', title: 'Where the docs begin' } as const;
const versionItems: NavbarItem[] = [
  { type: 'docsVersionDropdown', position: 'right' },
  { type: 'docsVersion', position: 'right' },
];

const overlay: SiteOverlay = {
  config: (site) => ({
    ...site,
    navbar: {
      ...site.navbar,
      // Docusaurus's logo link (the logo and title lead to the About page, not home) and a logo path
      // written without its leading slash, which Docusaurus reads from the site's root (e2e/shell.spec.ts).
      logo: site.navbar.logo && { ...site.navbar.logo, src: site.navbar.logo.src.replace(/^\//, ''), href: '/docs/About' },
      items: site.navbar.items.flatMap<NavbarItem>((item) => {
        if (item.type === 'dropdown' && item.label === 'My Music') return [{ ...item, items: [...item.items, docsStart] }];
        if (item.type === 'link' && item.href !== undefined) return [{ ...item, 'data-nav-event': 'source' }];
        return item.type === 'search' ? [...versionItems, item] : [item];
      }),
    },
    // Docusaurus's blog sidebar title (e2e/blog.spec.ts).
    blog: site.blog && { ...site.blog, blogSidebarTitle: 'All the posts' },
    docs: {
      ...site.docs,
      // Two older versions in Docusaurus's layout, with their sidebars and docs in e2e/versions/ (out of
      // content/), so banners, badges, per-version sidebars and the preferred version are tested on real pages.
      versions: { current: { label: 'Latest', badge: false }, '2.0': { label: '2.0', banner: 'none' }, '1.0': { noIndex: true } },
      lastVersion: 'current',
      versionFilesDir: 'e2e/versions',
      // capacitor-docs' exclude: the README.md at the top of each version's folder is no doc
      // (e2e/versions/versioned_docs/version-2.0/README.md; lib/site/excluded-docs.build-test.ts).
      // With Docusaurus's default list after it, which an own list replaces there, so that its `_`
      // partials would be pages there too (the check's partialPages warning, one per partial).
      exclude: ['README.md', ...DOCUSAURUS_DEFAULT_EXCLUDE],
      // A plugin of the site's own over `:::since` directives (content/docs/e2e/docusaurus-site/guides/options.mdx).
      beforeDefaultRemarkPlugins: [...(site.docs.beforeDefaultRemarkPlugins ?? []), remarkSinceDirective],
      // One over `:kbd[…]` and `::patch[…]` text and leaf directives, after the defaults as most are listed (same page).
      remarkPlugins: [...(site.docs.remarkPlugins ?? []), remarkPanelDirectives],
    },
    // Docusaurus's default magic comment and a site's own, as real sites add one for wrong code
    // (content/docs/e2e/docusaurus-site/getting-started/configure.md).
    prism: {
      magicComments: [
        { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
        { className: 'code-block-error-line', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } },
      ],
    },
    // Docusaurus's themeConfig.metadata: tags of every page (e2e/docusaurus-site.spec.ts).
    metadata: [
      { name: 'keywords', content: 'patch bay, signal routing' },
      { name: 'google-site-verification', content: 'e2e-verification-token' },
    ],
    // Read with useDocusaurusContext() by the modules page (content/docs/e2e/docusaurus-modules).
    customFields: { ...site.customFields, e2eGreeting: 'Hello from customFields' },
    // A loopback stand-in (e2e/feedback.spec.ts); the site itself has no backend.
    feedback: { ...site.feedback, endpoint: 'http://127.0.0.1:3199/feedback' },
    // Loaded only when a test sets window.__e2eGtagId (e2e/navigation.spec.ts), so no other test loads it.
    analytics: site.analytics ?? { trackingID: 'G-E2ETEST', anonymizeIP: true, onlyWhen: '__e2eGtagId' },
    // Docusaurus's client-redirects options, both kinds (e2e/redirects.spec.ts).
    clientRedirects: {
      redirects: [{ from: ['/docs/e2e/old-modules', '/e2e/modules.html'], to: '/docs/e2e/docusaurus-modules' }],
      createRedirects: (path) => (path === '/docs/About' ? '/about-me' : undefined),
    },
  }),
  sidebars: {
    // Every item shape, for e2e/docs-structure.spec.ts.
    e2eStructure: [
      'e2e/structure/intro',
      { type: 'doc', id: 'e2e/structure/hidden-title', label: 'Hidden title doc' },
      { type: 'autogenerated', dirName: 'e2e/structure/tree' },
      { type: 'link', label: 'Docusaurus sidebars', href: 'https://docusaurus.io/docs/sidebar' },
      { type: 'html', value: '<span>Sidebar HTML item</span>', defaultStyle: true },
      { type: 'category', label: 'Folded', collapsed: true, items: ['e2e/structure/folded-doc'] },
    ],
    // The real-site fixture (content/docs/e2e/docusaurus-site, e2e/docusaurus-site.spec.ts), in the
    // category shorthand the real sites' sidebars.json use, over a folder read with its _category_.json files.
    docusaurusSite: { 'A Docusaurus site': [{ type: 'autogenerated', dirName: 'e2e/docusaurus-site' }] },
  },
  contentDirs: ['docs/e2e'],
  pageExtensions: ['e2e.tsx'],
  ownRoutes: '/e2e',
};

export default overlay;
