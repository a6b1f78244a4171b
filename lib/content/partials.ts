/**
 * MDX partials, as Docusaurus has them: a Markdown file or folder whose name starts with `_` is never
 * a page; a doc imports it (`import Intro from './_intro.mdx'`) and renders it in place (`<Intro />`).
 */

/** True for a `.md`/`.mdx` path (under content/docs or content/blog) with a segment that starts with `_`. */
export function isPartialPath(path: string): boolean {
  const segments = path.replaceAll('\\', '/').split('/');
  return /\.mdx?$/.test(path) && segments.some((segment) => segment.startsWith('_'));
}

/** The same rule as globs under the content folder, for contentlayer's exclude list. */
export const PARTIAL_GLOBS = ['docs/**/_*.{md,mdx}', 'docs/**/_*/**/*.{md,mdx}', 'versioned_docs/*/**/_*.{md,mdx}', 'versioned_docs/*/**/_*/**/*.{md,mdx}', 'blog/**/_*.{md,mdx}', 'blog/**/_*/**/*.{md,mdx}'] as const;

/**
 * True for an import of another Markdown file, by a relative path or, as Docusaurus sites share text
 * between versions (`@site/unversioned/_contributing.mdx`), from the project folder.
 */
export const isPartialImport = (source: string) => /^(?:\.\.?|@site)\/.*\.mdx?$/.test(source);

/** What a partial import whose file is not there fails with, after the file and line. */
export function missingPartialMessage(source: string): string {
  const from = source.startsWith('@site/') ? 'the project folder' : 'this file';
  return `the partial "${source}" does not exist. Fix the path (relative to ${from}) or create the file.`;
}
