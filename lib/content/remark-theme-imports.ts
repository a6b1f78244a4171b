import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { ImportDeclaration, Program, Statement } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import remarkComment from 'docusaurus-remark-comment';
import { remarkDirectiveSyntax } from './directives';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { docusaurusModuleProblem, isDocusaurusModule, DOCUSAURUS_MODULES } from './docusaurus-modules';
import { siteFolderImport, siteStaticUrl } from './doc-assets';
import { contentSourcePath, partialSourceOf, realSourcePath } from './compiled-file';
import { isPartialImport } from './partials';
import { splitFrontMatter } from '../schema/split-front-matter';
import { jsStringValue } from './js-string';
import { providedSiteExport, THEME_COMPONENTS } from './provided-components';
import { importedPackage, isWebpackAlias, MAPPED_IMPORT } from './package-name';

/**
 * `import Tabs from '@theme/Tabs'` in a Docusaurus doc: the import is removed and the JSX name then
 * comes from the site's MDX components (components/mdx/MdxContent.tsx), which hold a component for each
 * of these. `@docusaurus/*` modules (lib/content/docusaurus-modules.ts) stay imports, and
 * `@site/static/…` files resolve to `public/` (lib/content/remark-doc-assets.ts), `@site/…` Markdown
 * files are partials (lib/content/remark-partials.ts). Any other
 * `@theme/*`, `@site/*` or `@docusaurus/*` import has nothing to resolve to here and fails the build.
 */
export { THEME_COMPONENTS };

export { importedPackage };

/**
 * The file an error should name: a partial's own path (it is compiled under that path but with the
 * importing document's data, and the error's line is the partial's), else the content layer's source
 * path when it is known.
 */
export function sourceFileOf(file: VFile): string {
  const real = realSourcePath(file.path);
  if (real) return relative(process.cwd(), real).split(sep).join('/');
  const source = contentSourcePath(file);
  return source ? `content/${source}` : (file.path ?? 'an MDX file');
}

export interface MdxImport {
  source: string;
  /** The local names it binds (default and named). */
  locals: string[];
  /** The exports it binds, as `locals` in order: `default`, a named export's name, or `*` for a namespace. */
  exports: string[];
  line: number;
}

/** The bindings of an import's clause (`A, { b as c }`, `* as ns`): each local name and the export it reads. */
export function importBindings(clause: string): { locals: string[]; exports: string[] } {
  const locals: string[] = [];
  const exports: string[] = [];
  const bind = (local: string | undefined, exported: string) => {
    if (!local) return;
    locals.push(local);
    exports.push(exported);
  };
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = braces ? clause.replace(braces[0], ',') : clause;
  for (const part of outside.split(',').map((p) => p.trim())) {
    const namespace = /^\*\s*as\s+([\w$]+)$/.exec(part);
    if (namespace) bind(namespace[1], '*');
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) bind(part, 'default');
  }
  for (const item of braces?.[1]!.split(',') ?? []) {
    const [exported, local] = item.trim().split(/\s+as\s+/);
    if (exported) bind(local ?? exported, exported);
  }
  return { locals, exports };
}

/** A JSON file of the site's folder, such as `@site/src/data/versions.json`: its data (lib/content/remark-doc-assets.ts). */
const isSiteDataImport = (source: string) => source.startsWith('@site/') && /\.json$/i.test(source);

/**
 * `/components/X.jsx`: webpack reads a path that starts at `/` from the site's folder (its default
 * `resolve.roots`), so a Docusaurus page may import the site's own files so; esbuild here would look
 * for it at the machine's root and report only "Could not resolve".
 */
const isRootImport = (source: string) => /^\/(?!\/)/.test(source);

/**
 * For a script of the site's folder that may hold only data (Casbin's docs import
 * `{ AdapterGoData } from "@site/src/tableData/AdapterData/AdapterGoData"`, an `export const` of an
 * array): the JSON file that data can become, which a doc may import (isSiteDataImport). A `.jsx` or
 * `.tsx` file, or one under a `components/` folder, is a component and gets no such hint.
 */
