import type { ComponentProps } from 'react';
import { MdxLink } from '../MdxLink';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to?: string; href?: string; autoAddBaseUrl?: boolean; isNavLink?: boolean };

/**
 * `@docusaurus/Link`: `to` (or `href`), routed within the site, external links with rel as usual.
 * Without either it is no link but an anchor to link to (`<Link id="new-features" />`, as older
 * Docusaurus posts mark a section), as Docusaurus renders it: an `<a>` without `href`.
 */
export default function Link({ to, href, autoAddBaseUrl: _base, isNavLink: _nav, ...rest }: LinkProps) {
  const target = to ?? href;
  if (target === undefined) return <a {...rest} />;
  return <MdxLink href={target} {...rest} />;
}
