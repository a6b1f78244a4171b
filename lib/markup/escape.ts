/**
 * The one escaping helper for text placed in markup, in element content or a quoted attribute.
 * HTML and XML differ only in the apostrophe: `&apos;` is XML's (and HTML5's) but not HTML 4's,
 * while `&#39;` is valid in both; each output keeps the form its readers expect.
 */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' } as const;

function escapeWith(text: string, apostrophe: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === "'" ? apostrophe : ENTITIES[c as keyof typeof ENTITIES]));
}

/** Text for HTML. */
export function escapeHtml(text: string): string {
  return escapeWith(text, '&#39;');
}

/** Text for XML (sitemaps, feeds). */
export function escapeXml(text: string): string {
  return escapeWith(text, '&apos;');
}
