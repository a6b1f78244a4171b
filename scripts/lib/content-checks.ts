import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { isPartialImport, isPartialPath, missingPartialMessage } from '../../lib/content/partials';
import { DOCUSAURUS_DEFAULT_EXCLUDE, excludingPattern, isPartialDocusaurusBuilds, type ExcludeOptions } from '../../lib/content/exclude';
import { findImports } from '../../lib/content/remark-theme-imports';
import type { SiteConfig } from '../../lib/config/types';
import { validateSiteConfig } from '../../lib/config/validate';
import { DOCS_ROUTE } from '../../lib/config/schema';
import { generatedIndexPages, type DocRef, type ExcludedDoc, type SidebarItem, type SidebarsConfig } from '../../lib/docs/sidebar';
import type { SiteRoutes } from '../../lib/checks/site-routes';
import { siteLinkFindings, siteRoutesOf, type SiteContent } from './site-links';
import { resolveSidebar, SidebarConfigError } from '../../lib/docs/resolve-sidebar';
import { readCategoryFiles } from '../../lib/docs/category-files';
import { docIdOf, docPathInfo, docUrlOf } from '../../lib/docs/routes';
import { checkFrontMatter, DOC_FRONT_MATTER, POST_FRONT_MATTER, splitFrontMatter } from '../../lib/schema/frontmatter';
import { offSitePictureFindings, parseAuthors } from '../../lib/blog/authors';
import { DataFileError } from '../../lib/schema/authors-tags';
import { parseTags } from '../../lib/blog/tags';
import { inlineTagFindings, postAuthors, resolvePostAuthors, truncateFinding } from '../../lib/blog/checks';
import { assertUniquePostUrls, blogPostUrl, DuplicatePostDateError, postDateOf } from '../../lib/blog/posts';
import { hasTruncateMarker } from '../../lib/content/text';
import {
  brokenMarkdownLinkFindings,
  contentDisplayPath,
  duplicateRouteFindings,
  fileReferences,
  relativeHtmlImages,
  headingLevelFindings,
  markdownLinks,
  offSiteResourceFindings,
  type ContentFile,
} from '../../lib/checks/content';
import { frontMatterFileReferences } from '../../lib/content/front-matter-files';
import { importedFileFrom, moduleImportProblem, publicFileOf, resolveAsset, resolveRawImport, resolveStylesheetImport, resolveYamlImport } from '../../lib/content/doc-assets';
import { contentRoute } from '../../lib/content/routes';
import { authoringFindings, type ContainersToRender, type MdxParseMemo } from '../../lib/checks/authoring';
import type { PageImport } from '../../lib/checks/script-imports';
import { containerRenderingSteps } from '../../lib/content/remark-docusaurus';
import { mergeRepeatedFindings, type Finding } from '../../lib/checks/findings';
import { pagesRouterFolderProblems, replacedPublicFileFindings } from '../../lib/checks/public-files';
import { readParameterFiles } from '../../lib/vital/data';
import { parameterDataProblems } from '../../lib/vital/checks';
import { PARAMETER_DATA_DIR } from '../../lib/vital/parameters';
import { listFiles } from './export-files';
import { markdownFilesOf } from './content-files';
import { BLOG_FOLDER, blogOptions } from '../../lib/config/blog';
import { brokenConfigLinkFindings, untranslatedLocaleFindings } from '../../lib/checks/config-links';
import { offSiteConfigMarkupFindings } from '../../lib/checks/config-markup';
import { isRootPath, malformedEscapeProblem, withoutFirstFolder } from '../../lib/markup/urls';
import { readVersionsFile, versionFilesDir, loadVersionedSidebars } from '../../lib/docs/versions-files';
import { isDocContentPath, resolveVersions, versionOfContentPath, type DocsVersion } from '../../lib/docs/versioning';
import { scoreProblems } from '../../lib/music/references';
import { sitePluginOptions } from '../../lib/content/mdx-plugins';

/**
 * Authoring checks that need only the sources: configuration, sidebar, authors, tags, posts, Markdown
 * file links, links to pages the export will not have, and duplicate routes. Errors stop the build;
 * findings are sorted by severity later.
 */
