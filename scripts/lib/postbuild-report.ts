/**
 * The post-build step's closing report: what the steps produced on one line, the warnings, then what
 * fails the build. Broken links fail it as `checks.onBrokenLinks` says; the other findings as their
 * own checks say (site.config.ts).
 */
import { bySeverity, checkSeverity, formatFinding } from '../../lib/checks/findings';
import { formatBrokenLinks } from '../../lib/checks/links';
import type { SiteConfig } from '../../lib/config/types';
import type { StepResults } from './postbuild-context';

type Log = Pick<Console, 'log' | 'warn' | 'error'>;

/** Prints the report; returns whether the build fails. */
export function reportPostbuild(pageCount: number, results: StepResults, config: Pick<SiteConfig, 'checks' | 'blog'>, log: Log = console): boolean {
  const { errors, warnings } = bySeverity(results.findings, checkSeverity(config));
  log.log(`postbuild: ${[`${pageCount} pages`, ...results.summary].join(', ')}.`);
  if (warnings.length > 0) {
    log.warn(`\nBuild warnings (${warnings.length}):`);
    for (const w of warnings) log.warn(`  [${w.check}] ${formatFinding(w)}`);
  }
  let failed = false;
  if (results.brokenLinks.length > 0 && config.checks.onBrokenLinks !== 'ignore') {
    const text = formatBrokenLinks(results.brokenLinks);
    if (config.checks.onBrokenLinks === 'throw') {
      log.error(`\n${text}\n\nFix each link in its source file (or add the missing page), then build again.`);
      failed = true;
    } else log.warn(`\n${text}`);
  }
  if (errors.length > 0) {
    log.error(`\nBuild errors (${errors.length}):`);
    for (const e of errors) log.error(`  [${e.check}] ${formatFinding(e)}`);
    failed = true;
  }
  return failed;
}
