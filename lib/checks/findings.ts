import type { CheckSeverity, SiteConfig } from '../config/types';
import { blogOptions } from '../config/blog';

/** One authoring problem found at build time. */
export interface Finding {
  /** The config option that decides whether it throws or warns (site.config checks / blog). */
  check: string;
  file: string;
  message: string;
}

export interface SortedFindings {
  errors: Finding[];
  warnings: Finding[];
}

/** Sorts findings into errors and warnings by each check's configured severity. */
export function bySeverity(findings: readonly Finding[], severity: (check: string) => CheckSeverity): SortedFindings {
  const errors: Finding[] = [];
  const warnings: Finding[] = [];
  for (const finding of findings) {
    const level = severity(finding.check);
    if (level === 'throw') errors.push(finding);
    else if (level === 'warn') warnings.push(finding);
  }
  return { errors, warnings };
}

export function formatFinding(finding: Finding): string {
  return `${finding.file}: ${finding.message}`;
}

/** The severity of a check that the configuration leaves out, where it is not a warning. */
const UNSET_SEVERITY: Readonly<Record<string, CheckSeverity>> = { onOffSiteResources: 'throw' };

/** Each check's configured severity: its option under `checks` or `blog` (with a blog), else its default, else a warning. */
export function checkSeverity(config: Pick<SiteConfig, 'checks' | 'blog'>): (check: string) => CheckSeverity {
  const blog = (blogOptions(config) ?? {}) as Record<string, CheckSeverity>;
  return (check) => (config.checks as unknown as Record<string, CheckSeverity>)[check] ?? blog[check] ?? UNSET_SEVERITY[check] ?? 'warn';
}

/** Files past which findings of one message are said once. */
const MERGE_FROM = 4;
/** Files a merged finding names before "and N more". */
const NAMED_FILES = 3;

/**
 * Findings of `check` whose message is the same on many files, merged into one naming the files: a
 * front matter key that a Docusaurus theme read is on hundreds of pages, and a line for each buried
 * every other warning. A message on fewer files is more likely a slip in each, and keeps its lines.
 */
export function mergeRepeatedFindings(findings: readonly Finding[], check: string): Finding[] {
  const byMessage = new Map<string, Finding[]>();
  for (const finding of findings) if (finding.check === check) byMessage.set(finding.message, [...(byMessage.get(finding.message) ?? []), finding]);
  const merged: Finding[] = [];
  for (const finding of findings) {
    const same = finding.check === check ? byMessage.get(finding.message)! : [finding];
    if (same.length < MERGE_FROM) merged.push(finding);
    else if (same[0] === finding) {
      const others = same.slice(1).map((f) => f.file);
      const named = others.slice(0, NAMED_FILES).join(', ');
      const rest = others.length > NAMED_FILES ? ` and ${others.length - NAMED_FILES} more` : '';
      merged.push({ ...finding, message: `${finding.message} The same in ${others.length} more files: ${named}${rest}.` });
    }
  }
  return merged;
}
