import type { SiteConfigInput } from './lib/config/types';
import { tryItServers } from './lib/api/servers';
import { createRequire } from 'node:module';
import { overlay } from './site.variant';

// Docusaurus's own remark plugin, loaded with require as a docusaurus.config.js does: contentlayer2
// bundles scoped packages into its compiled config, where this CommonJS package's own require of
// tslib fails (timlrx/contentlayer2#70; canary: lib/config/contentlayer-bundling.test.ts).
const npm2yarn = createRequire(import.meta.url)('@docusaurus/remark-plugin-npm2yarn') as typeof import('@docusaurus/remark-plugin-npm2yarn');

/**
 * The site configuration (spec §3). Everything a visitor sees that is not page content is set here;
 * lib/config/validate.ts checks it at build time and names the field of any mistake.
 * The owner's name, bio and links live in content/authors.yml under the `owner` key.
 */
const env = process.env;

const config: SiteConfigInput = {
  title: 'Robin Vale',
  tagline: 'Technical writing, software and music',
  favicon: '/favicon.svg',
  url: 'https://robin-vale.example',
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'robin-vale',
  projectName: 'robin-vale.github.io',
  deploymentBranch: 'gh-pages',
  owner: 'robin',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' } },
  },
  navbar: {
    title: 'Robin Vale',
    logo: { src: '/img/logo.svg', alt: '', width: 28, height: 28 },
    hideOnScroll: false,
    items: [
      {
        type: 'dropdown',
        label: 'Projects',
        position: 'left',
        items: [
          { type: 'doc', docId: 'Vital/UserGuide/Intro', label: 'Vital User Guide' },
          { type: 'doc', docId: 'Vital/Vital-Code-Docs', label: 'Vital Code Docs' },
        ],
      },
      {
        type: 'dropdown',
        label: 'My Music',
        position: 'left',
        items: [{ type: 'doc', docId: 'My-Pieces/Twelve', label: 'Twelve Pieces for Piano' }],
      },
      { type: 'link', label: 'Blog', to: '/blog', position: 'left' },
      { type: 'doc', docId: 'About', label: 'About', position: 'left' },
      { type: 'search', position: 'right' },
      {
        type: 'link',
        label: 'GitHub',
        href: 'https://github.com/robin-vale/robin-vale.github.io',
        ariaLabel: 'Source repository on GitHub',
        position: 'right',
      },
    ],
  },
  footer: {
    style: 'dark',
    links: [{ label: 'Accessibility', to: '/accessibility' }],
    copyright: `Copyright © 2025 Robin Vale. Built with Next.js.`,
  },
  colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
  image: '/img/social-card.png',
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 6 },
  titleDelimiter: '|',
  home: {
    actions: [
      { label: 'About me', to: '/docs/About' },
      { label: 'Read the Vital guide', to: '/docs/Vital/Overview' },
    ],
    sections: {
      title: 'On this site',
      items: [
        {
          title: 'Vital synthesizer guide',
          to: '/docs/Vital/Overview',
          description: 'A complete user guide to the open-source wavetable synthesizer: oscillators, filters, modulation, effects and the wavetable editor, with worked examples.',
        },
        {
          title: 'Vital code docs',
          to: '/docs/Vital/Vital-Code-Docs',
          description: 'How the synthesizer’s C++ source is organised, from the JUCE plugin shell to the SIMD voice engine, and how a MIDI note becomes sound.',
        },
        {
          title: 'Twelve Pieces for Piano',
          to: '/docs/My-Pieces/Twelve',
          description: 'My 2024 cycle of short piano pieces, with programme notes, keys, tempi and performance advice for each piece.',
        },
        {
          title: 'Music Theory API',
          to: '/api',
          description: 'Reference for a small REST API that spells chords, scales and common progressions correctly, rendered from its OpenAPI description.',
        },
        { title: 'Blog', to: '/blog', description: 'Notes on documentation craft, synthesizers and modelling music theory in software.' },
        {
          title: 'Search',
          to: '/search',
          description: 'Find any page, heading or paragraph on the site. Search works offline, straight from the built site.',
        },
      ],
    },
  },
  announcementBar:
    env.SITE_ANNOUNCEMENT === 'off'
      ? undefined
      : {
          id: 'api-reference-2025',
          content: 'New: the <a href="/api">Music Theory API reference</a> is online, with every call and model documented.',
          backgroundColor: '#eef4ff',
          textColor: '#0b2a5b',
          isCloseable: true,
        },
  blog: {
    showReadingTime: true,
    feedOptions: {
      type: ['rss', 'atom', 'json'],
      title: 'Robin Vale — Blog',
      description: 'Notes on technical writing, synthesizers, music theory and software.',
      copyright: 'Copyright © 2025 Robin Vale',
    },
    postsPerPage: 10,
    onUntruncatedBlogPosts: 'warn',
    onInlineTags: 'warn',
    onInlineAuthors: 'warn',
    showLastUpdateTime: true,
    showLastUpdateAuthor: true,
    editUrl: 'https://github.com/robin-vale/robin-vale.github.io/edit/main/',
    remarkPlugins: [[npm2yarn, { sync: true }]],
  },
  docs: {
    routeBasePath: '/docs',
    mainDocId: 'About',
    // Docusaurus's version options. The site has one version (the e2e variant has three).
    versions: { current: { label: 'Latest' } },
    versionPersistence: 'localStorage',
    breadcrumbs: true,
    // Categories start open (a long one folds itself with collapsed: true); Docusaurus's default folds them all.
    sidebarCollapsed: false,
    showLastUpdateTime: true,
    showLastUpdateAuthor: true,
    editUrl: 'https://github.com/robin-vale/robin-vale.github.io/edit/main/',
    // ```bash npm2yarn fences become npm, Yarn, pnpm and Bun tabs, as on Docusaurus sites.
    remarkPlugins: [[npm2yarn, { sync: true }]],
  },
  search: {
    // Hosted search turns on only when all three are set at build time (see README).
    algolia:
      env.ALGOLIA_APP_ID || env.ALGOLIA_SEARCH_API_KEY || env.ALGOLIA_INDEX_NAME
        ? {
            appId: env.ALGOLIA_APP_ID ?? '',
            apiKey: env.ALGOLIA_SEARCH_API_KEY ?? '',
            indexName: env.ALGOLIA_INDEX_NAME ?? '',
            hosts: env.ALGOLIA_HOSTS ? env.ALGOLIA_HOSTS.split(',').map((h) => h.trim()) : undefined,
            insightsHost: env.ALGOLIA_INSIGHTS_HOST?.trim() || undefined,
          }
        : undefined,
    searchPagePath: '/search',
    contextualSearch: true,
    searchParameters: {},
    maxResultsPerGroup: 5,
    disableUserPersonalization: false,
    // Click and view events to Algolia Insights; off unless ALGOLIA_INSIGHTS=true, and only with hosted search.
    insights: env.ALGOLIA_INSIGHTS === 'true',
    externalUrlRegex: undefined,
    replaceSearchResultPathname: undefined,
    // "Let us know." on the no-results screen: a prefilled issue ({query} is the visitor's query); remove to hide it.
    missingResultsUrl: 'https://github.com/robin-vale/robin-vale.github.io/issues/new?title=Search%3A+no+results+for+%22{query}%22&body=I+searched+for+%22{query}%22+and+expected+to+find%3A+',
  },
  analytics: env.SITE_GTAG_ID ? { trackingID: env.SITE_GTAG_ID, anonymizeIP: true } : undefined,
  api: {
    // 'Try it' on /api: the documented server (/api/v0 on this site's origin, or SITE_API_BASE_URL),
    // then the local reference server of `npm run api` (http://localhost:8080/api/v0).
    servers: tryItServers(env.SITE_API_BASE_URL),
  },
  // "Open in …" links of the Copy page menu on docs and posts; [] hides them.
  copyPage: { openIn: ['chatgpt', 'claude'] },
  // The Vital guide's formulas ($…$): Docusaurus would need remark-math and rehype-katex for them.
  markdown: { math: true },
  // Values pages read with useDocusaurusContext().
  customFields: {},
  checks: {
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'warn',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
    // Not Docusaurus's: a page that would load an image, frame, media file, script or stylesheet from another host.
    onOffSiteResources: 'throw',
  },
  feedback: {
    // The site itself has no backend.
    endpoint: env.SITE_FEEDBACK_ENDPOINT || undefined,
    fallback: 'issue',
  },
  // A service worker keeps visited pages and the search data for reading offline (README, Reading
  // comfort). false (or SITE_OFFLINE=off at build time) registers none, and a returning visitor's
  // browser drops the one it has.
  offline: { enabled: env.SITE_OFFLINE !== 'off' },
};

// A site variant (site.variant.ts) builds its own configuration from this one.
export default overlay.config?.(config) ?? config;
