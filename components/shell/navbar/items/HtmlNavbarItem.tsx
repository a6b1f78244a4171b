import type { ResolvedNavbarItem } from '@/lib/config/navbar';

/** Raw markup from site.config.ts: written by the site's author, so trusted like page content. */
export function HtmlNavbarItem({ item, mobile }: { item: Extract<ResolvedNavbarItem, { kind: 'html' }>; mobile: boolean }) {
  return <div className={`${mobile ? 'menu__list-item' : 'navbar__item'} ${item.className ?? ''}`.trim()} dangerouslySetInnerHTML={{ __html: item.html }} />;
}
