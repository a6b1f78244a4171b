import { describe, expect, it } from 'vitest';
import { brokenConfigLinkFindings, configLinks, untranslatedLocaleFindings } from './config-links';
import type { SiteConfig } from '../config/types';

const navbar = {
  items: [
    { type: 'link', label: 'Blog', to: '/blog', position: 'left' },
    {
      type: 'dropdown',
      label: 'More',
      to: '/docs/more',
      items: [
        { type: 'link', label: 'Old', to: 'docs/old' },
        { type: 'doc', docId: 'About' },
      ],
    },
    { type: 'link', label: 'GitHub', href: 'https://github.com/x/y' },
    { type: 'docsVersionDropdown', dropdownItemsAfter: [{ label: 'All versions', to: '/versions' }] },
  ],
} as SiteConfig['navbar'];
const footer = {
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Intro', to: '/docs/intro#start' },
        { label: 'Home', href: 'https://example.com' },
        { label: 'Users', href: '/users' },
      ],
    },
  ],
} as SiteConfig['footer'];
const home = {
  actions: [
    { label: 'Start', to: '/docs/intro' },
    { label: 'Source', to: 'https://github.com/x/y' },
  ],
  sections: { title: 'On this site', items: [{ title: 'Guide', to: '/docs/guide', description: 'The guide.' }] },
} as SiteConfig['home'];
const site = { routes: new Set(['/', '/docs/intro', '/docs/guide', '/docs/more', '/docs/old', '/blog', '/versions', '/users']), open: [] };

describe('configLinks', () => {
  it("lists every `to` of the navbar's items, a dropdown's own and its items', a versions dropdown's links, of the footer's links and of the home page, by field", () => {
    expect(configLinks({ navbar, footer, home })).toEqual([
      { field: 'navbar.items[0].to', to: '/blog' },
      { field: 'navbar.items[1].to', to: '/docs/more' },
      { field: 'navbar.items[1].items[0].to', to: 'docs/old' },
      { field: 'navbar.items[3].dropdownItemsAfter[0].to', to: '/versions' },
      { field: 'footer.links[0].items[0].to', to: '/docs/intro#start' },
      { field: 'footer.links[0].items[2].href', to: '/users' },
      { field: 'home.actions[0].to', to: '/docs/intro' },
      { field: 'home.actions[1].to', to: 'https://github.com/x/y' },
      { field: 'home.sections.items[0].to', to: '/docs/guide' },
    ]);
  });
});

describe('brokenConfigLinkFindings', () => {
  it('passes links to pages the export has, written from the root with or without a slash, with a fragment', () => {
    expect(brokenConfigLinkFindings({ navbar, footer, home, blog: {} as never }, site)).toEqual([]);
  });

  it('names the field of a link to no page, and says so for a link into the blog of a site with blog: false', () => {
    const blogless = { routes: new Set([...site.routes].filter((route) => route !== '/blog')), open: [] };
    expect(brokenConfigLinkFindings({ navbar, footer: { links: [{ label: 'Releases', to: '/releases' }] } as SiteConfig['footer'], home, blog: false }, blogless)).toEqual([
      {
        check: 'onBrokenLinks',
        file: 'site.config.ts',
        message:
          'navbar.items[0].to: the link "/blog" leads to no page or file of the site. The site has no blog (blog: false in site.config.ts): remove the link, or give blog its options to build the blog.',
      },
      {
        check: 'onBrokenLinks',
        file: 'site.config.ts',
        message: 'footer.links[0].to: the link "/releases" leads to no page or file of the site. Fix the path, or add the page (content/, app/) or file (public/) it names.',
      },
    ]);
  });

  it('names a home page button or card that leads to no page, by its field', () => {
    const moved = { routes: new Set([...site.routes].filter((route) => route !== '/docs/guide')), open: [] };
    expect(brokenConfigLinkFindings({ navbar, footer, home, blog: {} as never }, moved)).toEqual([
      {
        check: 'onBrokenLinks',
        file: 'site.config.ts',
        message: 'home.sections.items[0].to: the link "/docs/guide" leads to no page or file of the site. Fix the path, or add the page (content/, app/) or file (public/) it names.',
      },
    ]);
  });
});

describe('untranslatedLocaleFindings', () => {
  const i18n = (locales: string[]) => ({ defaultLocale: 'en', locales, localeConfigs: {} }) as SiteConfig['i18n'];
  const withDropdown = { items: [...navbar.items, { type: 'localeDropdown', position: 'left' }] } as SiteConfig['navbar'];

  it('names a locale dropdown that links pages to locales this site builds no page for, once, with the folder that does not carry over and the fix', () => {
    expect(untranslatedLocaleFindings({ navbar: withDropdown, i18n: i18n(['en', 'pt-BR']) })).toEqual([
      {
        check: 'onBrokenLinks',
        file: 'site.config.ts',
        message: expect.stringMatching(
          /^navbar\.items\[4\]: the locale dropdown links every page to its "pt-BR" version \(\/pt-BR\/docs, …\), and no page is built there: .*\(i18n\/pt-BR\/\) do not carry over\. Remove "pt-BR" from i18n\.locales/,
        ),
      },
    ]);
  });

  it('says nothing of a dropdown of the default locale alone, or of locales no dropdown links to', () => {
    expect(untranslatedLocaleFindings({ navbar: withDropdown, i18n: i18n(['en']) })).toEqual([]);
    expect(untranslatedLocaleFindings({ navbar, i18n: i18n(['en', 'pt-BR']) })).toEqual([]);
  });
});
