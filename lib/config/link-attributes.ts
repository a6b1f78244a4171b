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

const isAttributeValue = (value: unknown): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value);

/** The item's attributes for its link, as React takes them (every value a string), or none. */
export function linkAttributes(item: object): Record<string, string> | undefined {
  const entries = Object.entries(item).filter(([key, value]) => LINK_ATTRIBUTE.test(key) && key !== 'aria-label' && isAttributeValue(value));
  return entries.length > 0 ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
}

/** The item without them, for the schema of its own keys. */
export function withoutLinkAttributes(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  return Object.fromEntries(Object.entries(item).filter(([key, value]) => key === 'aria-label' || !(LINK_ATTRIBUTE.test(key) && isAttributeValue(value))));
}
