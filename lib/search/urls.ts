/**
 * Result URLs (spec §2): a URL matching externalUrlRegex stays as it is; any other becomes
 * site-relative (so hosted records made for another domain still open here), after the optional
 * replaceSearchResultPathname rule.
 */
export interface ResultUrlOptions {
  externalUrlRegex?: string;
  replaceSearchResultPathname?: { from: string; to: string };
  baseUrl?: string;
}

export function processResultUrl(url: string, options: ResultUrlOptions = {}): string {
  if (options.externalUrlRegex && new RegExp(options.externalUrlRegex).test(url)) return url;
  const parsed = new URL(url, 'http://site.invalid');
  let pathname = parsed.pathname;
  const rule = options.replaceSearchResultPathname;
  if (rule && rule.from) pathname = pathname.replace(new RegExp(rule.from), rule.to);
  const base = (options.baseUrl ?? '/').replace(/\/$/, '');
  const withBase = base && !pathname.startsWith(`${base}/`) ? `${base}${pathname}` : pathname;
  return `${withBase}${parsed.search}${parsed.hash}`;
}

/** The full search page URL for a query. */
export function searchPageUrl(searchPagePath: string, query: string): string {
  return `${searchPagePath}?q=${encodeURIComponent(query)}`;
}

/**
 * The no-results screen's "Let us know." link for a query: `{query}` in the configured URL is
 * replaced by the query (URL-encoded), as in a prefilled issue; a URL without it gets `q=…` added.
 */
export function missingResultsHref(template: string, query: string): string {
  const encoded = encodeURIComponent(query);
  if (template.includes('{query}')) return template.replaceAll('{query}', encoded);
  return `${template}${template.includes('?') ? '&' : '?'}q=${encoded}`;
}
