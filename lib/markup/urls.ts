/** A URL with a scheme (`https:`, `mailto:`, `data:`) or a host of its own (`//cdn.example`): not a path of this site. */
export const isOffSiteUrl = (url: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
