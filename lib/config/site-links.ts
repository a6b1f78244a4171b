/**
 * A `to` of the navbar or the footer, or the favicon's or a logo's `src`, as Docusaurus reads it: a
 * path of the site, where one written without its leading slash (`to: 'blog'`, `src: 'img/logo.svg'`)
 * is still from the site's root, since Docusaurus prepends the base URL to both forms (useBaseUrl). A
 * URL with a scheme, a fragment or a query stays as written.
 */
export function siteLinkPath(to: string): string {
  return /^(?:[a-z][a-z\d+.-]*:|[/#?])/i.test(to) ? to : `/${to}`;
}

/**
 * Whether a navbar or footer target is a page of this site, as Docusaurus's isInternalUrl tells: it has
 * no scheme (`https:`, `mailto:`) and is not protocol-relative (`//host/x`). Docusaurus opens every
 * other target in a new tab, whether written as `to` or `href`.
 */
export const isSiteLink = (target: string): boolean => !/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(target);