function dataFileHint(site: string): string {
  if (!site.startsWith('@site/') || /\.(jsx|tsx)$/i.test(site) || site.includes('/components/')) return '';
  const json = `${site.replace(/\.(c|m)?(js|ts)$/i, '')}.json`;
  return ` If ${site} only holds data (\`export const rows = […]\`), write it as JSON in ${json} and import that: a JSON file of the site's folder is read as its data, each top-level key a named export.`;
}

/**
 * For an import of the site's own components: how to keep the pages that import it as they are, by
 * providing a component of each name it reads (lib/content/provided-components.ts), the file's name for
 * its default export, each named export's own.
 */
function componentHint(site: string, exports: readonly string[]): string {
  if (!site.startsWith('@site/') || /\.(json|css)$/i.test(site) || exports.includes('*')) return '';
  const names = exports.map((exported) => (exported === 'default' ? site.replace(/\.[a-z]+$/i, '').replace(/\/index$/, '').split('/').pop() : exported));
  if (names.length === 0 || !names.every((name) => name && /^[A-Z][\w$]*$/.test(name))) return '';
  if (names.length === 1) return ` To keep the pages that import it as they are, rewrite it as components/mdx/${names[0]}.tsx and add ${names[0]} to the map in components/mdx/MdxContent.tsx and to lib/content/provided-components.ts: this import then resolves to it.`;
  const list = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return ` To keep the pages that import them as they are, rewrite ${list} as components of components/mdx/ and add each, by that name, to the map in components/mdx/MdxContent.tsx and to lib/content/provided-components.ts: this import then resolves to them.`;
}

const nothingToResolve = (shown: string, site: string, exports: readonly string[]) =>
  `the import ${shown} has nothing to resolve to on this site. Docs may import ${THEME_COMPONENTS.map((c) => `@theme/${c}`).join(', ')}, ${Object.keys(DOCUSAURUS_MODULES).join(', ')}, files under @site/static/ and JSON files of the site's folder (@site/src/data/x.json); for anything else, use a component of components/mdx/ or a file in public/ by its URL.${dataFileHint(site)}${componentHint(site, exports)}`;

/**
 * The import a doc may not use, with the fix, or null when it is one of the theme components or
 * reads only components of the site's own that the site provides (providedSiteExport). `exports`:
 * what it binds, `default`, a named export's name or `*` (MdxImport), a default import when not given.
 */
export function themeImportProblem(source: string, exports: readonly string[] = ['default']): string | null {
  if (isRootImport(source)) {
    const site = `@site${source}`;
    const shown = `"${source}" (webpack reads it from the site's folder, as "${site}")`;
    return themeImportProblem(site, exports) === null ? `the import ${shown} is read here only as "${site}": write it so.` : nothingToResolve(shown, site, exports);
  }
  if (source.startsWith('@docusaurus/')) return docusaurusModuleProblem(source);
  if (siteStaticUrl(source) !== null) return null;
  if (!source.startsWith('@theme/') && !source.startsWith('@site/')) return null;
  // A page's own stylesheet (lib/content/remark-stylesheet-imports.ts): its file is checked as a file.
  if (source.startsWith('@site/') && /\.css$/i.test(source)) return null;
  // A partial from the project folder (lib/content/remark-partials.ts).
  if (isPartialImport(source)) return null;
  if (isSiteDataImport(source)) return null;
  const name = source.slice('@theme/'.length);
  if (source.startsWith('@theme/') && (THEME_COMPONENTS as readonly string[]).includes(name)) return null;
  if (source.startsWith('@site/') && exports.length > 0 && exports.every((exported) => providedSiteExport(source, exported))) return null;
  return nothingToResolve(`"${source}"`, source, exports);
}

