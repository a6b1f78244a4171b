import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site/config';
import type { BlogConfig, SiteConfig, SiteConfigInput, NavbarItem } from './types';
import { withConfigDefaults } from './schema';
import { ConfigError, assertValidSiteConfig, validateSiteConfig, type ConfigContext } from './validate';

const ctx: ConfigContext = {
  docs: new Map(['About', 'Vital/UserGuide/Intro', 'Vital/Vital-Code-Docs', 'My-Pieces/Twelve'].map((id) => [id, { id, title: id, url: `/docs/${id}`, unlisted: false, draft: false }])),
  draftIds: new Set(['Drafty']),
  sidebars: { docs: ['About'], empty: [] },
};

const withItems = (items: NavbarItem[]): SiteConfig => ({ ...siteConfig, navbar: { ...siteConfig.navbar, items } });

describe('validateSiteConfig', () => {
  it('accepts the real site configuration', () => {
    expect(validateSiteConfig(siteConfig, ctx)).toEqual([]);
  });

  it('names a key the configuration does not know, with the key it was probably meant to be, before the type check would', () => {
    const config = {
      ...siteConfig,
      blogg: {},
      navbar: { ...siteConfig.navbar, hideOnScrol: true, items: [...siteConfig.navbar.items, { to: '/docs/About', label: 'About', clasName: 'x' }] },
      docs: { ...siteConfig.docs, versions: { current: { lable: 'Next' } } },
      footer: { ...siteConfig.footer, zzz: 1 },
    } as unknown as SiteConfig;
    expect(validateSiteConfig(config, ctx)).toEqual([
      `navbar.items[${siteConfig.navbar.items.length}].clasName: "clasName" is not a setting here. Did you mean "className"?`,
      'navbar.hideOnScrol: "hideOnScrol" is not a setting here. Did you mean "hideOnScroll"?',
      'footer.zzz: "zzz" is not a setting here. Known here: style, links, logo, copyright.',
      'docs.versions.current.lable: "lable" is not a setting here. Did you mean "label"?',
      `blogg: "blogg" is not a setting here. Did you mean "blog"? A value of the site's own goes under customFields.`,
    ]);
  });

  it('names a key this site needs that a moved configuration lacks as missing, with what to write, and does not throw on it', () => {
    const { owner: _owner, image: _image, ...rest } = siteConfig;
    const problems = validateSiteConfig(rest as unknown as SiteConfig, ctx);
    expect(problems).toEqual([expect.stringMatching(/^owner: missing\. The key in content\/authors\.yml/), expect.stringMatching(/^image: missing\. The social card of pages that draw none/)]);
    // The blog, which Docusaurus's classic preset has unless told not to and a configuration without the preset does not: what to write for each.
    const { blog: _blog, ...withoutBlog } = siteConfig;
    expect(validateSiteConfig(withoutBlog as unknown as SiteConfig, ctx)).toEqual([
      expect.stringMatching(/^blog: missing\. Docusaurus's presets\.classic\.blog: write blog: false for a site of docs alone .* or blog: \{\} for a blog/),
    ]);
    expect(validateSiteConfig(withConfigDefaults({ ...withoutBlog, blog: {} } as SiteConfigInput), ctx)).toEqual([]);
    // A wrong type keeps the plain message.
    expect(validateSiteConfig({ ...siteConfig, titleDelimiter: 3 } as unknown as SiteConfig, ctx)).toEqual(['titleDelimiter: expected string. Check site.config.ts.']);
  });

  it("names the Docusaurus keys of its own website's configuration that have no counterpart, each with what to do", () => {
    const config = {
      ...withItems([
        // Read on the version dropdown; on the locale dropdown they have no counterpart.
        { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true, dropdownItemsAfter: [{ href: 'https://v1.example', label: '1.x' }] } as unknown as NavbarItem,
        { type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ href: 'https://example.com/translate', label: 'Help us translate' }] } as unknown as NavbarItem,
      ]),
      docs: { ...siteConfig.docs, admonitions: { keywords: ['my-custom-admonition'] } },
    } as unknown as SiteConfig;
    const problems = validateSiteConfig(config, ctx).join('\n');
    expect(problems).not.toMatch(/navbar\.items\[0\]/);
    expect(problems).toMatch(/navbar\.items\[1\]\.dropdownItemsAfter: "dropdownItemsAfter" is Docusaurus's, not a setting here: .*a dropdown of their own/);
    expect(problems).toMatch(/docs\.admonitions: "admonitions" is Docusaurus's, not a setting here: .*containerDirective/);
  });

  it("names a navbar item's docsPluginId, and the doc of another docs plugin that its id names, with the folder to write", () => {
    const docs = new Map([...ctx.docs, ['community/welcome', { id: 'community/welcome', title: 'Welcome', url: '/docs/community/welcome', unlisted: false, draft: false }]]);
    const config = withItems([{ type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'welcome', label: 'Community', docsPluginId: 'community' }] } as unknown as NavbarItem]);
    expect(validateSiteConfig(config, { ...ctx, docs })).toEqual([
      expect.stringMatching(/^navbar\.items\[0\]\.items\[0\]\.docsPluginId: "docsPluginId" is Docusaurus's, not a setting here: .*write the doc's id with that folder in front/),
    ]);
    // The items' doc ids are checked once the configuration's shape is right: with the key removed, the id left as it was is named.
    const withoutPluginId = withItems([{ type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'welcome', label: 'Community' }] } as unknown as NavbarItem]);
    expect(validateSiteConfig(withoutPluginId, { ...ctx, docs })).toEqual([
      expect.stringMatching(/^navbar\.items\[0\]\.items\[0\]\.docId: no doc with id "welcome" .* Did you mean "community\/welcome"\? A doc moved from another docs plugin/),
    ]);
  });

  it('says where a Docusaurus key left in the configuration goes, or why it has none', () => {
    const config = {
      ...siteConfig,
      onBrokenLinks: 'throw',
      themeConfig: {},
      docs: { ...siteConfig.docs, path: 'docs' },
      blog: { ...siteConfig.blog, routeBasePath: 'news' },
    } as unknown as SiteConfig;
    expect(validateSiteConfig(config, ctx)).toEqual([
      `blog.routeBasePath: "routeBasePath" is Docusaurus's, not a setting here: the blog is served at /blog: remove it (links written for another base are named by the check).`,
      `docs.path: "path" is Docusaurus's, not a setting here: the files are read from content/docs/: move them there and remove it.`,
      `onBrokenLinks: "onBrokenLinks" is Docusaurus's, not a setting here: it goes under checks here: checks: { onBrokenLinks: … }, with the same values.`,
      `themeConfig: "themeConfig" is Docusaurus's, not a setting here: its keys stand at the top level here (navbar, footer, colorMode, image, metadata, announcementBar, tableOfContents, prism; algolia as search): move them up and remove themeConfig.`,
    ]);
  });

  it("reads themeConfig.docs.sidebar, brought up as docs.sidebar, with Docusaurus's defaults, and names a key it does not know", () => {
    const withSidebar = (sidebar: unknown) => ({ ...siteConfig, docs: { ...siteConfig.docs, sidebar } }) as unknown as SiteConfig;
    expect(validateSiteConfig(withSidebar({ hideable: true, autoCollapseCategories: true }), ctx)).toEqual([]);
    const { sidebar: _sidebar, ...docs } = siteConfig.docs;
    // Left out, or written without one of its keys, as a moved themeConfig may: both off, as in Docusaurus.
    expect(withConfigDefaults({ ...siteConfig, docs }).docs.sidebar).toEqual({ hideable: false, autoCollapseCategories: false });
    expect(withConfigDefaults({ ...siteConfig, docs: { ...docs, sidebar: { hideable: true } } }).docs.sidebar).toEqual({ hideable: true, autoCollapseCategories: false });
    expect(validateSiteConfig(withSidebar({ hidable: true, autoCollapseCategories: 'yes' }), ctx)).toEqual([
      'docs.sidebar.autoCollapseCategories: expected boolean. Check site.config.ts.',
      'docs.sidebar.hidable: "hidable" is not a setting here. Did you mean "hideable"?',
    ]);
  });

  it("says where the classic preset's own options go, or why they have none, when they are moved up beside docs and blog", () => {
    const config = {
      ...siteConfig,
      gtag: { trackingID: 'G-PRESET' },
      googleAnalytics: { trackingID: 'UA-1-1' },
      googleTagManager: { containerId: 'GTM-1' },
      theme: { customCss: ['./src/css/custom.css'] },
      pages: { remarkPlugins: [] },
      sitemap: { changefreq: 'weekly' },
      svgr: {},
      debug: false,
    } as unknown as SiteConfig;
    const problems = validateSiteConfig(config, ctx);
    expect(problems).toHaveLength(8);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^gtag: "gtag" is Docusaurus's, not a setting here: .*analytics: \{ trackingID, anonymizeIP \}/),
        expect.stringMatching(/^googleAnalytics: "googleAnalytics" is Docusaurus's, not a setting here: .*no counterpart/),
        expect.stringMatching(/^googleTagManager: "googleTagManager" is Docusaurus's/),
        expect.stringMatching(/^theme: "theme" is Docusaurus's, not a setting here: .*customCss.*app\/tokens\.css/),
        expect.stringMatching(/^pages: "pages" is Docusaurus's, not a setting here: .*src\/pages/),
        expect.stringMatching(/^sitemap: "sitemap" is Docusaurus's/),
        expect.stringMatching(/^svgr: "svgr" is Docusaurus's/),
        expect.stringMatching(/^debug: "debug" is Docusaurus's/),
      ]),
    );
    for (const problem of problems) expect(problem).not.toMatch(/Known here/);
  });

  it("takes the gtag plugin's options as Docusaurus takes them: anonymizeIP may be left out, and is then off", () => {
    const config = { ...siteConfig, analytics: { trackingID: 'G-PRESET' } } as unknown as SiteConfig;
    expect(validateSiteConfig(config, ctx)).toEqual([]);
    expect(withConfigDefaults({ ...siteConfig, analytics: { trackingID: 'G-PRESET' } } as SiteConfigInput).analytics).toEqual({ trackingID: 'G-PRESET', anonymizeIP: false });
  });

  it('says where the edit links of an editUrl written beside a docs path outside the site folder led, and what to write', () => {
    // A monorepo's docs kept beside the site: Docusaurus appends '../md' to editUrl, and the browser resolves it.
    const docs = { ...siteConfig.docs, path: '../md', editUrl: 'https://git.example/org/repo/edit/main/doc/md/' };
    expect(validateSiteConfig({ ...siteConfig, docs } as unknown as SiteConfig, ctx)).toEqual([
      `docs.path: "path" is Docusaurus's, not a setting here: the files are read from content/docs/: move them there and remove it. Docusaurus followed editUrl with this path, so its edit links led to https://git.example/org/repo/edit/main/doc/md/…; here editUrl is followed by content/docs/: write it as the address of the folder that holds content/, or, to keep the links where they led, editUrl: ({ docPath }) => \`https://git.example/org/repo/edit/main/doc/md/\${docPath}\`.`,
    ]);
    // A function editUrl is the author's own address: nothing is appended to it, here or there.
    expect(validateSiteConfig({ ...siteConfig, docs: { ...docs, editUrl: () => undefined } } as unknown as SiteConfig, ctx)).toEqual([
      `docs.path: "path" is Docusaurus's, not a setting here: the files are read from content/docs/: move them there and remove it.`,
    ]);
  });

  it("says where Docusaurus's markdown options go, or why they have none", () => {
    const markdown = { mermaid: true, hooks: { onBrokenMarkdownLinks: 'throw' }, preprocessor: ({ fileContent }: { fileContent: string }) => fileContent, parseFrontMatter: () => ({}) };
    const problems = validateSiteConfig({ ...siteConfig, markdown } as unknown as SiteConfig, ctx);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^markdown\.hooks: "hooks" is Docusaurus's, not a setting here: its onBrokenMarkdownLinks and onUnusedMarkdownDirectives go under checks here/);
    expect(problems[1]).toMatch(/^markdown\.preprocessor: "preprocessor" is Docusaurus's, not a setting here: .*remark plugin/);
    expect(problems[2]).toMatch(/^markdown\.parseFrontMatter: "parseFrontMatter" is Docusaurus's, not a setting here: front matter is read as written/);
    const generator = validateSiteConfig({ ...siteConfig, docs: { ...siteConfig.docs, sidebarItemsGenerator: async () => [] } } as unknown as SiteConfig, ctx);
    expect(generator).toEqual([expect.stringMatching(/^docs\.sidebarItemsGenerator: "sidebarItemsGenerator" is Docusaurus's, not a setting here: an autogenerated sidebar lists its folder/)]);
  });

  it("says why the live-codeblock and Mermaid themes' options have no counterpart, not that they are unknown", () => {
    const config = { ...siteConfig, themes: ['@docusaurus/theme-live-codeblock'], liveCodeBlock: { playgroundPosition: 'top' }, mermaid: { theme: { light: 'neutral' } } } as unknown as SiteConfig;
    expect(validateSiteConfig(config, ctx)).toEqual([
      expect.stringMatching(/^themes: "themes" is Docusaurus's, not a setting here: .*live code block shows its code/),
      expect.stringMatching(/^liveCodeBlock: "liveCodeBlock" is Docusaurus's, not a setting here: .*shows its code.*\(liveCodeBlocks\)/),
      expect.stringMatching(/^mermaid: "mermaid" is Docusaurus's, not a setting here: .*drawn at build time/),
    ]);
  });

  it("says why Prism's theme options have no counterpart, not that they are misspelt", () => {
    const prism = { theme: { plain: {}, styles: [] }, darkTheme: { plain: {}, styles: [] }, additionalLanguages: ['rust'] };
    const problems = validateSiteConfig({ ...siteConfig, prism } as unknown as SiteConfig, ctx);
    expect(problems).toEqual([
      expect.stringMatching(/^prism\.theme: "theme" is Docusaurus's, not a setting here: code is highlighted at build time by shiki/),
      expect.stringMatching(/^prism\.darkTheme: "darkTheme" is Docusaurus's, not a setting here: code is highlighted at build time by shiki/),
      expect.stringMatching(/^prism\.additionalLanguages: "additionalLanguages" is Docusaurus's, not a setting here: shiki highlights every language/),
    ]);
  });

  it('takes editUrl as an absolute URL or a function, and names the field otherwise', () => {
    const withEditUrl = (editUrl: unknown) => ({ ...siteConfig, docs: { ...siteConfig.docs, editUrl } }) as SiteConfig;
    expect(
      validateSiteConfig(
        withEditUrl(() => undefined),
        ctx,
      ),
    ).toEqual([]);
    expect(validateSiteConfig(withEditUrl('https://example.com/edit/'), ctx)).toEqual([]);
    expect(validateSiteConfig(withEditUrl('content/docs'), ctx)[0]).toContain('docs.editUrl: must be an absolute http(s) URL');
  });

  it("takes Docusaurus's client-redirects options, and names a field that is no address or an option it does not take", () => {
    const withRedirects = (clientRedirects: unknown) => ({ ...siteConfig, clientRedirects }) as SiteConfig;
    const valid = {
      redirects: [
        { from: ['/old', '/older'], to: '/docs/About#bio' },
        { from: '/api-v1', to: 'https://api.example/v1' },
      ],
      createRedirects: () => undefined,
    };
    expect(validateSiteConfig(withRedirects(valid), ctx)).toEqual([]);
    expect(validateSiteConfig(withRedirects({ redirects: [{ from: 'old?x=1', to: '/docs/About' }] }), ctx)[0]).toContain(
      'clientRedirects.redirects[0].from: from must be an address of the site starting with /, such as /docs/old-page, without ? or #.',
    );
    expect(validateSiteConfig(withRedirects({ redirects: [{ from: '/old', to: 'docs/About' }] }), ctx)[0]).toContain(
      'clientRedirects.redirects[0].to: to must be an address of the site starting with /',
    );
    expect(validateSiteConfig(withRedirects({ fromExtensions: ['html'] }), ctx)[0]).toContain(
      'clientRedirects.fromExtensions: is not needed: the export already serves every page at its address with .html added.',
    );
  });

  it("names a docs.routeBasePath other than /docs, which the app's docs route serves, with the fix", () => {
    const withBase = (routeBasePath: string) => ({ ...siteConfig, docs: { ...siteConfig.docs, routeBasePath } }) as SiteConfig;
    expect(validateSiteConfig(withBase('/'), ctx)[0]).toBe(
      "docs.routeBasePath: the docs are served at /docs on this site, so it must be '/docs' (docs at the site's root, Docusaurus's docs-only mode, are not supported). Set it to '/docs': the check then names each link written for the old address, with the page it meant.",
    );
    expect(validateSiteConfig(withBase('/guide'), ctx)[0]).toContain("docs.routeBasePath: the docs are served at /docs on this site, so it must be '/docs'. Set it");
    // Docusaurus's own spellings of the same base are named as that, not as another base.
    for (const written of ['docs', '/docs/'])
      expect(validateSiteConfig(withBase(written), ctx)[0]).toBe(
        `docs.routeBasePath: "${written}" is Docusaurus's way of writing '/docs'; here it is written '/docs', with the leading slash and no trailing one.`,
      );
  });

  it('rejects an unknown navbar item type with the Docusaurus wording and the field', () => {
    const problems = validateSiteConfig(withItems([{ type: 'fancy' } as unknown as NavbarItem]), ctx);
    expect(problems[0]).toContain('navbar.items[0].type: No NavbarItem component found for type "fancy".');
  });

  it("takes a link item's data attributes and HTML attributes, which Docusaurus passes to the link, and still names another key", () => {
    const items = [
      { label: 'Repo', href: 'https://github.com/o/r', 'data-umami-event': 'repo', title: 'The source', target: '_self', rel: 'me' },
      { type: 'doc', docId: 'About', label: 'About', 'data-nav': 'about' },
    ] as unknown as NavbarItem[];
    expect(validateSiteConfig(withItems(items), ctx)).toEqual([]);
    expect(validateSiteConfig(withItems([{ label: 'Repo', href: 'https://github.com/o/r', clasName: 'x' } as unknown as NavbarItem]), ctx)).toEqual([
      expect.stringMatching(/^navbar\.items\[0\]\.clasName: "clasName" is not a setting here\. Did you mean "className"\?/),
    ]);
  });

  it("accepts a Docusaurus icon link, named by its 'aria-label' alone, and names the fix for a link with no name", () => {
    expect(validateSiteConfig(withItems([{ 'aria-label': 'GitHub', className: 'header-github-link', href: 'https://github.com/o/r', position: 'right' }]), ctx)).toEqual([]);
    expect(validateSiteConfig(withItems([{ className: 'header-github-link', href: 'https://github.com/o/r' }]), ctx)[0]).toContain(
      "navbar.items[0].label: a link item needs a label, or an aria-label for a link shown as an icon ('aria-label': 'GitHub'",
    );
  });

  it("takes an html item's markup as Docusaurus's value, and names that key when it is missing", () => {
    expect(validateSiteConfig(withItems([{ type: 'html', value: '<a href="https://chat.example/">Chat</a>', position: 'right' }]), ctx)).toEqual([]);
    expect(validateSiteConfig(withItems([{ type: 'html', html: '<b>x</b>' } as unknown as NavbarItem]), ctx)[0]).toContain(
      'navbar.items[0].value: an html item needs its markup in "value", as in Docusaurus',
    );
  });

  it("leaves out what Docusaurus defaults: the navbar's hideOnScroll and logo alt, the footer's style and links", () => {
    const { hideOnScroll: _hide, ...shown } = siteConfig.navbar;
    const navbar = { ...shown, logo: { src: 'img/logo.png' } };
    const { style: _style, links: _links, ...footer } = siteConfig.footer;
    expect(validateSiteConfig({ ...siteConfig, navbar, footer }, ctx)).toEqual([]);
  });

  it("fills in what a locale's config leaves out as Docusaurus does: its own name, its lang and its script's direction", () => {
    const i18n = { defaultLocale: 'en', locales: ['en', 'ja', 'he'], localeConfigs: { en: { label: 'English' }, he: { direction: 'rtl' as const } } };
    expect(validateSiteConfig({ ...siteConfig, i18n } as unknown as SiteConfig, ctx)).toEqual([]);
    expect(withConfigDefaults({ ...siteConfig, i18n } as SiteConfigInput).i18n.localeConfigs).toEqual({
      en: { label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory' },
      ja: { label: '日本語', htmlLang: 'ja', direction: 'ltr', calendar: 'gregory' },
      he: { label: 'עברית', htmlLang: 'he', direction: 'rtl', calendar: 'gregory' },
    });
  });

  it("takes a locale's calendar, as Docusaurus does, and names one Intl does not know", () => {
    const i18n = (calendar: string) => ({ defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { calendar } } });
    expect(withConfigDefaults({ ...siteConfig, i18n: i18n('japanese') } as SiteConfigInput).i18n.localeConfigs.en?.calendar).toBe('japanese');
    expect(validateSiteConfig({ ...siteConfig, i18n: i18n('julian') } as unknown as SiteConfig, ctx)).toEqual([
      expect.stringMatching(/^i18n\.localeConfigs\.en\.calendar: "julian" is not a calendar dates can be written in: write one of buddhist, .*gregory/),
    ]);
  });

  it("names a locale's path, translate, url and baseUrl with why each has no counterpart", () => {
    const fr = { label: 'Français', path: 'fr', translate: true, url: 'https://fr.example.com', baseUrl: '/' };
    const problems = validateSiteConfig({ ...siteConfig, i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr } } } as unknown as SiteConfig, ctx);
    expect(problems).toEqual([
      expect.stringMatching(/^i18n\.localeConfigs\.fr\.path: "path" is Docusaurus's, not a setting here: it names the locale's folder of translations/),
      expect.stringMatching(/^i18n\.localeConfigs\.fr\.translate: "translate" is Docusaurus's, not a setting here: the site builds the default locale alone/),
      expect.stringMatching(/^i18n\.localeConfigs\.fr\.url: "url" is Docusaurus's, not a setting here: .*a locale on a domain of its own/),
      expect.stringMatching(/^i18n\.localeConfigs\.fr\.baseUrl: "baseUrl" is Docusaurus's, not a setting here: .*a locale under a base of its own/),
    ]);
  });

  it("takes Docusaurus's log severity for a check, reported as a warning", () => {
    const checks = { onBrokenLinks: 'log', onBrokenMarkdownLinks: 'log' } as const;
    expect(validateSiteConfig({ ...siteConfig, checks } as unknown as SiteConfig, ctx)).toEqual([]);
    expect(withConfigDefaults({ ...siteConfig, checks } as SiteConfigInput).checks).toMatchObject({ onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn' });
  });

  it("leaves out the blog's postsPerPage, 10 by Docusaurus's default", () => {
    const { postsPerPage: _perPage, ...blog } = siteConfig.blog as BlogConfig;
    expect(validateSiteConfig({ ...siteConfig, blog }, ctx)).toEqual([]);
    // Every blog option has Docusaurus's default: {} is a blog, as the blog: false warning says.
    expect(validateSiteConfig({ ...siteConfig, blog: {} }, ctx)).toEqual([]);
  });

  it("takes Docusaurus's blog: false, a site without a blog", () => {
    expect(validateSiteConfig({ ...siteConfig, blog: false }, ctx)).toEqual([]);
  });

  it("names a wrong field of the blog's options by its field, not as a wrong blog: false", () => {
    const blog = siteConfig.blog as BlogConfig;
    expect(validateSiteConfig({ ...siteConfig, blog: { ...blog, postsPerPage: 0 } }, ctx)).toEqual([expect.stringMatching(/^blog\.postsPerPage: a positive whole number, or 'ALL'/)]);
    expect(validateSiteConfig({ ...siteConfig, blog: { ...blog, postsPerPge: 5 } } as unknown as SiteConfig, ctx)).toEqual([
      expect.stringMatching(/^blog\.postsPerPge: "postsPerPge" is not a setting here\. Did you mean "postsPerPage"\?/),
    ]);
    expect(validateSiteConfig({ ...siteConfig, blog: true } as unknown as SiteConfig, ctx)).toEqual([
      expect.stringMatching(/^blog: must be false \(no blog, as Docusaurus's blog: false\) or the blog's options/),
    ]);
  });

  it('checks items inside dropdowns too', () => {
    const problems = validateSiteConfig(withItems([{ type: 'dropdown', label: 'D', items: [{ type: 'nope' } as unknown as NavbarItem as never] }]), ctx);
    expect(problems[0]).toContain('navbar.items[0].items[0].type: No NavbarItem component found for type "nope"');
  });

  it('reads an item with `items` and no type as a dropdown, as Docusaurus does, and checks its items', () => {
    const dropdown = { label: 'Home Assistant', position: 'left', items: [{ label: 'Overview', to: 'docs/About' }] } satisfies NavbarItem;
    expect(validateSiteConfig(withItems([dropdown]), ctx)).toEqual([]);
    const problems = validateSiteConfig(withItems([{ label: 'D', items: [{ type: 'doc', docId: 'Nope' }] }]), ctx);
    expect(problems[0]).toContain('navbar.items[0].items[0].docId: no doc with id "Nope"');
  });

  it("takes a versions dropdown's links before and after its versions, as Docusaurus does, and checks them as a dropdown's items", () => {
    const dropdown = {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsBefore: [{ type: 'doc', docId: 'About' }],
      dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }],
    } satisfies NavbarItem;
    expect(validateSiteConfig(withItems([dropdown]), ctx)).toEqual([]);
    const problems = validateSiteConfig(withItems([{ ...dropdown, dropdownItemsAfter: [{ type: 'doc' as const, docId: 'Nope' }, { to: '/x' } as never] }]), ctx);
    expect(problems).toEqual([expect.stringContaining('navbar.items[0].dropdownItemsAfter[1].label: a link item needs a label')]);
    expect(validateSiteConfig(withItems([{ ...dropdown, dropdownItemsAfter: [{ type: 'doc' as const, docId: 'Nope' }] }]), ctx)).toEqual([
      expect.stringContaining('navbar.items[0].dropdownItemsAfter[0].docId: no doc with id "Nope"'),
    ]);
  });

  it('rejects a doc-sidebar item whose sidebar links to nothing', () => {
    const problems = validateSiteConfig(withItems([{ type: 'docSidebar', sidebarId: 'empty', label: 'Docs' }]), ctx);
    expect(problems[0]).toContain('sidebar "empty", which has nothing to link to');
  });

  it('rejects a doc item with a missing doc id, but not a draft', () => {
    expect(validateSiteConfig(withItems([{ type: 'doc', docId: 'Missing' }]), ctx)[0]).toContain('navbar.items[0].docId: no doc with id "Missing"');
    expect(validateSiteConfig(withItems([{ type: 'doc', docId: 'Drafty' }]), ctx)).toEqual([]);
  });

  it("names the id a doc's front matter gives it when the item names its file, and an id that differs only in case", () => {
    const docs = new Map([
      ...ctx.docs,
      ['getting-started', { id: 'getting-started', title: 'Getting started', url: '/docs/getting-started', unlisted: false, draft: false, sourceDir: '', fileName: 'GettingStarted' }],
    ]);
    const problems = validateSiteConfig(
      withItems([
        { type: 'doc', docId: 'GettingStarted' },
        { type: 'doc', docId: 'about' },
      ]),
      { ...ctx, docs },
    );
    expect(problems[0]).toMatch(/no doc with id "GettingStarted".* The doc in the file GettingStarted\.md\(x\) has the id "getting-started" \(its front matter's id\): use that\.$/);
    expect(problems[1]).toMatch(/no doc with id "about".* Did you mean "About"\?$/);
  });

  it('requires an announcement bar id and hosted search credentials', () => {
    const bar = { ...siteConfig, announcementBar: { id: '', content: 'x', backgroundColor: '#fff', textColor: '#000', isCloseable: true } };
    expect(validateSiteConfig(bar, ctx)[0]).toContain('announcementBar.id');
    const search = { ...siteConfig, search: { ...siteConfig.search, algolia: { appId: 'APP', apiKey: '', indexName: 'idx' } } };
    expect(validateSiteConfig(search, ctx)[0]).toContain('search.algolia.apiKey: hosted search is enabled but apiKey is missing. Set ALGOLIA_SEARCH_API_KEY');
  });

  it("takes an announcement bar of an id and content alone, as Docusaurus's themeConfig.announcementBar is often written", () => {
    expect(validateSiteConfig(withConfigDefaults({ ...siteConfig, announcementBar: { id: 'release', content: 'Version 3 is out!' } }), ctx)).toEqual([]);
  });

  it('takes a navbar without hideOnScroll, which Docusaurus reads as false', () => {
    const { hideOnScroll: _, ...navbar } = siteConfig.navbar;
    expect(validateSiteConfig({ ...siteConfig, navbar }, ctx)).toEqual([]);
  });

  it("takes Docusaurus's navbar styles, dark and primary, and names any other", () => {
    for (const style of ['dark', 'primary'] as const) expect(validateSiteConfig({ ...siteConfig, navbar: { ...siteConfig.navbar, style } }, ctx)).toEqual([]);
    const wrong = { ...siteConfig, navbar: { ...siteConfig.navbar, style: 'light' } } as unknown as SiteConfig;
    expect(validateSiteConfig(wrong, ctx).join('\n')).toContain('navbar.style');
  });

  it("takes Docusaurus's logo link and the blog sidebar's count and title", () => {
    const logo = { ...siteConfig.navbar.logo!, href: 'https://product.example/', target: '_self' };
    const blog = { ...(siteConfig.blog as BlogConfig), blogSidebarCount: 'ALL' as const, blogSidebarTitle: 'All our posts' };
    expect(validateSiteConfig({ ...siteConfig, navbar: { ...siteConfig.navbar, logo }, blog }, ctx)).toEqual([]);
    const wrong = { ...siteConfig, blog: { ...(siteConfig.blog as BlogConfig), blogSidebarCount: -1 } } as unknown as SiteConfig;
    expect(validateSiteConfig(wrong, ctx).join('\n')).toContain(`blog.blogSidebarCount: a whole number of posts, or 'ALL' for every post.`);
  });

  it('takes the navbar logo as Docusaurus does: a dark-mode source, and its size when known', () => {
    const logo = { ...siteConfig, navbar: { ...siteConfig.navbar, logo: { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Logo', height: 32 } } };
    expect(validateSiteConfig(logo, ctx)).toEqual([]);
  });

  it("takes a Docusaurus themeConfig's navbar, footer and colour mode as written, leaving out what Docusaurus gives a default", () => {
    const { title: _title, hideOnScroll: _hide, ...navbar } = siteConfig.navbar;
    const { style: _style, ...footer } = siteConfig.footer;
    const docusaurusLike = {
      ...siteConfig,
      navbar: { ...navbar, logo: { href: '/', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Logo', height: '40px', width: '101px' } },
      footer: { ...footer, links: [{ title: 'Docs', items: [{ label: 'Introduction', href: '/docs', target: '_self' }] }], logo: { src: 'img/logo.svg' } },
      colorMode: { defaultMode: 'light' as const },
      markdown: { mermaid: true },
    } satisfies SiteConfig;
    expect(validateSiteConfig(docusaurusLike, ctx)).toEqual([]);
    expect(validateSiteConfig({ ...docusaurusLike, colorMode: { defaultMode: 'light', disableSwitch: 'no' } } as unknown as SiteConfig, ctx)[0]).toContain('colorMode.disableSwitch');
  });

  it("takes a footer column's html item, as Docusaurus does, and names an item that mixes it with a label", () => {
    const footer = (items: unknown[]) => ({ ...siteConfig, footer: { ...siteConfig.footer, links: [{ title: 'Thanks', items }] } }) as SiteConfig;
    expect(validateSiteConfig(footer([{ html: '<a href="https://host.example">Host</a>' }, { label: 'Blog', to: '/blog' }]), ctx)).toEqual([]);
    expect(validateSiteConfig(footer([{ html: '<b>x</b>', label: 'X' }]), ctx)[0]).toContain('a footer item needs either a label (with to or href) or html');
  });

  it('takes a Docusaurus blog configuration as written, leaving out what Docusaurus defaults', () => {
    const blog = { postsPerPage: 10, feedOptions: { type: 'all' } } satisfies SiteConfig['blog'];
    expect(validateSiteConfig({ ...siteConfig, blog }, ctx)).toEqual([]);
    expect(validateSiteConfig({ ...siteConfig, blog: { ...blog, feedOptions: { type: 'xml' } } } as unknown as SiteConfig, ctx)[0]).toContain('blog.feedOptions.type');
  });

  it('requires the home page links to be paths of the site or full URLs', () => {
    const action = { ...siteConfig, home: { ...siteConfig.home, actions: [{ label: 'Docs', to: 'docs/intro' }] } };
    expect(validateSiteConfig(action, ctx)[0]).toContain('home.actions[0].to: must be a path of this site starting with "/" (such as "/docs/intro") or a full URL.');
    const card = { ...siteConfig, home: { ...siteConfig.home, sections: { title: 'Parts', items: [{ title: 'Guide', to: 'https://example.com/guide', description: '' }] } } };
    expect(validateSiteConfig(card, ctx)).toEqual([]);
  });

  it("takes blog.postsPerPage as a positive whole number or Docusaurus's 'ALL', and names the fix otherwise", () => {
    const per = (postsPerPage: unknown) => ({ ...siteConfig, blog: { ...siteConfig.blog, postsPerPage } }) as SiteConfig;
    expect(validateSiteConfig(per('ALL'), ctx)).toEqual([]);
    expect(validateSiteConfig(per(5), ctx)).toEqual([]);
    expect(validateSiteConfig(per('all'), ctx).join('\n')).toContain(`blog.postsPerPage: a positive whole number, or 'ALL' for every post on one page.`);
    expect(validateSiteConfig(per(0), ctx).join('\n')).toContain(`blog.postsPerPage: a positive whole number, or 'ALL' for every post on one page.`);
  });

  it('accepts a positive whole search.maxResultsPerGroup and rejects others with the fix', () => {
    const per = (n: number): SiteConfig => ({ ...siteConfig, search: { ...siteConfig.search, maxResultsPerGroup: n } });
    expect(validateSiteConfig(per(3), ctx)).toEqual([]);
    expect(validateSiteConfig(per(0), ctx).join('\n')).toContain('search.maxResultsPerGroup: search.maxResultsPerGroup must be at least 1');
    expect(validateSiteConfig(per(2.5), ctx).join('\n')).toContain('search.maxResultsPerGroup: search.maxResultsPerGroup must be a whole number');
  });

  it('takes docs.exclude and blog.exclude as lists of globs, and names an entry that is none with the fix', () => {
    const withExclude = (exclude: unknown) => ({ ...siteConfig, docs: { ...siteConfig.docs, exclude }, blog: { ...siteConfig.blog, exclude } }) as SiteConfig;
    expect(validateSiteConfig(withExclude(['README.md', '**/drafts/**']), ctx)).toEqual([]);
    const problems = validateSiteConfig(withExclude(['**/README.md', 42, '/abs.md', '']), ctx);
    expect(problems).toContain("docs.exclude[1]: 42 is not a glob: write each pattern as a string relative to each docs version's folder (such as '**/README.md'), or remove it.");
    expect(problems).toContain("blog.exclude[1]: 42 is not a glob: write each pattern as a string relative to the blog folder (such as '**/README.md'), or remove it.");
    expect(problems.join('\n')).toContain('docs.exclude[2]: "/abs.md" is not read from each docs version\'s folder');
    expect(problems).toContain('docs.exclude[3]: an empty pattern leaves nothing out: remove it.');
    expect(validateSiteConfig(withExclude('README.md'), ctx)).toContain(
      "docs.exclude: must be a list of globs relative to each docs version's folder: exclude: ['**/README.md'] leaves out every README.md.",
    );
  });

  it("names the sidebars file that is read in a docSidebar item's problem, not sidebars.ts", () => {
    const config = withItems([
      { type: 'docSidebar', sidebarId: 'api', label: 'API' },
      { type: 'docSidebar', sidebarId: 'nope', label: 'Nope' },
    ]);
    const problems = validateSiteConfig(config, { ...ctx, sidebars: { ...ctx.sidebars, api: [{ type: 'autogenerated', dirName: 'api' }] }, sidebarsFile: 'sidebars.cjs' });
    expect(problems[0]).toMatch(/^navbar\.items\[0\]\.sidebarId: sidebars\.cjs: sidebar "api": the autogenerated item's dirName "api" holds no doc/);
    expect(problems[1]).toMatch(/^navbar\.items\[1\]\.sidebarId: no sidebar with id "nope" in sidebars\.cjs\./);
  });

  it("takes i18n's locales without their configs, as Docusaurus does, and fills in each locale's label, lang and direction", () => {
    // A Docusaurus configuration lists its locales and leaves localeConfigs to Docusaurus.
    const config = { ...siteConfig, i18n: { defaultLocale: 'fr', locales: ['fr', 'ar'], localeConfigs: { ar: { label: 'العربية (Arabic)' } } } } as SiteConfigInput;
    expect(validateSiteConfig(withConfigDefaults(config), ctx)).toEqual([]);
    expect(withConfigDefaults(config).i18n.localeConfigs).toEqual({
      fr: { label: 'Français', htmlLang: 'fr', direction: 'ltr', calendar: 'gregory' },
      ar: { label: 'العربية (Arabic)', htmlLang: 'ar', direction: 'rtl', calendar: 'gregory' },
    });
  });

  it('takes a moved Docusaurus configuration without what Docusaurus fills in, and fills in its defaults', () => {
    // As a docusaurus.config.js moves by the README's table: what Docusaurus defaults is not written.
    const {
      footer: _footer,
      colorMode: _colorMode,
      titleDelimiter: _titleDelimiter,
      tagline: _tagline,
      deploymentBranch: _branch,
      i18n: _i18n,
      tableOfContents: _toc,
      search: _search,
      ...moved
    } = siteConfig;
    const { mainDocId: _mainDocId, breadcrumbs: _breadcrumbs, versionPersistence: _persistence, routeBasePath: _routeBasePath, ...docs } = siteConfig.docs;
    const config = { ...moved, docs, checks: {} } satisfies SiteConfigInput;
    expect(validateSiteConfig(withConfigDefaults(config), ctx)).toEqual([]);
    const filled = withConfigDefaults(config);
    expect(filled).toMatchObject({
      footer: { copyright: '' },
      colorMode: { defaultMode: 'light' },
      titleDelimiter: '|',
      tagline: '',
      deploymentBranch: 'gh-pages',
      i18n: { defaultLocale: 'en', locales: ['en'] },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      search: { searchPagePath: 'search', contextualSearch: true, searchParameters: {} },
      docs: { routeBasePath: '/docs', breadcrumbs: true, versionPersistence: 'localStorage' },
      checks: { onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn', onDuplicateRoutes: 'warn', onUnusedMarkdownDirectives: 'warn' },
    });
    expect(filled.docs.mainDocId).toBeUndefined();
    // What is written stays as written.
    expect(withConfigDefaults({ ...config, titleDelimiter: '·', checks: { onBrokenLinks: 'warn' } })).toMatchObject({
      titleDelimiter: '·',
      checks: { onBrokenLinks: 'warn', onBrokenAnchors: 'warn' },
    });
    // One that does not validate is returned as written, for the check to name its problems.
    const broken = { ...config, titleDelimiter: 3 } as unknown as SiteConfigInput;
    expect(withConfigDefaults(broken)).toBe(broken);
  });

  it("names the pattern of docs.exclude that leaves out the main doc or a navbar item's doc", () => {
    const excluded = new Map([['Gone', { file: 'content/docs/Gone.mdx', pattern: 'Gone.mdx' }]]);
    const config = { ...withItems([{ type: 'doc', docId: 'Gone', label: 'Gone' }]), docs: { ...siteConfig.docs, mainDocId: 'Gone' } };
    expect(validateSiteConfig(config, { ...ctx, excluded })).toEqual([
      'navbar.items[0].docId: no doc with id "Gone": content/docs/Gone.mdx has that id, but the pattern "Gone.mdx" of docs.exclude in site.config.ts leaves it out of the build. Name a doc that is built, or narrow the pattern.',
      'docs.mainDocId: no doc with id "Gone": content/docs/Gone.mdx has that id, but the pattern "Gone.mdx" of docs.exclude in site.config.ts leaves it out of the build. Narrow the pattern so that it spares the main doc, or set docs.mainDocId to a doc that is built.',
    ]);
  });

  it('takes search.insights as a boolean and an Insights host beside the hosted credentials', () => {
    const algolia = { appId: 'APP', apiKey: 'key', indexName: 'idx', insightsHost: 'insights.de.algolia.io' };
    const withInsights = (insights: unknown): SiteConfig => ({ ...siteConfig, search: { ...siteConfig.search, algolia, insights: insights as boolean } });
    expect(validateSiteConfig(withInsights(true), ctx)).toEqual([]);
    expect(validateSiteConfig(withInsights('true'), ctx).join('\n')).toContain('search.insights');
  });

  it('checks baseUrl, url and heading levels', () => {
    const bad = { ...siteConfig, baseUrl: 'site', url: 'https://x.test/path', tableOfContents: { minHeadingLevel: 1, maxHeadingLevel: 7 } };
    const problems = validateSiteConfig(bad, ctx).join('\n');
    expect(problems).toContain('baseUrl: "site" must be "/"');
    // A Docusaurus site deployed as a GitHub project page: named before the build, where the link check over the export named every link of every page.
    expect(validateSiteConfig({ ...siteConfig, baseUrl: '/project/' }, ctx)).toEqual([
      expect.stringMatching(
        /^baseUrl: "\/project\/" would serve the site under \/project\/, and this export is written for the root of its host .* Set baseUrl: '\/' and serve the export at a host's root/,
      ),
    ]);
    expect(problems).toContain('url: "https://x.test/path" must be an origin');
    expect(problems).toContain('tableOfContents');
  });

  it('takes url with a trailing slash and drops it, as Docusaurus does', () => {
    expect(validateSiteConfig({ ...siteConfig, url: 'https://x.test/' }, ctx)).toEqual([]);
    expect(withConfigDefaults({ ...siteConfig, url: 'https://x.test/' }).url).toBe('https://x.test');
    expect(validateSiteConfig({ ...siteConfig, url: 'https://x.test//' }, ctx).join('\n')).toContain('a sub-path belongs in baseUrl');
  });

  it("names trailingSlash: true with the fix, and takes it left out as Docusaurus's unset default", () => {
    const problems = validateSiteConfig({ ...siteConfig, trailingSlash: true as unknown as false }, ctx);
    expect(problems).toEqual([expect.stringMatching(/^trailingSlash: must be false: pages are served here without a trailing slash .* Write trailingSlash: false;/)]);
    const { trailingSlash: _trailingSlash, ...moved } = siteConfig;
    expect(withConfigDefaults(moved).trailingSlash).toBe(false);
  });

  it("checks the 'Try it' servers", () => {
    expect(validateSiteConfig({ ...siteConfig, api: { servers: [] } }, ctx)).toEqual(["api.servers: 'Try it' needs at least one server."]);
    expect(validateSiteConfig({ ...siteConfig, api: { servers: [{ url: 'localhost:8080/api/v0', description: 'x' }] } }, ctx)[0]).toContain(
      'api.servers[0].url: "localhost:8080/api/v0" is neither a site path such as /api/v0 nor an http(s) URL. Check SITE_API_BASE_URL.',
    );
  });

  it('throws one error listing every problem', () => {
    expect(() => assertValidSiteConfig(withItems([{ type: 'a' } as never, { type: 'b' } as never]), ctx)).toThrow(ConfigError);
    try {
      assertValidSiteConfig(withItems([{ type: 'a' } as never, { type: 'b' } as never]), ctx);
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
      expect((error as Error).message).toContain('site.config.ts has 2 problem(s)');
    }
  });
});
