/**
 * `/llms.txt` in the llmstxt.org format: an H1 with the site's name, a blockquote summary, then H2
 * sections of links (`- [name](url): notes`); a section named "Optional" holds what an agent may skip.
 * `/llms-full.txt` is every listed twin in full, in the same order.
 */

export interface LlmsEntry {
  title: string;
  /** The twin's absolute URL. */
  url: string;
  description?: string;
}

export interface LlmsSection {
  name: string;
  entries: readonly LlmsEntry[];
}

export interface LlmsIndex {
  name: string;
  summary: string;
  /** Plain paragraphs between the summary and the sections. */
  details?: string;
  sections: readonly LlmsSection[];
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();
const linkText = (text: string) => oneLine(text).replace(/([[\]\\])/g, '\\$1');

export function llmsTxt(index: LlmsIndex): string {
  const parts = [`# ${oneLine(index.name)}`, `> ${oneLine(index.summary)}`];
  if (index.details) parts.push(index.details.trim());
  for (const section of index.sections) {
    if (section.entries.length === 0) continue;
    const lines = section.entries.map((e) => `- [${linkText(e.title)}](${e.url})${e.description ? `: ${oneLine(e.description)}` : ''}`);
    parts.push(`## ${section.name}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** Twins one after the other, each ending its predecessor with a thematic break. */
export function llmsFullTxt(twins: readonly string[]): string {
  return twins.map((t) => t.trimEnd()).join('\n\n---\n\n') + '\n';
}
