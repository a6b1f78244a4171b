import type { ComponentProps } from 'react';
import { ROUTE_LINK_ATTRIBUTE } from '@/lib/client/route-links';

/**
 * A link to a page of the site as markup alone (lib/client/route-links.ts): the router follows and
 * prefetches it through one page-wide listener, so it can sit in static markup. PrefetchLink is the
 * one for client components.
 */
export function RouteLink(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} {...{ [ROUTE_LINK_ATTRIBUTE]: '' }} />;
}
