import type { ReactNode } from 'react';
import Link from '@/components/shell/PrefetchLink';
import { ThemedImage } from '@/components/shell/ThemedImage';
import type { FooterConfig, FooterLink, FooterLinkColumn, FooterLogo } from '@/lib/config/types';
import { siteLinkPath } from '@/lib/config/site-links';
import './footer.css';

function isColumns(links: NonNullable<FooterConfig['links']>): links is FooterLinkColumn[] {
  return links.length > 0 && 'items' in (links[0] as object);
}

/** A footer link: a site path (`to`) through the app's router, another site (`href`) as a plain link. */
function FooterAnchor({ to, href, target, children }: { to?: string; href?: string; target?: string; children: ReactNode }) {
  if (to)
    return (
      <Link href={to} target={target}>
        {children}
      </Link>
    );
  return (
    <a href={href} target={target} rel="noopener noreferrer">
      {children}
    </a>
  );
}

function FooterItem({ link }: { link: FooterLink }) {
  // Markup the author wrote in site.config.ts, rendered as Docusaurus's footer renders an html item.
  if (link.html !== undefined) return <div className="footer__html" dangerouslySetInnerHTML={{ __html: link.html }} />;
  return (
    <FooterAnchor to={link.to === undefined ? undefined : siteLinkPath(link.to)} href={link.href} target={link.target}>
      {link.label}
    </FooterAnchor>
  );
}

/**
 * The footer logo, linked when it has an `href`: a site path stays in the app, another site opens
 * plainly. Without `alt` it is decorative, or, as a link's only content, named by the site's title.
 */
function FooterLogoImage({ logo, siteTitle }: { logo: FooterLogo; siteTitle: string }) {
  const alt = logo.alt ?? (logo.href ? siteTitle : '');
  const image = <ThemedImage src={siteLinkPath(logo.src)} srcDark={logo.srcDark && siteLinkPath(logo.srcDark)} alt={alt} width={logo.width} height={logo.height} />;
  if (!logo.href) return image;
  const href = siteLinkPath(logo.href);
  const internal = href.startsWith('/');
  return (
    <FooterAnchor to={internal ? href : undefined} href={internal ? undefined : href}>
      {image}
    </FooterAnchor>
  );
}

/** Footer: columns of links, a flat list, or none (the spec's site has none), a logo and the copyright. */
export function Footer({ footer, siteTitle }: { footer: FooterConfig; siteTitle: string }) {
  const { links = [], logo, copyright, style = 'light' } = footer;
  return (
    <footer className={`footer footer--${style}`}>
      <div className="container">
        {isColumns(links) ? (
          <div className="footer__columns">
            {links.map((column) => (
              <nav key={column.title} className="footer__column" aria-label={column.title}>
                <h2 className="footer__title">{column.title}</h2>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.label ?? link.html}>
                      <FooterItem link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        ) : links.length > 0 ? (
          <nav aria-label="Footer">
            <ul className="footer__links--simple">
              {(links as FooterLink[]).map((link) => (
                <li key={link.label ?? link.html}>
                  <FooterItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {logo && (
          <div className="footer__logo">
            <FooterLogoImage logo={logo} siteTitle={siteTitle} />
          </div>
        )}
        {/* Markup, as Docusaurus renders it: sites break it into lines and add a linked badge. */}
        <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />
      </div>
    </footer>
  );
}
