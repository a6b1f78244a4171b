import { proseCaptures, proseLines } from './content';
import type { SourceFormat } from '../content/markdown-format';
import { splitFrontMatter } from '../schema/split-front-matter';

/**
 * The links a page's source renders as written, read without compiling it: the early link check
 * (site-links.ts) judges only these, so what it cannot be sure renders a link (code, comments, a
 * CommonMark HTML block) is passed over. A link passed over is left to the link check after the build.
 */

export interface SiteLink {
  href: string;
  line: number;
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * The source with what renders no link blanked, line breaks kept: front matter, HTML and MDX comments,
 * math, and in a CommonMark file indented code and HTML blocks (whose Markdown is not read). Blanking
 * can only lose a link, never make one.
 */
function renderedText(source: string, format: SourceFormat): string {
  const frontMatter = splitFrontMatter(source).lines;
  const text = source.replace(/<!--[\s\S]*?-->/g, blank).replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, blank);
  let inHtml = false;
  let inMath = false;
  return text
    .split('\n')
    .map((line, index) => {
      if (index < frontMatter) return '';
      if (line.trim() === '$$' || inMath) {
        inMath = line.trim() === '$$' ? !inMath : inMath;
        return '';
      }
      const prose = line.replace(/\$[^$]+\$/g, blank);
      if (format === 'mdx') return prose;
      if (inHtml || /^ {0,3}<[A-Za-z/!?]/.test(line)) {
        inHtml = line.trim() !== '';
        return '';
      }
      return /^( {4}|\t)/.test(line) ? '' : prose;
    })
    .join('\n');
}

/** Link reference definitions (`[label]: /docs/x`) that a reference in the page uses: an unused one renders nothing. */
function usedDefinitions(text: string): SiteLink[] {
  const definition = /^ {0,3}\[([^\]^][^\]]*)\]:\s*<?([^\s>]+)>?/;
  const lines = proseLines(text);
  const references = lines.filter(({ text: line }) => !definition.test(line)).map(({ text: line }) => line.toLowerCase());
  const normal = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();
  return lines.flatMap(({ text: line, line: number }) => {
    const match = definition.exec(line);
    if (!match) return [];
    const label = `[${normal(match[1]!)}]`;
    const used = references.some((reference) =>
      reference
        .replace(/\s+/g, ' ')
        .split(label)
        .slice(1)
        .some((after) => !after.startsWith('(') && !after.startsWith(':')),
    );
    return used ? [{ href: match[2]!, line: number }] : [];
  });
}

/**
 * A Markdown link, `[text](url "title")`: not an image (`![`) nor escaped (`\\[`), its text holding
 * brackets one deep (`[![badge](/b.svg)](/docs/x)` is one link, to /docs/x) and running over lines,
 * its address in angle brackets (`</docs/a b>`) or bare, with balanced parentheses (`/docs/f_(x)`).
 */
const INLINE_LINK = /(?<![\\!])\[(?:[^[\]\\]|\\.|\[(?:[^[\]\\]|\\.)*\])*\]\(\s*<?((?<=<)(?:[^>\n\\]|\\.)*|(?:[^()\s\\<]|\\.|\((?:[^()\s\\]|\\.)*\))+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** `<a href>`, unless marked to be left out of the link check as Docusaurus's `data-noBrokenLinkCheck`. */
const ANCHOR = /<a(?=\s)(?![^>]*\sdata-no[bB]roken[lL]ink[cC]heck)[^>]*?\shref=["']([^"'{}]+)["']/g;
/** Docusaurus's `<Link to>` (or `href`), in MDX. */
const LINK_ELEMENT = /<Link(?=\s)(?![^>]*\sdata-no[bB]roken[lL]ink[cC]heck)[^>]*?\s(?:to|href)=["']([^"'{}]+)["']/g;

/**
 * The links a page renders as written, with their lines: Markdown links, used reference
 * definitions, and `<a href>`, or in MDX `<Link to>`, with a literal address. Images are files,
 * which the missing-file check judges.
 */
export function renderedLinks(source: string, format: SourceFormat): SiteLink[] {
  const text = renderedText(source, format);
  const patterns = format === 'mdx' ? [INLINE_LINK, ANCHOR, LINK_ELEMENT] : [INLINE_LINK, ANCHOR];
  const links = [...proseCaptures(text, patterns).map(({ value, line }) => ({ href: value, line })), ...usedDefinitions(text)];
  // A backslash escapes punctuation in an address as in text: `/docs/a\_b` is /docs/a_b.
  return links.map(({ href, line }) => ({ href: href.replace(/\\([!-/:-@[-`{-~])/g, '$1'), line })).sort((a, b) => a.line - b.line);
}
