/** Options of Docusaurus's `useBaseUrl(url, options)`. */
export interface BaseUrlOptions {
  /** Prefix the site's origin (`url` of site.config.ts). */
  absolute?: boolean;
  /** Prefix the base URL even when the URL already starts with it. */
  forcePrependBaseUrl?: boolean;
}

const hasProtocol = (url: string) => /^(?:\w*:|\/\/)/.test(url);

/**
 * `useBaseUrl`'s rule: a site path gets the base URL in front (once), an anchor or a URL with a
 * protocol is left alone, and `absolute` adds the origin.
 */
export function withBaseUrl(url: string, { siteUrl, baseUrl }: { siteUrl: string; baseUrl: string }, { absolute = false, forcePrependBaseUrl = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl + path : path;
}

/** `translate()` and `<Translate>`: the default message with `{name}` placeholders filled from `values`. */
export function interpolate(message: string, values: Record<string, unknown> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
