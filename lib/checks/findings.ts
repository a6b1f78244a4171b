import type { CheckSeverity, SiteConfig } from '../config/types';

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

/** Each check's configured severity: its option under `checks` or `blog`, else its default, else a warning. */
export function checkSeverity(config: Pick<SiteConfig, 'checks' | 'blog'>): (check: string) => CheckSeverity {
  return (check) => (config.checks as unknown as Record<string, CheckSeverity>)[check] ?? (config.blog as unknown as Record<string, CheckSeverity>)[check] ?? UNSET_SEVERITY[check] ?? 'warn';
}
