import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config/types';
import { configMarkup, offSiteConfigMarkupFindings } from './config-markup';

const config = {
  navbar: {
    items: [
      { type: 'html', position: 'right', value: '<img src="https://badges.example/stars.svg" alt="Stars">' },
      { type: 'dropdown', label: 'More', position: 'left', items: [{ type: 'html', value: '<b>Plain</b>' }] },
    ],
  },
  footer: {
    links: [{ title: 'Project', items: [{ label: 'Docs', to: '/docs' }, { html: '<a href="https://ci.example"><img src="https://ci.example/badge.svg" alt="Build"></a>' }] }],
    copyright: 'Made with <img src="/img/heart.svg" alt="love">',
  },
  announcementBar: { id: 'v2', content: '<iframe src="//video.example/embed/1" title="Launch"></iframe>' },
} as unknown as SiteConfig;

describe("site.config.ts's markup", () => {
  it('is every html item of the navbar and the footer, the copyright and the announcement, by field', () => {
    expect(configMarkup(config).map((m) => m.field)).toEqual([
      'navbar.items[0].value',
      'navbar.items[1].items[0].value',
      'footer.links[0].items[1].html',
      'footer.copyright',
      'announcementBar.content',
    ]);
  });

  it('names a navbar or footer logo on another host by its field, and not one of the site or a data: URL', () => {
    const withLogos = {
      ...config,
      navbar: { ...config.navbar, logo: { src: 'data:image/svg+xml;base64,PHN2Zy8+', srcDark: '//cdn.example/logo-dark.svg' } },
      footer: { ...config.footer, logo: { src: 'https://artwork.example/foundation.svg', srcDark: 'img/foundation-dark.svg', href: 'https://foundation.example' } },
    } as unknown as SiteConfig;
    const fields = offSiteConfigMarkupFindings(withLogos).map((f) => f.message.slice(0, f.message.indexOf(':')));
    expect(fields.filter((field) => field.includes('logo'))).toEqual(['navbar.logo.srcDark', 'footer.logo.src']);
  });

  it('is named when it would load from another host, by field, and not for a site path or a link', () => {
    const findings = offSiteConfigMarkupFindings(config);
    expect(findings.map((f) => [f.check, f.file, f.message.slice(0, f.message.indexOf(' on another host'))])).toEqual([
      ['onOffSiteResources', 'site.config.ts', 'navbar.items[0].value: https://badges.example/stars.svg is'],
      ['onOffSiteResources', 'site.config.ts', 'footer.links[0].items[1].html: https://ci.example/badge.svg is'],
      ['onOffSiteResources', 'site.config.ts', 'announcementBar.content: //video.example/embed/1 is'],
    ]);
    expect(findings[0]!.message).toContain("Save the file under public/ and write its path (/img/badge.svg), or link to it instead; checks.onOffSiteResources: 'warn'");
  });
});
