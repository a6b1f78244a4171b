/** A URL with a scheme (`https:`, `mailto:`, `data:`) or a host of its own (`//cdn.example`): not a path of this site. */
export const isOffSiteUrl = (url: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/**
 * The path of `url` on the site at `siteUrl` (site.config.ts's `url`, an origin), when `url` is the
 * site's own address written in full (`https://docs.example/img/a.png` → `/img/a.png`); else null.
 * Such an address still loads from that host wherever the export is served, so the checks name it.
 */
export function ownAddressPath(url: string, siteUrl: string | undefined): string | null {
  const site = siteUrl?.replace(/\/+$/, '');
  if (!site) return null;
  const target = url.trim();
  if (target === site) return '/';
  const rest = target.slice(site.length);
  return target.startsWith(site) && /^[/?#]/.test(rest) ? (rest.startsWith('/') ? rest : `/${rest}`) : null;
}