export interface ContentCheckResult {
  errors: string[];
  findings: Finding[];
  /** The files whose `:::name` containers a section's remark plugins may render, for unrenderedContainerFindings (check-content-run.ts). */
  containersToRender: ContainersToRender[];
  /** The pages' relative imports, for scriptImportErrors (check-content-run.ts). */
  pageImports: PageImport[];
  /** What the export will have, as the early link check knew it (null when the docs versions did not read). */
  siteRoutes: SiteRoutes | null;
}

/**
 * The Markdown and MDX files the build compiles (`built`), those `docs.exclude` and `blog.exclude`
 * leave out (`excluded`), each with the pattern that does (lib/content/exclude.ts), and the partials,
 * which are compiled with the docs that import them, not as pages of their own: paths under `dir`
 * (docs/…, blog/… when the site has a blog, and each cut version's versioned_docs/version-<name>/…),
 * sorted, from one listing of those folders.
 */
export function contentPathsByExclusion(dir: string, versionDirs: readonly string[], exclude: ExcludeOptions) {
  const built: string[] = [];
  const excluded: { path: string; pattern: string }[] = [];
  const partials: string[] = [];
  for (const path of markdownFilesOf(dir, ['docs', ...(blogOptions(exclude) !== null ? [BLOG_FOLDER] : []), ...versionDirs])) {
    if (isPartialPath(path)) {
      partials.push(path);
      continue;
    }
    const pattern = excludingPattern(path, exclude);
    if (pattern === null) built.push(path);
    else excluded.push({ path, pattern });
  }
  return { built, excluded, partials };
}

/**
 * Each partial that Docusaurus would build as a page, since the site's own `exclude` replaced its
 * default list there and names no pattern that leaves the file out (lib/content/exclude.ts).
 */
export function partialPageFindings(partials: readonly string[], exclude: ExcludeOptions): Finding[] {
  return partials
    .filter((path) => isPartialDocusaurusBuilds(path, exclude))
    .map((path) => {
      const section = path.startsWith(`${BLOG_FOLDER}/`) ? 'blog' : 'docs';
      return {
        check: 'partialPages',
        file: contentDisplayPath(path),
        message: `Docusaurus builds this partial as a page too, since ${section}.exclude replaces its default list (which leaves out names that start with _), and here a partial is never a page. To keep the page, rename the file without the _; else add Docusaurus's default patterns to ${section}.exclude: ${DOCUSAURUS_DEFAULT_EXCLUDE.map((p) => `'${p}'`).join(', ')}.`,
      };
    });
}

/** The Markdown and MDX files the build compiles. */
export const builtContentPaths = (dir: string, versionDirs: readonly string[], exclude: ExcludeOptions): string[] => contentPathsByExclusion(dir, versionDirs, exclude).built;

/** The docs versions the build makes (versions.json and the version options), as site.ts reads them. */
export function versionsOf(config: SiteConfig, contentDir = 'content'): DocsVersion[] {
  return resolveVersions(readVersionsFile(versionFilesDir(config.docs)), config.docs, config.docs.routeBasePath, { versionFilesDir: config.docs.versionFilesDir, contentRoot: contentDir });
}

function readContent(dir: string, paths: readonly string[]): ContentFile[] {
  return paths.map((path) => ({ path, source: readFileSync(join(dir, path), 'utf8') }));
}

/**
 * One version's files that `docs.exclude` leaves out, by the id each would have (read from its front
 * matter as the build would), so that a reference to one names the pattern. An error when the
 * patterns leave out every doc of the version: the site would have none to show.
 */
function excludedDocs(dir: string, version: DocsVersion, excluded: readonly { path: string; pattern: string }[], built: readonly ContentFile[]) {
  const own = excluded.filter(({ path }) => path.startsWith(`${version.contentDir}/`));
  const byId = new Map<string, ExcludedDoc>();
  for (const { path, pattern } of own) {
    const { data } = splitFrontMatter(readFileSync(join(dir, path), 'utf8'));
    const str = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : undefined);
    const id = docIdOf(versionOfContentPath(path).docsPath, { id: str('id'), slug: str('slug'), parse_number_prefixes: data.parse_number_prefixes === false ? false : undefined });
    if (!byId.has(id)) byId.set(id, { file: contentDisplayPath(path), pattern });
  }
  const every =
    own.length > 0 && !built.some((file) => file.path.startsWith(`${version.contentDir}/`))
      ? `site.config.ts: docs.exclude leaves out every doc of ${contentDisplayPath(version.contentDir)}/ (${own.length} file${own.length === 1 ? '' : 's'}; ${[...new Set(own.map((e) => `"${e.pattern}"`))].join(', ')}). Its patterns name the files that are not docs, read from each version's folder (such as '**/README.md'): narrow them, or remove docs.exclude.`
      : null;
  return { byId, every };
}

