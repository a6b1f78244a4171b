/**
 * A whole twin: a short header (title, description, canonical URL, last update and any other facts
 * the page shows above its text), then the body.
 */
export interface TwinHeader {
  title: string;
  description?: string;
  canonicalUrl: string;
  /** An ISO date or date-time; printed as its date. */
  lastUpdated?: string;
  /** Further facts, in order: `['Published', '2025-01-25']`. */
  facts?: readonly (readonly [string, string])[];
}

export function twinDocument(header: TwinHeader, body: string): string {
  const facts: [string, string][] = [['Canonical URL', header.canonicalUrl], ...(header.facts ?? []).map(([k, v]) => [k, v] as [string, string])];
  if (header.lastUpdated) facts.push(['Last updated', header.lastUpdated.slice(0, 10)]);
  const parts = [`# ${header.title}`];
  if (header.description) parts.push(`> ${header.description.replace(/\s*\n\s*/g, ' ')}`);
  parts.push(facts.map(([k, v]) => `- ${k}: ${v}`).join('\n'));
  if (body.trim()) parts.push(body.trim());
  return `${parts.join('\n\n')}\n`;
}
