/**
 * The authoring checks as a function (scripts/check-content.ts is its command line): the same
 * options, the lines the command prints and its exit status. The tests run every broken fixture
 * through it in one process, where a child process per fixture cost a TypeScript start-up each.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findSidebarsFile, loadSidebars, readSidebarsFile, sidebarPathProblem, type LoadedSidebars } from '../../lib/docs/sidebars-file';
import type { SiteConfig, SiteConfigInput } from '../../lib/config/types';
import { siteConfigShapeProblems, withConfigDefaults } from '../../lib/config/schema';
import { blogOptions } from '../../lib/config/blog';
import { bySeverity, checkSeverity, formatFinding } from '../../lib/checks/findings';
import { builtContentPaths, installedFrom, runContentChecks, versionsOf } from './content-checks';
import { scriptImportErrors } from '../../lib/checks/script-imports';
import { missingConfigFileProblems } from '../../lib/checks/config-files';
import { unrenderedContainerFindings, type MdxParseFindings, type MdxParseMemo } from '../../lib/checks/authoring';
import { memoKey, openMemo } from './build-memo';
import { isDocContentPath } from '../../lib/docs/versioning';
import { formatBrokenLinks } from '../../lib/checks/links';
import { linkCheckStep } from './link-check';
import { exportedHtmlPages, listFiles } from './export-files';
import { gitLastUpdateWarning } from '../../lib/content/git-last-update';
import { writeAuthoringFindings } from './authoring-findings';

export interface CheckContentRun {
  /** 1 when the site cannot be built, else 0. */
  status: 0 | 1;
  /** What the command prints on stderr, line by line: warnings, then the errors. */
  lines: string[];
}

function readJson(file?: string): Record<string, unknown> {
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`${file}: cannot be read as JSON: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Options: --content DIR, --config FILE.json and --sidebars FILE (JSON or a module; patches of the real
 * configuration, for fixtures), --out DIR (also check an export's links), --quiet-warnings,
 * --findings FILE (write the findings there for the post-build step, scripts/lib/authoring-findings.ts)
 * and --routes FILE (write the routes the early link check expects the export to have, as JSON).
 */
export async function checkContent(args: readonly string[], siteConfig: SiteConfigInput): Promise<CheckContentRun> {
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : args[i + 1];
  };
  const lines: string[] = [];
  let config: SiteConfig;
  let loaded: LoadedSidebars;
  try {
    // Docusaurus's defaults are filled in after --config patches the configuration, as the site reads it.
    config = withConfigDefaults({ ...siteConfig, ...readJson(option('--config')) } as SiteConfigInput);
    const sidebarsFile = option('--sidebars');
    // A --sidebars file stands in for the project's own, so messages name the project's file.
    loaded = sidebarsFile ? { file: findSidebarsFile(process.cwd()) ?? 'sidebars.ts', sidebars: await readSidebarsFile(sidebarsFile) } : await loadSidebars();
  } catch (error) {
    // A file that cannot be read is the one problem to report: the checks need it.
    return cannotBuild([(error as Error).message.split('\n')[0]!]);
  }
  // The checks read the configuration with Docusaurus's defaults filled in, which only one of the right
  // shape gets (withConfigDefaults returns any other as written): its problems are the ones to report.
  const shapeProblems = siteConfigShapeProblems(config);
  if (shapeProblems.length > 0) return cannotBuild(shapeProblems.map((p) => `site.config.ts: ${p}`));
  const { file, sidebars } = loaded;
  const contentDir = option('--content') ?? 'content';
  // Kept between builds in `npm run build` only (scripts/lib/build-memo.ts); `npm run check` parses every page.
  const memo = openMemo<MdxParseFindings>('mdx-parse');
  const parsed: MdxParseMemo = (path, source, math, parse) => memo.getNow(memoKey(path, source, String(math)), parse);
  const { errors, findings, containersToRender, pageImports, siteRoutes } = runContentChecks({ contentDir, config, sidebars, file, production: process.env.NODE_ENV !== 'development', parsed });
  memo.save();
  const sidebarPath = sidebarPathProblem(config.docs.sidebarPath, findSidebarsFile(process.cwd()), process.cwd());
  if (sidebarPath) errors.unshift(`site.config.ts: docs.sidebarPath: ${sidebarPath}`);
  // From the project's root, as sidebarPath is: the files site.config.ts names are the project's, whichever --content folder is checked.
  const isFile = (file: string) => statSync(join(process.cwd(), file), { throwIfNoEntry: false })?.isFile() ?? false;
  errors.unshift(...missingConfigFileProblems(config, isFile).map((p) => `site.config.ts: ${p}`));
  const routesFile = option('--routes');
  if (routesFile && siteRoutes) writeFileSync(routesFile, JSON.stringify({ routes: [...siteRoutes.routes].sort(), open: [...siteRoutes.open].sort() }, null, 1));
  findings.push(...(await unrenderedContainerFindings(containersToRender)));
  errors.push(...(await scriptImportErrors(pageImports, contentDir, installedFrom(join(contentDir, '..')))));
  const findingsFile = option('--findings');
  if (findingsFile) writeAuthoringFindings(findings, findingsFile);

  // --out DIR: also check the links of an exported site (the post-build check, on its own).
  const outDir = option('--out');
  if (outDir) {
    const links = linkCheckStep({ out: outDir, config, pages: exportedHtmlPages(outDir, listFiles(outDir)), sourceOf: new Map() });
    if (links.brokenLinks?.length) errors.push(formatBrokenLinks(links.brokenLinks));
    findings.push(...(links.findings ?? []));
  }

  const sorted = bySeverity(findings, checkSeverity(config));
  const allErrors = [...errors, ...sorted.errors.map((f) => `[${f.check}] ${formatFinding(f)}`)];

  // One line, not one per file: in a shallow clone every page would repeat it.
  const lastUpdateWarning = gitLastUpdateWarning(lastUpdateFiles(config, contentDir), contentDir);
  if (lastUpdateWarning) lines.push(`warning ${lastUpdateWarning}`);

  if (!args.includes('--quiet-warnings')) for (const w of sorted.warnings) lines.push(`warning [${w.check}] ${formatFinding(w)}`);
  if (allErrors.length === 0) return { status: 0, lines };
  return cannotBuild(allErrors, lines);
}

function cannotBuild(errors: readonly string[], lines: readonly string[] = []): CheckContentRun {
  return { status: 1, lines: [...lines, `The site cannot be built (${errors.length} problem${errors.length === 1 ? '' : 's'}):`, ...errors.map((e) => `  - ${e}`)] };
}

/** The content files whose pages show a last-update date under this configuration. */
function lastUpdateFiles(config: SiteConfig, contentDir: string): string[] {
  const shows = (kind: 'docs' | 'blog') => {
    const options = kind === 'docs' ? config.docs : blogOptions(config);
    return Boolean(options?.showLastUpdateTime || options?.showLastUpdateAuthor);
  };
  let versionDirs: string[] = [];
  try {
    versionDirs = versionsOf(config)
      .filter((v) => v.sidebarsFile)
      .map((v) => v.contentDir);
  } catch {
    // A versions.json that does not read is an error of the checks themselves.
  }
  return builtContentPaths(contentDir, versionDirs, config)
    .filter((path) => shows(isDocContentPath(path) ? 'docs' : 'blog'))
    .map((path) => `${contentDir}/${path}`);
}