/** Front matter checked against its schema: errors name the file, key and type; unknown keys warn. */
function frontMatterOf(file: ContentFile, errors: string[], findings: Finding[]): Record<string, unknown> {
  const display = contentDisplayPath(file.path);
  const { data, error } = splitFrontMatter(file.source);
  if (error) {
    errors.push(`${display}: ${error}`);
    return data;
  }
  const report = isDocContentPath(file.path) ? checkFrontMatter(DOC_FRONT_MATTER, data, display) : checkFrontMatter(POST_FRONT_MATTER, data, display);
  errors.push(...report.errors);
  findings.push(...report.warnings.map((w) => ({ check: 'onUnknownFrontMatterKey', file: display, message: w.message })));
  return data;
}

/** One version's docs by id, with its drafts and each file's URL; front matter is checked on the way. */
function versionDocs(files: readonly ContentFile[], version: DocsVersion, production: boolean, errors: string[], findings: Finding[], routes: Map<string, string>, drafts: Set<string>) {
  const docs = new Map<string, DocRef>();
  const draftIds = new Set<string>();
  for (const file of files.filter((f) => f.path.startsWith(`${version.contentDir}/`))) {
    const fm = frontMatterOf(file, errors, findings);
    const str = (key: string) => (typeof fm[key] === 'string' ? (fm[key] as string) : undefined);
    const routeFm = { id: str('id'), slug: str('slug'), parse_number_prefixes: fm.parse_number_prefixes === false ? false : undefined };
    // Ids and URLs as if under docs/: a version's ids are its own, its URLs under its path.
    const { docsPath } = versionOfContentPath(file.path);
    const id = docIdOf(docsPath, routeFm);
    const url = docUrlOf(docsPath, routeFm, version.path);
    routes.set(file.path, url);
    if (production && fm.draft === true) {
      draftIds.add(id);
      drafts.add(file.path);
      continue;
    }
    if (docs.has(id)) {
      errors.push(`${contentDisplayPath(file.path)}: the doc id "${id}" is already taken by ${docs.get(id)!.url}. Change the file name or the front matter id.`);
      continue;
    }
    const { sourceDir, fileName } = docPathInfo(docsPath);
    docs.set(id, {
      id,
      title: String(fm.title ?? id),
      sidebarLabel: str('sidebar_label'),
      url,
      unlisted: fm.unlisted === true,
      draft: fm.draft === true,
      sourceDir,
      fileName,
      sidebarPosition: typeof fm.sidebar_position === 'number' ? fm.sidebar_position : undefined,
    });
  }
  return { docs, draftIds };
}

