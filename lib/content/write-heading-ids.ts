import GithubSlugger from 'github-slugger';

/**
 * What `npm run write-heading-ids` does to one Markdown source, as `docusaurus write-heading-ids`
 * does: every h2–h6 without an explicit id gets one (the slug the page would give it), in the
 * classic `{#id}` form or the MDX comment form `{/* #id *\/}`. Ids already written are kept and
 * reserved, so new ones never collide with them; `migrate` rewrites them in the chosen form, and
 * `overwrite` replaces them with the slug of the text.
 */
export type HeadingIdSyntax = 'classic' | 'mdx-comment';

export interface WriteHeadingIdsOptions {
  syntax?: HeadingIdSyntax;
  migrate?: boolean;
  overwrite?: boolean;
  maintainCase?: boolean;
}

const HEADING = /^(#{2,6})(\s.*?)?\s*$/;
const EXPLICIT_ID = /\s*(?:\{#([^{}\s]+)\}|\{\/\*\s*#(\S+?)\s*\*\/\})$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** A heading line's text and explicit id (either written form), or null for any other line. */
export function parseHeadingLine(line: string): { hashes: string; text: string; id: string | undefined } | null {
  const heading = HEADING.exec(line);
  if (!heading) return null;
  const content = (heading[2] ?? '').trim();
  const explicit = EXPLICIT_ID.exec(content);
  return { hashes: heading[1]!, text: explicit ? content.slice(0, explicit.index).trimEnd() : content, id: explicit ? (explicit[1] ?? explicit[2]) : undefined };
}

export const formatHeadingId = (id: string, syntax: HeadingIdSyntax) => (syntax === 'mdx-comment' ? `{/* #${id} */}` : `{#${id}}`);

export function writeHeadingIds(source: string, { syntax = 'classic', migrate = false, overwrite = false, maintainCase = false }: WriteHeadingIdsOptions = {}): string {
  if (migrate && overwrite) throw new Error('write-heading-ids: use --migrate or --overwrite, not both.');
  const lines = source.split('\n');
  const slugger = new GithubSlugger();
  const slug = (text: string) => slugger.slug(text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').trim(), maintainCase);

  const inCode = new Set<number>();
  let fence: string | null = null;
  lines.forEach((line, i) => {
    const marks = FENCE.exec(line)?.[1];
    if (fence) {
      inCode.add(i);
      if (marks && marks[0] === fence[0] && marks.length >= fence.length && !line.slice(line.indexOf(marks) + marks.length).trim()) fence = null;
    } else if (marks) {
      inCode.add(i);
      fence = marks;
    }
  });
  const headings = lines.map((line, i) => (inCode.has(i) ? null : parseHeadingLine(line.replace(/\r$/, ''))));

  if (!overwrite) for (const heading of headings) if (heading?.id) slugger.slug(heading.id);

  return lines
    .map((line, i) => {
      const heading = headings[i];
      if (!heading || !heading.text) return line;
      const cr = line.endsWith('\r') ? '\r' : '';
      if (heading.id && !overwrite) return migrate ? `${heading.hashes} ${heading.text} ${formatHeadingId(heading.id, syntax)}${cr}` : line;
      return `${heading.hashes} ${heading.text} ${formatHeadingId(slug(heading.text), syntax)}${cr}`;
    })
    .join('\n');
}

/** The command line of `npm run write-heading-ids`: files, then the options; an unknown syntax throws. */
export function parseWriteHeadingIdsArgs(args: readonly string[]): { files: string[]; options: WriteHeadingIdsOptions } {
  const syntaxAt = args.indexOf('--syntax');
  const syntax = syntaxAt === -1 ? 'classic' : args[syntaxAt + 1];
  if (syntax !== 'classic' && syntax !== 'mdx-comment') {
    throw new Error(`write-heading-ids: --syntax takes classic ({#id}) or mdx-comment ({/* #id */}), not "${syntax ?? ''}".`);
  }
  return {
    files: args.filter((arg, i) => !arg.startsWith('--') && (syntaxAt === -1 || i !== syntaxAt + 1)),
    options: { syntax, migrate: args.includes('--migrate'), overwrite: args.includes('--overwrite'), maintainCase: args.includes('--maintain-case') },
  };
}