/**
 * Import statements in an MDX source (outside code fences), with the names they bind and the line
 * each starts on. A statement may run over several lines (`import {⏎  whereIn⏎} from './where'`, as
 * formatters leave it), up to the blank line that ends MDX's block of imports. An
 * ```` ```mdx-code-block ```` fence is no code fence: Docusaurus renders its content as MDX, imports
 * included (lib/content/docusaurus-source.ts drops its fence lines before the compile). A line inside
 * a JSX attribute's text is no import, though it reads as one: a component that shows code, given it
 * as a template literal (`<CodeRunner file={`…`} />`), holds the example's own imports; such a page
 * is parsed, and only the lines of its ESM blocks are kept.
 */
export function findImports(source: string): readonly MdxImport[] {
  let found = importsBySource.get(source);
  if (!found) {
    // Bounded, for `npm run dev`'s long-lived process, where every save brings a new source.
    if (importsBySource.size >= MAX_REMEMBERED_SOURCES) importsBySource.clear();
    found = Object.freeze(scanImports(source));
    importsBySource.set(source, found);
  }
  return found;
}

/**
 * The check asks for a page's imports in several of its parts (missing files, partials, the authoring
 * checks), and a page whose elements hold text over several lines is parsed whole to answer: each
 * source is read once.
 */
const importsBySource = new Map<string, readonly MdxImport[]>();
const MAX_REMEMBERED_SOURCES = 20_000;