/** The first line of a source that holds `text` (a front matter value), counted from 1. */
const lineOfText = (source: string, text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;

/** The site's public/ folder, which stands beside content/ as a Docusaurus site's static/ stands beside its docs. */
const publicDirOf = (contentDir: string) => join(dirname(resolve(contentDir)), 'public');

/**
 * A file a page shows or imports that is not there: beside the page, under `@site/static/`, or (a
 * site path) under public/, and a partial it imports. The content build would stop at it too, but inside the MDX bundler's own
 * report; here it is named first, with the file, the line and where it was looked for.
 */
function missingFileErrors(files: readonly ContentFile[], contentDir: string): string[] {
  const root = dirname(resolve(contentDir));
  const content = basename(resolve(contentDir));
  const publicDir = publicDirOf(contentDir);
  // Links to files too (`[sheet](./files/a.pdf)`), which resolveAsset tells from page links; a link
  // by site path may be a page, which only the export can tell.
  // A link to a relative path that names a doc's URL, not a file, is a page link (resolveAsset's `link`).
  const fileLinks = (source: string) => markdownLinks(source).flatMap(({ href, line }) => (href.startsWith('/') ? [] : [{ url: href, line, link: true }]));
  // An image (`![a](./x.png)`) is a link too, so both lists name it: say each problem once.
  const errors = files.flatMap((file) => {
    // Whether the file is there or not, an HTML image's relative path never reaches it: that is its problem.
    const htmlImages = relativeHtmlImages(file);
    const named = new Set(htmlImages.map(({ url, line }) => `${line} ${url}`));
    const htmlImageErrors = htmlImages.map(({ line, problem }) => `${contentDisplayPath(file.path)}:${line}: ${problem}`);
    const references = [...fileReferences(file.source).map((reference) => ({ ...reference, link: false })), ...fileLinks(file.source)].filter(({ url, line }) => !named.has(`${line} ${url}`));
    return [
      ...htmlImageErrors,
      ...references.flatMap(({ url, line, link }) => {
        const at = `${contentDisplayPath(file.path)}:${line}`;
        if (isRootPath(url)) {
          const malformed = malformedEscapeProblem(url);
          if (malformed) return [`${at}: ${malformed}`];
          const served = publicFileOf(url, publicDir);
          if (existsSync(served)) return [];
          // Written with a project page's base URL in front (/project/img/x.svg), as Docusaurus leaves an <img src>.
          const unprefixed = withoutFirstFolder(url);
          if (unprefixed && existsSync(publicFileOf(unprefixed, publicDir)))
            return [`${at}: the file ${url} is not in public/, and ${unprefixed} is: the path has a base URL in front, which this site's addresses never have (baseUrl is '/'). Write ${unprefixed}.`];
          return [`${at}: the file ${url} is not in public/. Put it under public/${relative(publicDir, served)} or fix the path.`];
        }
        const options = { root, contentDir: content };
        const resolved =
          resolveRawImport(url, file.path, options) ??
          resolveYamlImport(url, file.path, options) ??
          resolveStylesheetImport(url, file.path, options) ??
          resolveAsset(url, file.path, { ...options, link });
        return resolved && 'problem' in resolved ? [`${at}: ${resolved.problem}`] : [];
      }),
    ];
  });
  // Front matter that names a file beside the page (`image: ./cover.png`, an author's `image_url`).
  const frontMatterFiles = files.flatMap((file) => {
    const { data } = splitFrontMatter(file.source);
    return frontMatterFileReferences(data ?? {}).flatMap(({ key, url }) => {
      const resolved = resolveAsset(url, file.path, { root, contentDir: content });
      return resolved && 'problem' in resolved ? [`${contentDisplayPath(file.path)}:${lineOfText(file.source, url)}: front matter ${key}: ${resolved.problem}`] : [];
    });
  });
  errors.push(...frontMatterFiles);
  const imports = files.map((file) => ({ file, found: findImports(file.source) }));
  // Partials too, which the content build would name only after compiling every page before them.
  const partials = imports.flatMap(({ file, found }) =>
    found
      .filter(({ source }) => isPartialImport(source) && !existsSync(partialFileOf(source, file.path, contentDir, root) ?? ''))
      .map(({ source, line }) => `${contentDisplayPath(file.path)}:${line}: ${missingPartialMessage(source)}`),
  );
  // Script modules (a site's own component, `../../components/CardGrid`), which esbuild would report only as "Could not resolve".
  const modules = imports.flatMap(({ file, found }) =>
    found.flatMap(({ source, line, exports }) => {
      const problem = moduleImportProblem(source, file.path, { root, contentDir: content, exports });
      return problem ? [`${contentDisplayPath(file.path)}:${line}: ${problem}`] : [];
    }),
  );
  // A line already named (`import A from './A.jsx'` is a file reference too) is named once.
  const named = new Set([...errors, ...partials].map((error) => error.slice(0, error.indexOf(': '))));
  return [...new Set([...errors, ...partials, ...modules.filter((error) => !named.has(error.slice(0, error.indexOf(': '))))])];
}

/** The file a partial import of the file at `path` (under `contentDir`) names. */
const partialFileOf = (source: string, path: string, contentDir: string, root: string) => importedFileFrom(source, join(resolve(contentDir), dirname(path)), { root });

/**
 * The partials the files import, and the partials those import, read once each (paths under
 * `contentDir`, `../…` for one outside it): what they show and import is part of the pages that
 * import them. A partial no page imports is never compiled, as in Docusaurus, so it is not checked.
 */
function importedPartialFiles(files: readonly ContentFile[], contentDir: string, root: string): ContentFile[] {
  const seen = new Set(files.map((file) => file.path));
  const found: ContentFile[] = [];
  const queue = [...files];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const { source } of findImports(file.source)) {
      const partial = isPartialImport(source) ? partialFileOf(source, file.path, contentDir, root) : null;
      const path = partial && relative(resolve(contentDir), partial).split(sep).join('/');
      if (!partial || !path || seen.has(path) || !existsSync(partial)) continue;
      seen.add(path);
      const read = { path, source: readFileSync(partial, 'utf8') };
      found.push(read);
      queue.push(read);
    }
  }
  return found;
}

