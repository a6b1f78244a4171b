/**
 * The Debian packages the test suites use, installed by one setup step (`npm run setup:test`, which
 * `npm test` runs first) rather than by the tests themselves: one `apt-get update` and one install for
 * whatever is missing, before any suite starts, so no test's time or timeout includes a download.
 * Without root it installs nothing and names the command to run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, E2E_CHROMIUM_PATH } from './chromium';
import { findPostgresBin } from '../../server/store/throwaway-postgres';
import { REDIS_SERVER_PATH } from '../../server/store/throwaway-redis';

export interface SystemRequirement {
  /** What the tests need, as a message names it. */
  what: string;
  /** The Debian packages that provide it. */
  packages: string[];
  present: () => boolean;
  /** How to provide it without root (or another way). */
  hint: string;
}

const hasCommand = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).error === undefined;

/**
 * What the e2e suite and the benches drive: Chromium's headless shell (the e2e suite), the full
 * Chromium (the benches and Lighthouse), and pdftotext for the print test.
 */
export const BROWSER_REQUIREMENTS: readonly SystemRequirement[] = [
  {
    what: `Chromium's headless shell at ${E2E_CHROMIUM_PATH} (the e2e suite's browser)`,
    packages: ['chromium-headless-shell', 'fonts-dejavu-core'],
    present: () => existsSync(E2E_CHROMIUM_PATH),
    hint: 'Install it with "sudo apt-get install chromium-headless-shell", or set E2E_CHROMIUM_PATH.',
  },
  {
    what: `Chromium at ${CHROMIUM_PATH} (the benches and Lighthouse)`,
    packages: ['chromium', 'fonts-dejavu-core'],
    present: () => existsSync(CHROMIUM_PATH),
    hint: 'Install it with "sudo apt-get install chromium", or set CHROMIUM_PATH.',
  },
  {
    what: 'pdftotext (the print test reads the PDF with it)',
    packages: ['poppler-utils'],
    present: () => hasCommand('pdftotext', ['-v']),
    hint: 'Install it with "sudo apt-get install poppler-utils".',
  },
];

/** What the API server's unit tests start: a throwaway PostgreSQL and a throwaway Redis. */
export const SERVER_REQUIREMENTS: readonly SystemRequirement[] = [
  {
    what: "PostgreSQL's server binaries (initdb, pg_ctl)",
    packages: ['postgresql'],
    present: () => findPostgresBin() !== undefined,
    hint: 'Install them with "sudo apt-get install postgresql", or set PG_BIN.',
  },
  {
    what: 'redis-server',
    packages: ['redis-server'],
    present: () => existsSync(process.env.REDIS_SERVER || REDIS_SERVER_PATH),
    hint: 'Install it with "sudo apt-get install redis-server", or set REDIS_SERVER.',
  },
];

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Installs what is missing of `requirements` with one apt-get run as root; otherwise throws naming
 * each missing thing and its hint. Returns the packages it installed.
 */
export function ensureSystemPackages(requirements: readonly SystemRequirement[]): string[] {
  const missing = requirements.filter((requirement) => !requirement.present());
  if (missing.length === 0) return [];
  if (!isRoot()) throw new Error(`Missing for the tests:\n${missing.map((m) => `  - ${m.what}. ${m.hint}`).join('\n')}`);
  const packages = [...new Set(missing.flatMap((m) => m.packages))];
  console.log(`Installing Debian packages for the tests: ${packages.join(' ')}`);
  execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`], { stdio: 'inherit' });
  const still = missing.filter((requirement) => !requirement.present());
  if (still.length > 0) throw new Error(`apt-get finished but these are still missing: ${still.map((m) => m.what).join('; ')}.`);
  return packages;
}
