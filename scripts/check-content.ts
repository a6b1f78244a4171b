/**
 * Checks the sources before `next build`: configuration, sidebar, authors, tags, posts, Markdown file
 * links, duplicate routes. Errors fail with exit status 1; warnings are listed (the build's own list at
 * its end repeats them). Usage: tsx scripts/check-content.ts [--content DIR] [--config FILE.json]
 * [--sidebars FILE.json] [--quiet-warnings]. The JSON files patch the real configuration (fixtures).
 */
import { readFileSync } from 'node:fs';
import siteConfig from '../site.config';
import { findSidebarsFile, loadSidebars } from '../lib/docs/sidebars-file';
import { parseSidebars } from '../lib/docs/sidebars-schema';
import type { SiteConfig } from '../lib/config/types';
import { bySeverity, formatFinding } from '../lib/checks/findings';
import type { CheckSeverity } from '../lib/config/types';
import { builtContentPaths, runContentChecks } from './lib/content-checks';
import { checkLinks, formatBrokenLinks, routesOfExport } from '../lib/checks/links';
import { exportedHtmlPages, listFiles } from './lib/export-files';
import { gitLastUpdateWarning } from '../lib/content/git-last-update';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const readJson = (file?: string) => (file ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {});

const config = { ...siteConfig, ...readJson(option('--config')) } as SiteConfig;
const sidebarsFile = option('--sidebars');
// A --sidebars file stands in for the project's own, so messages name the project's file.
const { file, sidebars } = sidebarsFile
  ? { file: findSidebarsFile(process.cwd()) ?? 'sidebars.ts', sidebars: parseSidebars(readJson(sidebarsFile), sidebarsFile) }
  : await loadSidebars();
const contentDir = option('--content') ?? 'content';
const { errors, findings } = runContentChecks({ contentDir, config, sidebars, file, production: process.env.NODE_ENV !== 'development' });

// --out DIR: also check the links of an exported site (the post-build check, on its own).
const outDir = option('--out');
if (outDir) {
  const files = listFiles(outDir);
  const report = checkLinks(exportedHtmlPages(outDir, files), routesOfExport(files), { baseUrl: config.baseUrl, siteUrl: config.url });
  if (report.brokenLinks.length > 0) errors.push(formatBrokenLinks(report.brokenLinks));
  findings.push(...report.brokenAnchors.map((a) => ({ check: 'onBrokenAnchors', file: a.page, message: `link ${a.target} points to an anchor "#${a.anchor}" that does not exist on its page.` })));
}

const severity = (check: string): CheckSeverity =>
  (config.checks as unknown as Record<string, CheckSeverity>)[check] ?? (config.blog as unknown as Record<string, CheckSeverity>)[check] ?? 'warn';
const sorted = bySeverity(findings, severity);
const allErrors = [...errors, ...sorted.errors.map((f) => `[${f.check}] ${formatFinding(f)}`)];

// One line, not one per file: in a shallow clone every page would repeat it.
const lastUpdateWarning = gitLastUpdateWarning(lastUpdateFiles(contentDir), contentDir);
if (lastUpdateWarning) console.warn(`warning ${lastUpdateWarning}`);

if (!args.includes('--quiet-warnings')) for (const w of sorted.warnings) console.warn(`warning [${w.check}] ${formatFinding(w)}`);
if (allErrors.length > 0) {
  console.error(`The site cannot be built (${allErrors.length} problem${allErrors.length === 1 ? '' : 's'}):`);
  for (const e of allErrors) console.error(`  - ${e}`);
  process.exit(1);
}

/** The content files whose pages show a last-update date under this configuration. */
function lastUpdateFiles(contentDir: string): string[] {
  const shows = (kind: 'docs' | 'blog') => Boolean(config[kind].showLastUpdateTime || config[kind].showLastUpdateAuthor);
  return builtContentPaths(contentDir)
    .filter((path) => shows(path.startsWith('docs/') ? 'docs' : 'blog'))
    .map((path) => `${contentDir}/${path}`);
}