export function runContentChecks({
  contentDir,
  config,
  sidebars,
  file = 'sidebars.ts',
  production = true,
  parsed,
}: {
  contentDir: string;
  config: SiteConfig;
  sidebars: SidebarsConfig;
  /** The sidebars file, for messages. */ file?: string;
  production?: boolean;
  /** The pages' parse findings kept between checks; without it, every page is parsed. */
  parsed?: MdxParseMemo;
}): ContentCheckResult {
  const errors: string[] = [];
  const findings: Finding[] = [];
  let versions: DocsVersion[] = [];
  try {
    versions = versionsOf(config, contentDir);
  } catch (error) {
    errors.push((error as Error).message);
  }
  // Each cut version's docs are checked as the current ones are: front matter, links, sidebars.
  const cut = versions.filter((v) => v.sidebarsFile);
  for (const v of cut) {
    if (!existsSync(join(contentDir, v.contentDir)))
      errors.push(`versions.json lists "${v.name}", but ${contentDisplayPath(v.contentDir)}/ does not exist. Restore the folder or remove the name from versions.json.`);
  }
  const { built, excluded, partials } = contentPathsByExclusion(
    contentDir,
    cut.map((v) => v.contentDir),
    config,
  );
  findings.push(...partialPageFindings(partials, config));
  const files = readContent(contentDir, built);
  const publicDir = publicDirOf(contentDir);
  // Listed once: the early link check reads them too, as files the export will have.
  const publicFiles = existsSync(publicDir) ? listFiles(publicDir) : [];
  findings.push(...replacedPublicFileFindings(publicFiles));
  const projectRoot = dirname(resolve(contentDir));
  errors.push(...pagesRouterFolderProblems((path) => existsSync(join(projectRoot, path)) && statSync(join(projectRoot, path)).isDirectory()));

  const routes = new Map<string, string>();
  const drafts = new Set<string>();
  // Without a version list that reads, the docs folder is still checked, as the only version.
  const current = versions.find((v) => !v.sidebarsFile) ?? resolveVersions(null, {}, config.docs.routeBasePath)[0]!;
  const { docs, draftIds } = versionDocs(files, current, production, errors, findings, routes, drafts);
  const excludedOf = (v: DocsVersion) => {
    const { byId, every } = excludedDocs(contentDir, v, excluded, files);
    if (every) errors.push(every);
    return byId;
  };
  const currentExcluded = excludedOf(current);

  const configProblems = validateSiteConfig(config, { docs, draftIds, sidebars, excluded: currentExcluded, sidebarsFile: file });
  errors.push(...configProblems.map((p) => `site.config.ts: ${p}`));
  // For the early link check: the pages of generated-index categories, and the paths whose pages
  // could not be listed (a version whose sidebars do not resolve, a blog whose authors do not read).
  const resolved: Record<string, SidebarItem[]> = {};
  const unlisted: string[] = [];
  const resolveAll = (v: DocsVersion, all: SidebarsConfig, own: { docs: Map<string, DocRef>; draftIds: Set<string> }, sourceFile: string, excludedIds: ReadonlyMap<string, ExcludedDoc>) => {
    let categories = new Map();
    try {
      categories = readCategoryFiles(join(contentDir, v.contentDir), contentDisplayPath(v.contentDir));
    } catch (error) {
      errors.push((error as Error).message);
    }
    for (const sidebarId of Object.keys(all)) {
      try {
        resolved[`${v.name}/${sidebarId}`] = resolveSidebar(all, sidebarId, own.docs, own.draftIds, sourceFile, {
          categories,
          routeBasePath: v.path,
          docsDir: contentDisplayPath(v.contentDir),
          excluded: excludedIds,
        });
      } catch (error) {
        errors.push(...(error instanceof SidebarConfigError ? error.problems : [(error as Error).message]));
        unlisted.push(v.path);
      }
    }
  };
  resolveAll(current, sidebars, { docs, draftIds }, file, currentExcluded);
  for (const v of cut) {
    const own = versionDocs(files, v, production, errors, findings, routes, drafts);
    const ownExcluded = excludedOf(v);
    try {
      resolveAll(v, loadVersionedSidebars(config.docs, v), own, v.sidebarsFile!, ownExcluded);
    } catch (error) {
      errors.push((error as Error).message);
      unlisted.push(v.path);
    }
  }

  const postPages = new Map<string, { url: string; slug?: string }>();
  const authorsFile = join(contentDir, 'authors.yml');
  const tagsFile = join(contentDir, 'tags.yml');
  const blog = blogOptions(config);
  // With `blog: false` nothing under the blog folder is read: said once, so that posts moved in are not lost unseen.
  if (!blog) findings.push(...unbuiltBlogFindings(contentDir));
  // Docusaurus keeps the blog's authors and tags in the blog folder; here they are the site's, read
  // from content/ alone, and a file left in the blog folder would be passed over unseen.
  for (const name of blog ? ['authors.yml', 'tags.yml'] : []) {
    if (existsSync(join(contentDir, 'blog', name))) {
      errors.push(
        `content/blog/${name}: this site reads content/${name}, for the blog and the docs alike (Docusaurus reads it from the blog folder). Move it to content/${name}, merging it with the one there.`,
      );
    }
  }
  try {
    const authorsText = existsSync(authorsFile) ? readFileSync(authorsFile, 'utf8') : '';
    const authors = parseAuthors(authorsText, 'content/authors.yml');
    findings.push(...offSitePictureFindings(authorsText, authors));
    // An owner left out is named by the configuration's check, with what to write.
    if (typeof config.owner === 'string' && !authors.has(config.owner)) errors.push(`site.config.ts owner: no author "${config.owner}" in content/authors.yml. Add it or fix the key.`);
    const tags = existsSync(tagsFile) ? parseTags(readFileSync(tagsFile, 'utf8'), 'content/tags.yml') : null;
    const posts = files.filter((f) => f.path.startsWith('blog/'));
    const refs = [];
    for (const post of posts) {
      const file = `content/${post.path}`;
      const fm = frontMatterOf(post, errors, findings);
      if (production && fm.draft === true) {
        drafts.add(post.path);
        continue;
      }
      try {
        findings.push(...resolvePostAuthors(postAuthors(fm, file), authors, file).findings);
      } catch (error) {
        errors.push((error as Error).message);
      }
      findings.push(...inlineTagFindings(((fm.tags as string[]) ?? []).map(String), tags, file), ...truncateFinding(hasTruncateMarker(post.source), file));
      const date = postDateOf(fm.date, post.path);
      if (date === undefined) {
        errors.push(
          `${file}: the post has no date. Add date: YYYY-MM-DD to its front matter, or put the date in its path (blog/YYYY-MM-DD-slug.mdx, or blog/YYYY/MM-DD-slug.mdx), as Docusaurus reads it.`,
        );
        continue;
      }
      try {
        refs.push({ date, url: blogPostUrl(date), title: String(fm.title ?? ''), sourceFile: file });
        postPages.set(post.path, { url: blogPostUrl(date), ...(typeof fm.slug === 'string' && { slug: fm.slug }) });
      } catch {
        errors.push(`${file}: the date "${date}" is not a date. Write it as YYYY-MM-DD.`);
      }
    }
    assertUniquePostUrls(refs);
  } catch (error) {
    errors.push(...(error instanceof DataFileError || error instanceof DuplicatePostDateError ? error.problems : [(error as Error).message]));
    unlisted.push('/blog');
  }

  // Vital parameter data (content/data/vital): a bad row or an unknown <ParameterTable> fails the build.
  try {
    const parameterFiles = readParameterFiles(join(contentDir, 'data/vital'), PARAMETER_DATA_DIR);
    errors.push(...parameterDataProblems(parameterFiles, files));
  } catch (error) {
    errors.push((error as Error).message);
  }

  // Scores (content/music): a <Score src> naming no file, or notation that does not read, fails the build.
  errors.push(...scoreProblems(files, join(contentDir, '..')));

  // Imported partials are checked as part of the pages that show them: their files, images and imports.
  const partialFiles = importedPartialFiles(files, contentDir, dirname(resolve(contentDir)));
  errors.push(...missingFileErrors([...files, ...partialFiles], contentDir));
  findings.push(
    ...brokenMarkdownLinkFindings(files, new Map(excluded.map(({ path, pattern }) => [path, pattern]))),
    ...offSiteResourceFindings(files, config),
    ...offSiteConfigMarkupFindings(config),
    ...headingLevelFindings(files),
    ...duplicateRouteFindings(files, (file) => routes.get(file.path) ?? contentRoute(file.path)),
  );
  // A section with remark plugins may render `:::name` containers: unrenderedContainerFindings says which stay plain.
  const authoring = authoringFindings(
    [...files, ...partialFiles],
    config.markdown?.format,
    installedFrom(join(contentDir, '..')),
    (path, format) => containerStepsFor(config, path, format),
    config.markdown?.math ?? false,
    parsed,
  );
  errors.push(...authoring.errors);
  findings.push(...authoring.findings);

  // Links to pages the export will not have, found before the build rather than after it.
  let siteRoutes: SiteRoutes | null = null;
  // The routes follow docs.routeBasePath: under one the site cannot serve, every docs link would be named too.
  if (versions.length > 0 && config.docs.routeBasePath === DOCS_ROUTE) {
    const content: SiteContent = {
      contentDir,
      config,
      files,
      publicFiles,
      versions,
      docUrls: routes,
      drafts,
      generatedIndexes: generatedIndexPages(resolved).map((c) => c.href!),
      unlisted,
      posts: postPages,
    };
    siteRoutes = siteRoutesOf(content);
    // The navbar's and footer's links are read only from a configuration of the right shape (a footer left out would throw).
    findings.push(...siteLinkFindings(content, siteRoutes), ...(configProblems.length === 0 ? [...brokenConfigLinkFindings(config, siteRoutes), ...untranslatedLocaleFindings(config)] : []));
  }
  return { errors, findings: mergeRepeatedFindings(findings, 'onUnknownFrontMatterKey'), containersToRender: authoring.toRender, pageImports: authoring.pageImports, siteRoutes };
}

