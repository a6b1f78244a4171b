/**
 * Finding and reading the site's sidebars file (build time only): `sidebars.js`, `sidebars.cjs`,
 * `sidebars.json` or `sidebars.ts` at the project root, the first that exists, as a Docusaurus site
 * may have any of them. Its default export is checked by parseSidebars.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SidebarsConfig } from './sidebar';
import { parseSidebars, SidebarShapeError } from './sidebars-schema';
import { importedPackage } from '../content/package-name';

export const SIDEBAR_FILES = ['sidebars.js', 'sidebars.cjs', 'sidebars.json', 'sidebars.ts'] as const;
export type SidebarFileName = (typeof SIDEBAR_FILES)[number];

/** The first sidebars file of `root` that exists, or null. */
export function findSidebarsFile(root: string, exists: (path: string) => boolean = existsSync): SidebarFileName | null {
  return SIDEBAR_FILES.find((name) => exists(join(root, name))) ?? null;
}

/** A module's default export (or `module.exports`), imported by its path, which only Node resolves. */
async function importByPath(path: string): Promise<unknown> {
  const mod = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(resolve(path)).href)) as { default?: unknown };
  return mod.default ?? mod;
}

/**
 * The module's default export (or `module.exports`). For the project's own file the template keeps
 * the import analysable, so Next's bundler includes the project's `sidebars.*` files and nothing else
 * (and, not being a literal, it leaves the file's type out of the type check: an untyped sidebar
 * cannot fail it). A file of another root (a test's folder) is imported by its path; the bundled site
 * never asks for one.
 */
async function importModule(root: string, name: Exclude<SidebarFileName, 'sidebars.json'>): Promise<unknown> {
  if (resolve(root) !== resolve(process.cwd())) return importByPath(join(root, name));
  const mod = (await import(`../../sidebars.${name.slice('sidebars.'.length)}`)) as { default?: unknown };
  return mod.default ?? mod;
}

/**
 * The fix for a sidebars file that requires a file by the Docusaurus site's folders (`require('./docs/api/tiers.json')`):
 * the docs and blog now stand under content/, the static files under public/.
 */
function movedFolderHint(message: string): string {
  const required = /(?:Cannot find module|Could not resolve) ['"](\.\/(docs|blog|static)\/[^'"]+)['"]/.exec(message);
  if (!required) return '';
  const [, path, folder] = required;
  const moved = folder === 'static' ? path!.replace('./static/', './public/') : path!.replace('./', './content/');
  return `. The Docusaurus site's ${folder}/ folder is ${folder === 'static' ? 'public/' : `content/${folder}/`} here: require '${moved}'.`;
}

/**
 * The line that requires a package the project does not have, and the fix, for a sidebars file that
 * takes a helper from one (a Docusaurus site's own docs package, whose `fbContent` picks the public
 * sidebar): Node's "Cannot find module" names neither.
 */
function missingPackage(message: string, path: string): { line: number | null; hint: string } | null {
  const required = /Cannot find (?:module|package) '([^']+)'/.exec(message)?.[1];
  const name = required && importedPackage(required);
  if (!name) return null;
  const index = readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .findIndex((line) => line.includes(`'${required}'`) || line.includes(`"${required}"`));
  return {
    line: index < 0 ? null : index + 1,
    hint: `. It requires the package ${name}, which this project does not have: install it (npm install ${name}), or write in the file what it takes from the package.`,
  };
}

/** A sidebars file read (JSON, else by `load`) and checked; `name` names it in messages. */
async function readChecked(name: string, path: string, load: () => Promise<unknown>): Promise<SidebarsConfig> {
  let value: unknown;
  try {
    value = path.endsWith('.json') ? JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, '')) : await load();
  } catch (error) {
    const message = (error as Error).message;
    const missing = missingPackage(message, path);
    throw new SidebarShapeError(`${name}${missing?.line ? `:${missing.line}` : ''}: cannot be read: ${message.split('\n')[0]}${missing?.hint ?? movedFolderHint(message)}`);
  }
  return parseSidebars(value, name);
}

/** The sidebars of a file given by its path (the check's `--sidebars`): JSON, or a module Node can import. */
export const readSidebarsFile = (path: string): Promise<SidebarsConfig> => readChecked(path, path, () => importByPath(path));

export interface LoadedSidebars {
  file: SidebarFileName;
  sidebars: SidebarsConfig;
}

/** Reads, checks and normalizes the project's sidebars; none at all is no sidebar, as in Docusaurus. */
export async function loadSidebars(root: string = process.cwd()): Promise<LoadedSidebars> {
  const file = findSidebarsFile(root);
  if (!file) return { file: 'sidebars.ts', sidebars: {} };
  return { file, sidebars: await readChecked(file, join(root, file), () => importModule(root, file as Exclude<SidebarFileName, 'sidebars.json'>)) };
}

/**
 * What is wrong with Docusaurus's `docs.sidebarPath`, or null. Every Docusaurus configuration names its
 * sidebars file there; here the file is always the first of SIDEBAR_FILES at the project root, so the
 * option may stay as long as it names that file (`sidebars.js` for the `sidebars.cjs` it was renamed to).
 * `false` (docs without sidebars) holds when there is none.
 */
export function sidebarPathProblem(sidebarPath: string | false | undefined, found: SidebarFileName | null, root: string): string | null {
  if (sidebarPath === undefined) return null;
  const read = `the sidebars are read from the project root's ${SIDEBAR_FILES.join(', ')} (the first that exists)`;
  if (sidebarPath === false) return found ? `false leaves the docs without sidebars, but ${read}, and ${found} exists. Delete ${found} for docs without sidebars, or remove sidebarPath.` : null;
  const named = relative(root, resolve(root, sidebarPath)).split('\\').join('/');
  if (named === found) return null;
  // A CommonJS sidebars.js is renamed sidebars.cjs here (the project is an ES module, README "Moving a
  // Docusaurus site here"), so the name the site's configuration gives it still names the file read.
  if (named === 'sidebars.js' && found === 'sidebars.cjs') return null;
  if (found) return `"${sidebarPath}" names ${named}, but ${read}: ${found}. Write './${found}', or remove sidebarPath.`;
  return `"${sidebarPath}" names ${named}, which is not read: ${read}, and there is none. Move the sidebars file there, or remove sidebarPath.`;
}
