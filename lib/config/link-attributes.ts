/**
 * The HTML attributes a navbar link item may carry besides its own keys. Docusaurus lets any other key
 * of an item through its validation and passes it to the link (`{ 'data-umami-event': 'github', href }`,
 * a `title`): here the check takes these, and the link carries them; another key is still named.
 */
const LINK_ATTRIBUTE = /^(?:data-[\w.:-]+|aria-[a-z]+|title|id|target|rel)$/;

/** What site.config.ts may write of them, so that its navbar items type-check as Docusaurus's. */
export type LinkAttributes = { [key: `data-${string}`]: string | number | boolean | undefined } & { [key: `aria-${string}`]: string | undefined } & {
  title?: string;
  id?: string;
  target?: string;
  rel?: string;
};

/** One of them: `aria-label` is the item's own key (its schema checks it), not a pass-through. */
const isLinkAttribute = ([key, value]: [string, unknown]): boolean => LINK_ATTRIBUTE.test(key) && key !== 'aria-label' && ['string', 'number', 'boolean'].includes(typeof value);

/** The item's attributes for its link, as React takes them (every value a string), or none. */
export function linkAttributes(item: object): Record<string, string> | undefined {
  const entries = Object.entries(item).filter(isLinkAttribute);
  return entries.length > 0 ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
}

/** The item without them, for the schema of its own keys. */
export function withoutLinkAttributes(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  return Object.fromEntries(Object.entries(item).filter((entry) => !isLinkAttribute(entry)));
}
