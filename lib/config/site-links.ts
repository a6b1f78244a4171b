/**
 * A `to` of the navbar or the footer as Docusaurus reads it: a path of the site, where one written
 * without its leading slash (`to: 'blog'`, `to: 'docs/api'`) is still from the site's root, since
 * Docusaurus prepends the base URL to both forms. A URL with a scheme, a fragment or a query stays
 * as written.
 */
export function siteLinkPath(to: string): string {
  return /^(?:[a-z][a-z\d+.-]*:|[/#?])/i.test(to) ? to : `/${to}`;
}
