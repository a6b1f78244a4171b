/**
 * The one place that knows which browser the e2e suite and the benches drive, and how it is started.
 * Playwright cannot download its own browser here, so both use Debian's Chromium.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for every launch. The last five keep Chromium's own network traffic (Google's services, QUIC probes) off: the
 * suite asserts the site makes no request to another host, and stray traffic would skew the benches.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox', // CI runs as root in a container, where Chromium's sandbox refuses to start
  '--disable-gpu', // no GPU on the CI machines; software rendering avoids the GPU process's errors
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Same flags for tools that start Chromium themselves (chrome-launcher), which need headless asked for. */
export const CHROMIUM_HEADLESS_ARGS: readonly string[] = ['--headless=new', ...CHROMIUM_ARGS];

/** Options for Playwright's `chromium.launch()` and `use.launchOptions`. */
export const chromiumLaunchOptions = () => ({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function aptInstall(what: string, packages: string, present: () => boolean, hint: string): void {
  if (present()) return;
  if (!isRoot()) throw new Error(`${what} is missing. ${hint}`);
  console.log(`Installing Debian ${packages} for the browser tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
  if (!present()) throw new Error(`apt-get finished but ${what} is still missing.`);
}

/**
 * Installs Chromium with apt-get when missing (CI runs as root); otherwise says exactly what to do.
 * The print test reads the PDF Chromium makes with pdftotext, from Debian's poppler-utils,
 * which is installed the same way.
 */
export function ensureChromium(): void {
  aptInstall(
    `Chromium at ${CHROMIUM_PATH}`,
    'chromium fonts-dejavu-core',
    () => existsSync(CHROMIUM_PATH),
    'Install it with "sudo apt-get install chromium", or set CHROMIUM_PATH.',
  );
  aptInstall(
    'pdftotext (the print test reads the PDF with it)',
    'poppler-utils',
    () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error === undefined,
    'Install it with "sudo apt-get install poppler-utils".',
  );
}
