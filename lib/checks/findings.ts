import type { CheckSeverity } from '../config/types';

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