const IMPORT_STATEMENT = /^import\s+(?:([\s\S]*?)\s*from\s*)?['"]([^'"]+)['"]/;
/** The statement at the start of the text names its source (`… from 'x'`, or `import 'x'`). */
const STATEMENT_HAS_SOURCE = /^import\s*['"]|^[^;]*?\bfrom\s*['"]/;

function scanImports(source: string): MdxImport[] {
  const found: MdxImport[] = [];
  const wrapperLines: number[] = [];
  let fence: string | null = null;
  const wrappers: string[] = [];
  let resumeAt = 0;
  const lines = source.split(/\r?\n/);
  lines.forEach((line, index) => {
    const fenceLine = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (fenceLine) {
      const [, marks = '', info = ''] = fenceLine;
      const wrapper = wrappers[wrappers.length - 1];
      if (fence) {
        if (marks[0] === fence[0] && marks.length >= fence.length) fence = null;
      } else if (/^mdx-code-block\b/.test(info.trim())) {
        wrappers.push(marks);
        wrapperLines.push(index);
      } else if (!info.trim() && wrapper && marks[0] === wrapper[0] && marks.length >= wrapper.length) {
        wrappers.pop();
        wrapperLines.push(index);
      } else fence = marks;
      return;
    }
    if (fence || index < resumeAt || !/^import\b/.test(line)) return;
    // A long list of names is written over several lines (`import {`, one name a line, `} from 'x'`),
    // as Prettier writes it: a statement runs to its source, within its ESM block. Prettier's prose
    // wrap also leaves several statements on one line (`import A from 'a'; import {B,⏎C} from 'b';`):
    // each is read in turn, at the line it starts on.
    let text = line;
    let last = index;
    let at = 0;
    for (;;) {
      while (!STATEMENT_HAS_SOURCE.test(text.slice(at)) && last + 1 < lines.length && lines[last + 1]!.trim()) text += `\n${lines[++last]}`;
      const match = IMPORT_STATEMENT.exec(text.slice(at));
      if (!match) break;
      found.push({
        source: jsStringValue(match[2]!),
        ...importBindings(match[1] ?? ''),
        line: index + 1 + (text.slice(0, at).match(/\n/g)?.length ?? 0),
      });
      const next = /^\s*;?\s*(?=import\b)/.exec(text.slice(at + match[0].length));
      if (!next) break;
      at += match[0].length + next[0].length;
    }
    resumeAt = last + 1;
  });
  // Only a page that gives an element text running over lines can hide an import line in it; parsing
  // every page would cost the check more than all its other work on a page.
  if (found.length === 0 || !/\{\s*`|=\s*"[^"\n]*$/m.test(source)) return found;
  const esm = esmLines(source, wrapperLines);
  return esm ? found.filter((candidate) => esm.has(candidate.line)) : found;
}

/** The lines of a page's ESM blocks, as the MDX parser reads them; null when the page does not parse (the compile names its error). */
function esmLines(source: string, wrapperLines: readonly number[]): Set<number> | null {
  const lines = source.split(/\r?\n/);
  // An mdx-code-block fence's content is MDX: without its fence lines it parses as the compile reads it.
  for (const index of wrapperLines) lines[index] = '';
  const { body, lines: offset } = splitFrontMatter(lines.join('\n'));
  let tree: Root;
  try {
    tree = unified().use(remarkParse).use(remarkMdx).use(remarkComment).use(remarkDirectiveSyntax).parse(body);
  } catch {
    return null;
  }
  const esm = new Set<number>();
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    const { start, end } = node.position ?? {};
    if (start && end) for (let line = start.line; line <= end.line; line++) esm.add(line + offset);
  });
  return esm;
}


/** The import of a package the project does not have, with the fix; null for anything else. */
export function packageImportProblem(source: string, hasPackage: (name: string) => boolean): string | null {
  if (isWebpackAlias(source))
    return `the import "${source}" names no package (a package's scope is followed by its name, @scope/name): it is an alias of the Docusaurus site's webpack configuration (resolve.alias, which a plugin's configureWebpack sets), and that does not carry over. Import the file it stood for by its path (a JSON file of the site's folder is read as its data), or remove the import and the elements that use it.`;
  const name = importedPackage(source);
  if (name === null || hasPackage(name)) return null;
  return `the import "${source}" names the package ${name}, which this project does not have. Install it (npm install ${name}) if the page needs it, or remove the import and the elements that use it.`;
}

/** The export an import specifier reads, as MdxImport names it. */
function specifierExport(specifier: ImportDeclaration['specifiers'][number]): string {
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ImportNamespaceSpecifier') return '*';
  return specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
}

export function remarkThemeImports() {
  return (tree: Root, file: VFile) => {
    const renames = new Map<string, string>();
    const documentPath = partialSourceOf(file, process.cwd()) ?? contentSourcePath(file);
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm, index, parent) => {
      const program = node.data?.estree as Program | undefined;
      if (!program || index === undefined || !parent) return;
      const kept: Program['body'] = [];
      for (const statement of program.body) {
        const written = statement.type === 'ImportDeclaration' ? String(statement.source.value) : null;
        // A relative climb into the site's own folders (`../../src/components/Playground`) is read as its @site/ path.
        const site = written !== null && documentPath ? siteFolderImport(written, documentPath) : null;
        const source = site ?? written;
        // Earlier steps write the partials' imports as absolute paths of files that are there.
        const siteRootImport = source !== null && isRootImport(source) && !existsSync(source);
        const exports = statement.type === 'ImportDeclaration' ? statement.specifiers.map(specifierExport) : [];
        // One the site provides no component for is left to the check, which names it (moduleImportProblem).
        const unprovidedSite = site !== null && themeImportProblem(site, exports) !== null;
        if (statement.type !== 'ImportDeclaration' || !source || unprovidedSite || !(MAPPED_IMPORT.test(source) || siteRootImport) || isDocusaurusModule(source) || siteStaticUrl(source) !== null || isPartialImport(source) || isSiteDataImport(source)) {
          kept.push(statement);
          continue;
        }
        const problem = themeImportProblem(source, exports);
        if (problem) throw new Error(`${sourceFileOf(file)}:${statement.loc?.start.line ?? node.position?.start.line ?? 1}: ${problem}`);
        statement.specifiers.forEach((specifier, i) => {
          const canonical = providedSiteExport(source, exports[i]!) ?? source.slice('@theme/'.length);
          if (specifier.local.name !== canonical) renames.set(specifier.local.name, canonical);
        });
      }
      if (kept.length === program.body.length) return;
      if (kept.length === 0) {
        (parent.children as RootContent[]).splice(index, 1);
        return index;
      }
      program.body = kept as Statement[] as Program['body'];
    });
    if (renames.size === 0) return;
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && 'name' in node && typeof node.name === 'string') {
        const to = renames.get(node.name);
        if (to) node.name = to;
      }
    });
  };
}
