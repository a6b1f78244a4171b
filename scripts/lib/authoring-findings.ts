/**
 * The authoring checks' findings, handed from the build's first step to its last: the checks run
 * once, before the content build (scripts/check-content.ts --findings FILE), and the post-build step
 * lists their warnings with its own instead of running them again. scripts/build.ts removes the file
 * before its steps, so a failed check leaves none behind for a later post-build step to trust.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Finding } from '../../lib/checks/findings';

export const AUTHORING_FINDINGS_FILE = '.cache/authoring-findings.json';

export function writeAuthoringFindings(findings: readonly Finding[], file = AUTHORING_FINDINGS_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(findings));
}

/** The findings the checks wrote, or null when no check run left any (a post-build step run on its own). */
export function readAuthoringFindings(file = AUTHORING_FINDINGS_FILE): Finding[] | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Finding[]) : null;
}

export function clearAuthoringFindings(file = AUTHORING_FINDINGS_FILE): void {
  rmSync(file, { force: true });
}
