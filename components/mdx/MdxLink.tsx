import type { ComponentProps } from 'react';
import { RouteLink } from '@/components/shell/RouteLink';
import { NO_LINK_CHECK_ATTRIBUTE, isRootPath, pathnameProtocolPath } from '@/lib/markup/urls';
import { isDocusaurusPostAddress } from '@/lib/blog/docusaurus-redirects';

/**
 * A site path that names a file (`/assets/files/sheet-1a2b3c4d.pdf`, `/img/x.svg`) rather than a
 * page: the router would prefetch it as a route (and get 404s for its route data), so it is a plain
 * link, as Docusaurus's Link treats a path with a file extension.
 */
const isFilePath = (href: string) => /\.[a-z][a-z\d]{0,5}(?:[?#]|$)/i.test(href.split('#')[0]!) && !/\.html?(?:[?#]|$)/i.test(href);

/**
 * A link in page content: site pages as route links (markup that a page-wide listener follows through
 * the router and prefetches, so that content can be static markup), anchors and files as they are,
 * other sites with rel; a `pathname://` link as a plain link to its path.
 */
export function MdxLink({ href = '', ...rest }: ComponentProps<'a'>) {
  // Docusaurus's `pathname:///path`: a plain link to a path outside the site's pages, unchecked.
  const outsidePages = pathnameProtocolPath(href);
  if (outsidePages !== null) return <a href={outsidePages} {...{ [NO_LINK_CHECK_ATTRIBUTE]: '' }} {...rest} />;
  if (isRootPath(href) && !isFilePath(href) && !isDocusaurusPostAddress(href)) return <RouteLink href={href} {...rest} />;
  if (href.startsWith('#') || href.startsWith('/')) return <a href={href} {...rest} />;
  return <a href={href} rel="noopener noreferrer" {...rest} />;
}
