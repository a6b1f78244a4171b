import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, basename, isAbsolute, join, posix, relative as relativePath } from 'node:path';
import { isOffSiteUrl, malformedEscapeProblem, splitSuffix } from '../markup/urls';
import { PAGES_ROUTER_FOLDERS } from '../checks/public-files';
import { providedSiteExport } from './provided-components';

/**
 * Files that sit beside a doc (`![](./img/x.png)`, `[sheet](./files/a.pdf)`, `require('./x.png')`)
 * and files under `public/` named the Docusaurus way (`@site/static/img/x.png`). A file beside a doc
 * is published under `/assets/images/` or `/assets/files/` with a content hash in its name, as
 * Docusaurus does, so a changed file gets a new URL; scripts/lib/content-assets.ts copies the files
 * the pages link to into the export.
 */

/** Where published copies of files beside docs live in the export. */
export const ASSET_URL_PREFIX = '/assets/';
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.bmp']);
/** Links to these are links to pages (lib/content/remark-markdown-links.ts), not files. */
const PAGE_EXTENSIONS = new Set(['.md', '.mdx']);

/** A URL that points at a file relative to the page's source: `./x`, `../x` or a bare `img/x.png`. */
export function isRelativeFileUrl(url: string): boolean {
  if (!url || url.startsWith('#') || url.startsWith('/') || url.startsWith('@') || isOffSiteUrl(url)) return false;
  const path = url.split(/[?#]/)[0]!;
  const extension = extname(path).toLowerCase();
  // A letter first, so `./v1.2` (a doc id with a dot) is not taken for a file.
  return /^\.[a-z][a-z\d]{0,5}$/.test(extension) && !PAGE_EXTENSIONS.has(extension);
}

/** The published URL of a file beside a doc, from its content: `/assets/images/x-1a2b3c4d.png`. */
export function hashedAssetUrl(fileName: string, bytes: Buffer | string): string {
  const extension = extname(fileName);
  const stem = basename(fileName, extension).replace(/[^\w.-]+/g, '-');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const kind = IMAGE_EXTENSIONS.has(extension.toLowerCase()) ? 'images' : 'files';
  return `${ASSET_URL_PREFIX}${kind}/${stem}-${hash}${extension}`;
}

/** `@site/static/img/x.png` → `/img/x.png` (Docusaurus's static folder is `public/` here), else null. */
export function siteStaticUrl(path: string): string | null {
  const match = /^@site\/static\/(.+)$/.exec(path);
  return match ? `/${match[1]}` : null;
}

/**
 * Where a path under a Docusaurus site's root (what follows `@site/`) is in this project: the site's
 * `docs/` and `blog/` folders are under content/ here and its `static/` folder is public/, so
 * `@site/docs/_common/x.mdx` means content/docs/_common/x.mdx; anything else keeps its place.
 */
export function siteRootPath(path: string, { contentDir = 'content', publicDir = 'public' } = {}): string {
  const [first = '', ...rest] = path.split('/');
  if (first === 'docs' || first === 'blog') return posix.join(contentDir, path);
  if (first === 'static') return posix.join(publicDir, ...rest);
  return path;
}

/**
 * The file under `publicDir` that a site path (`/img/x.png?v=2`) is served from. A path with a `%`
 * that is no escape names none: the error says so, and what to write (malformedEscapeProblem, which
 * the checks call first to name the file or key that wrote it).
 */
export function publicFileOf(sitePath: string, publicDir: string): string {
  const problem = malformedEscapeProblem(sitePath);
  if (problem) throw new URIError(problem);
  return join(publicDir, decodeURIComponent(splitSuffix(sitePath)[0]));
}

export type AssetResolution = { url: string; file: string } | { problem: string };

/**
 * The URL a page should use for a file it names: a file beside the doc (relative to `sourceFile`,
 * a path under `contentDir`) or `@site/static/…` under `publicDir`. Null when the URL is neither
 * (an absolute URL, a page link, an anchor): it is left as written. With `link` (a Markdown link,
 * not an image), a relative path that names no file but a doc (`x.md`, `x.mdx`) or a folder of docs
 * is that page's URL, as Docusaurus's transformLinks leaves a link whose file is not there:
 * `[migration](migration-0.x-to-1.x)` is the doc beside this one, whatever its dots look like, and
 * the link check judges it. A link that names nothing at all is still reported here, with the file.
 */
export function resolveAsset(
  url: string,
  sourceFile: string,
  { root = process.cwd(), contentDir = 'content', publicDir = 'public', link = false }: { root?: string; contentDir?: string; publicDir?: string; link?: boolean } = {},
): AssetResolution | null {
  const [path, suffix = ''] = splitSuffix(url);
  const staticUrl = siteStaticUrl(path);
  const malformed = staticUrl !== null || isRelativeFileUrl(path) ? malformedEscapeProblem(url) : null;
  if (malformed) return { problem: malformed };
  if (staticUrl !== null) {
    const file = join(root, publicDir, decodeURIComponent(staticUrl));
    if (!isFile(file)) return { problem: `"${url}" names ${publicDir}${staticUrl}, which does not exist. Put the file there, or fix the path.` };
    return { url: `${staticUrl}${suffix}`, file };
  }
  if (!isRelativeFileUrl(path)) return null;
  const relative = posix.normalize(posix.join(posix.dirname(sourceFile), decodeURIComponent(path)));
  const file = join(root, contentDir, relative);
  if (!relative.startsWith('..') && isFile(file)) return { url: `${hashedAssetUrl(file, readFileSync(file))}${suffix}`, file };
  // content/ stands where the Docusaurus site's root stood (docs/, versioned_docs/, blog/), so a path
  // that climbs out of the docs into that root's static/ folder (`../../static/img/x.png`) means public/.
  const staticPath = /^static\/(.+)$/.exec(relative)?.[1];
  if (staticPath !== undefined) {
    const staticFile = join(root, publicDir, staticPath);
    if (isFile(staticFile)) return { url: `/${staticPath}${suffix}`, file: staticFile };
    return { problem: `"${url}" names the Docusaurus static folder, public/ here, but public/${staticPath} does not exist. Put the file there, or fix the path.` };
  }
  if (link && [`${file}.md`, `${file}.mdx`].some(isFile)) return null;
  if (link && existsSync(file) && statSync(file).isDirectory()) return null;
  return { problem: `"${url}" names ${contentDir}/${relative}, which does not exist. Put the file beside the page, or fix the path.` };
}

/**
 * The file a path that a file in `dir` (absolute) imports names: `@site/static/…` under public/
 * (Docusaurus's static folder), `@site/docs/…` and `@site/blog/…` under content/, another `@site/…`
 * from the project root, `./…` or `../…` beside the importing file. Null for anything else (a package).
 */
export function importedFileFrom(path: string, dir: string, { root = process.cwd(), contentDir = 'content', publicDir = 'public' } = {}): string | null {
  const staticUrl = siteStaticUrl(path);
  if (staticUrl !== null) return join(root, publicDir, decodeURIComponent(staticUrl));
  const site = /^@site\/(.+)$/.exec(path);
  if (site) return join(root, siteRootPath(site[1]!, { contentDir, publicDir }));
  return /^\.\.?\//.test(path) ? join(dir, path) : null;
}

/** The file a path that a page imports names, as importedFileFrom, for the page at `sourceFile` under content/. */
export function importedFileOf(path: string, sourceFile: string, { root = process.cwd(), contentDir = 'content', publicDir = 'public' } = {}): string | null {
  return importedFileFrom(path, join(root, contentDir, posix.dirname(sourceFile)), { root, contentDir, publicDir });
}

type ImportedFile = { file: string } | { problem: string } | null;

/**
 * `path`'s file, or the problem that it is outside the project or not there. `asModule`: a path
 * written without its extension names a script, as webpack's resolve.extensions finds it
 * (`!!raw-loader!./_myComponent` reads `_myComponent.tsx`).
 */
function checkedImport(spec: string, path: string, sourceFile: string, options: { root?: string; contentDir?: string; publicDir?: string }, verb: string, asModule = false): ImportedFile {
  const file = importedFileOf(path, sourceFile, options);
  if (file === null) return null;
  const root = options.root ?? process.cwd();
  const shown = relativePath(root, file).split('\\').join('/');
  if (shown.startsWith('..') || isAbsolute(shown)) return { problem: `"${spec}" ${verb} ${file}, outside the project. Copy the file into the project and import it from there.` };
  if (isFile(file)) return { file };
  const script = asModule && !extname(file) ? moduleCandidates(file).find(isFile) : undefined;
  if (script) return { file: script };
  // A Docusaurus site keeps example files in src/pages/, which Next.js would read as a router here.
  const routerFolder = PAGES_ROUTER_FOLDERS.find((folder) => shown.startsWith(`${folder}/`));
  const fix = routerFolder
    ? `Put the file in another folder, such as examples/ (Next.js would read ${routerFolder}/ as a router beside app/), and import it from there.`
    : 'Put the file there, or fix the path.';
  return { problem: `"${spec}" ${verb} ${shown}${asModule && !extname(file) ? ' (or a script of that name)' : ''}, which does not exist. ${fix}` };
}

/**
 * A JSON file a page imports (`import versions from './versions.json'`), whose value is the file's
 * data, as Docusaurus's bundler gives it: the file, beside the page or from `@site/`. Null when `spec`
 * names no JSON file of the project (a package's is the bundler's to find).
 */
export function resolveDataImport(spec: string, sourceFile: string, options: { root?: string; contentDir?: string; publicDir?: string } = {}): ImportedFile {
  return /\.json$/i.test(spec) ? checkedImport(spec, spec, sourceFile, options, 'names') : null;
}

/**
 * The path a yaml-loader import reads (`import intents from '!!yaml-loader!../intents/intents.yaml'`,
 * which a Docusaurus site with the yaml-loader package answers with the file's data), or null.
 */
export function yamlImportPath(spec: string): string | null {
  return /^!*yaml-loader!(.+)$/.exec(spec)?.[1] ?? null;
}

/** A yaml-loader import's file (yamlImportPath), beside the page or from `@site/`; null for any other import. */
export function resolveYamlImport(spec: string, sourceFile: string, options: { root?: string; contentDir?: string; publicDir?: string } = {}): ImportedFile {
  const path = yamlImportPath(spec);
  return path === null ? null : checkedImport(spec, path, sourceFile, options, 'reads');
}

/**
 * The path an import of a file's text reads, or null for any other import: raw-loader's inline form
 * (`!!raw-loader!./example.js`), or the `?raw` resource query (`./example.ts?raw`, with or without
 * webpack's `!!`/`-!` prefix), which a Docusaurus site's own webpack rule (`resourceQuery: /raw/`,
 * `type: 'asset/source'`) answers with the file's text, as Vite does by default.
 */
export function rawImportPath(spec: string): string | null {
  const loader = /^!*raw-loader!(.+)$/.exec(spec);
  if (loader) return loader[1]!;
  return /^(?:!!?|-!)?((?:\.\.?|@site)\/.+)\?raw$/.exec(spec)?.[1] ?? null;
}

/**
 * An import of a file's text (rawImportPath), with which Docusaurus pages show a file, usually in a
 * `<CodeBlock>`: the file it reads, beside the page or (`@site/…`) from the project root, anywhere in
 * the project. Null when `spec` is no such import.
 */
export function resolveRawImport(spec: string, sourceFile: string, options: { root?: string; contentDir?: string; publicDir?: string } = {}): ImportedFile {
  const path = rawImportPath(spec);
  return path === null ? null : checkedImport(spec, path, sourceFile, options, 'reads', true);
}

/**
 * A stylesheet a page imports for its own look (`import './timeline.css'`, `import
 * '@site/static/css/timeline.css'`), as Docusaurus pages may: the file, beside the page, under
 * public/ or elsewhere in the project. Null for anything else, a package's stylesheet included.
 */
export function resolveStylesheetImport(spec: string, sourceFile: string, options: { root?: string; contentDir?: string; publicDir?: string } = {}): ImportedFile {
  return /\.css$/i.test(spec) ? checkedImport(spec, spec, sourceFile, options, 'names') : null;
}

/** What a bundler tries after a module path without its extension, in order. */
const MODULE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs'];

/**
 * A script module a page imports from Docusaurus's static folder (`import Api from
 * '@site/static/js/api.jsx'`, or a relative path that climbs into it): webpack bundles it as any
 * module, so here it is the file under public/, which the content build bundles with the page (and
 * which is still published as it is, as Docusaurus copies its static folder). Null for any other
 * import; the problem when the module is not there.
 */
export function resolveStaticModule(
  spec: string,
  sourceFile: string,
  { root = process.cwd(), publicDir = 'public' }: { root?: string; contentDir?: string; publicDir?: string } = {},
): ImportedFile {
  const climbed = /^\.\.?\//.test(spec) ? /^static\/(.+)$/.exec(posix.normalize(posix.join(posix.dirname(sourceFile), spec)))?.[1] : undefined;
  const inStatic = siteStaticUrl(spec)?.slice(1) ?? climbed;
  if (inStatic === undefined) return null;
  const extension = extname(inStatic).toLowerCase();
  if (extension && !MODULE_EXTENSIONS.includes(extension)) return null;
  const base = join(root, publicDir, decodeURIComponent(inStatic));
  const file = (extension ? [base] : moduleCandidates(base)).find(isFile);
  if (file) return { file };
  // No extension and no script of that name: a file of another kind, named without its extension.
  if (!extension) return null;
  return { problem: `"${spec}" names ${publicDir}/${inStatic}, which does not exist. Put the file there, or fix the path.` };
}

/** The files a bundler tries for a module path without its extension: each script extension, then a folder's `index`. */
const moduleCandidates = (base: string) => [...MODULE_EXTENSIONS.map((e) => `${base}${e}`), ...MODULE_EXTENSIONS.map((e) => join(base, `index${e}`))];

/**
 * A script module a page imports by a relative path (`import CardGrid from '../../components/CardGrid'`),
 * which a bundler looks for with each script extension and as a folder's `index`: the problem when
 * none is there, or null (found, or no such import: a package, a partial, a file of another kind).
 * A path that climbs out of the docs or blog into the Docusaurus site's own folders is the site's
 * component (siteFolderImport), which does not come with the content; once the site provides a
 * component of each name the import reads (`exports`, as MdxImport names them), it resolves to those.
 */
export function moduleImportProblem(
  spec: string,
  sourceFile: string,
  { root = process.cwd(), contentDir = 'content', publicDir = 'public', exports = ['default'] }: { root?: string; contentDir?: string; publicDir?: string; exports?: readonly string[] } = {},
): string | null {
  if (!/^\.\.?\//.test(spec)) return null;
  const extension = extname(spec).toLowerCase();
  if (extension && !MODULE_EXTENSIONS.includes(extension)) return null;
  const inStatic = resolveStaticModule(spec, sourceFile, { root, publicDir });
  if (inStatic) return 'problem' in inStatic ? inStatic.problem : null;
  const relative = posix.normalize(posix.join(posix.dirname(sourceFile), spec));
  const base = join(root, contentDir, relative);
  const candidates = extension ? [base] : moduleCandidates(base);
  if (candidates.some(isFile)) return null;
  const site = siteFolderImport(spec, sourceFile, { root, contentDir });
  if (site) {
    if (exports.length > 0 && exports.every((exported) => providedSiteExport(site, exported))) return null;
    return `the import "${spec}" names the Docusaurus site's own ${relative}, which does not come with the content (content/ stands where the site's root stood). Rewrite the component under components/mdx/ and add it, by the name the page imports, to the MDX components map (components/mdx/MdxContent.tsx) and to lib/content/provided-components.ts: the import then resolves to it, as "${site}" does. Or remove the import and the elements that use it.`;
  }
  return `the import "${spec}" names ${contentDir}/${relative}, which does not exist${extension ? '' : ` with any of ${MODULE_EXTENSIONS.join(', ')} or as a folder's index`}. Put the file there, or fix the path.`;
}

/**
 * The `@site/` path of a relative import that climbs out of the docs or blog into the Docusaurus
 * site's own folders (`../../../src/components/Playground` from `docs/examples/select/`, which
 * webpack resolved to the site's `src/`, is `@site/src/components/Playground`), or null: another
 * import, a path into the static folder (resolveStaticModule) or a script that is there.
 */
export function siteFolderImport(spec: string, sourceFile: string, { root = process.cwd(), contentDir = 'content' } = {}): string | null {
  if (!/^\.\.?\//.test(spec)) return null;
  const relative = posix.normalize(posix.join(posix.dirname(sourceFile), spec));
  const [top = ''] = relative.split('/');
  if (relative.startsWith('..') || ['docs', 'blog', 'versioned_docs', 'static'].includes(top)) return null;
  const base = join(root, contentDir, relative);
  const extension = extname(spec).toLowerCase();
  if ((MODULE_EXTENSIONS.includes(extension) ? [base] : moduleCandidates(base)).some(isFile)) return null;
  return `@site/${relative}`;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}