/**
 * Whether a package is installed where the content build resolves a page's imports from: the
 * `node_modules` folder of the project or of a folder above it, as Node and esbuild look.
 */
export function installedFrom(projectDir: string): (name: string) => boolean {
  return (name) => {
    for (let dir = resolve(projectDir); ; dir = dirname(dir)) {
      if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return true;
      if (dirname(dir) === dir) return false;
    }
  };
}

/** The remark plugins of the section a file under content/ belongs to, around the step that reads containers. */
function containerStepsFor(config: SiteConfig, path: string, format: 'md' | 'mdx') {
  return containerRenderingSteps({ plugins: sitePluginOptions(config), section: isDocContentPath(path) ? 'docs' : 'blog', format: () => format });
}

/**
 * With `blog: false`, the files a blog folder still holds, which the build does not read: one warning
 * naming the folder, since Docusaurus too builds nothing from it then.
 */
export function unbuiltBlogFindings(contentDir: string): Finding[] {
  const dir = join(contentDir, BLOG_FOLDER);
  const files = existsSync(dir) ? listFiles(dir) : [];
  if (files.length === 0) return [];
  const markdown = files.filter((file) => /\.mdx?$/.test(file)).length;
  const what = `${files.length} file${files.length === 1 ? '' : 's'}, ${markdown} of them Markdown`;
  return [
    {
      check: 'blogOff',
      file: `content/${BLOG_FOLDER}/`,
      message: `site.config.ts sets blog: false, so this folder is not read (${what}): the site has no /blog pages, posts or feeds. Remove the folder, or give blog its options ({} for Docusaurus's defaults) to publish its posts.`,
    },
  ];
}
