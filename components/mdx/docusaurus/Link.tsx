import type { ComponentProps } from 'react';
import { MdxLink } from '../MdxLink';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to?: string; href?: string; autoAddBaseUrl?: boolean; isNavLink?: boolean };

/** `@docusaurus/Link`: `to` (or `href`), routed within the site, external links with rel as usual. */
export default function Link({ to, href, autoAddBaseUrl: _base, isNavLink: _nav, ...rest }: LinkProps) {
  return <MdxLink href={to ?? href} {...rest} />;
}
