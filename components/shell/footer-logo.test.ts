import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';
import type { FooterConfig } from '@/lib/config/types';

const footer = (logo: FooterConfig['logo']): string => renderToStaticMarkup(createElement(Footer, { siteTitle: 'Site', footer: { style: 'dark', links: [], copyright: '©', logo } }));

describe('footer logo', () => {
  it('is absent unless configured', () => {
    expect(footer(undefined)).not.toContain('<img');
  });

  it('is a plain image without href, and one image when there is no dark source', () => {
    const html = footer({ src: '/logo.svg', alt: 'Logo', width: 40, height: 20 });
    expect(html).toContain('<img src="/logo.svg" alt="Logo" width="40" height="20"/>');
    expect(html).not.toContain('<a');
  });

  it('reads a link written without its leading slash from the site root, as Docusaurus does', () => {
    const html = renderToStaticMarkup(createElement(Footer, { siteTitle: 'Site', footer: { style: 'dark', links: [{ label: 'Blog', to: 'blog' }], copyright: '©' } }));
    expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*>Blog<\/a>/);
  });

  it("renders a column's html item as markup in place of a link, as Docusaurus does", () => {
    const links = [{ title: 'Thanks', items: [{ label: 'Host', href: 'https://host.example/' }, { html: '<a href="https://cdn.example/">Deploys by <b>CDN</b></a>' }] }];
    const html = renderToStaticMarkup(createElement(Footer, { siteTitle: 'Site', footer: { links, copyright: '©' } }));
    expect(html).toContain('<li><div class="footer__html"><a href="https://cdn.example/">Deploys by <b>CDN</b></a></div></li>');
  });

  it("renders the copyright as markup and takes Docusaurus's defaults for style and links", () => {
    const html = renderToStaticMarkup(createElement(Footer, { siteTitle: 'Site', footer: { copyright: 'Line one.<br/><a href="https://host.example/">Host</a>' } }));
    expect(html).toContain('<footer class="footer footer--light">');
    expect(html).toContain('<div class="footer__copyright">Line one.<br/><a href="https://host.example/">Host</a></div>');
    expect(html).not.toContain('<nav');
  });

  it('reads a logo written without its leading slash from the site root, as Docusaurus does', () => {
    expect(footer({ src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Logo' })).toMatch(/src="\/img\/logo.svg"[^>]*>.*src="\/img\/logo-dark.svg"/);
  });

  it('links to its href and carries the dark source beside the light one, as ThemedImage does', () => {
    const html = footer({ src: '/logo.svg', srcDark: '/logo-dark.svg', alt: 'Logo', href: 'https://example.com/' });
    expect(html).toMatch(/<a href="https:\/\/example.com\/" rel="noopener noreferrer"><img[^>]*src="\/logo.svg"[^>]*><img[^>]*src="\/logo-dark.svg"[^>]*><\/a>/);
    expect(footer({ src: '/logo.svg', alt: 'Logo', href: '/docs' })).toMatch(/<a[^>]*href="\/docs"[^>]*><img/);
  });

  it("takes a logo without alt, as Docusaurus does: decorative alone, named by the site's title as a link", () => {
    expect(footer({ src: '/logo.svg' })).toContain('<img src="/logo.svg" alt=""/>');
    expect(footer({ src: '/logo.svg', href: 'https://example.com/' })).toContain('<img src="/logo.svg" alt="Site"/>');
  });

  it("passes a link's target, as Docusaurus passes a footer item's other keys", () => {
    const links = [{ title: 'Docs', items: [{ label: 'Introduction', href: '/docs', target: '_self' }] }];
    expect(renderToStaticMarkup(createElement(Footer, { siteTitle: 'Site', footer: { links, copyright: '©' } }))).toContain(
      '<a href="/docs" target="_self" rel="noopener noreferrer">Introduction</a>',
    );
  });
});
