/**
 * The one place that knows which browsers the e2e suite and the benches drive, and how they are started.
 * Playwright cannot download its own browsers here, so both use Debian's: the full Chromium for the
 * benches and Lighthouse, and Chromium's headless shell for the e2e suite. `npm run setup:test`
 * installs both (scripts/lib/system-packages.ts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e suite's browser: Debian's `chromium-headless-shell`, the same Chromium version built as the
 * headless-only shell that Playwright itself drives by default in headless mode. It renders pages
 * with the same engine as the full browser, without the full browser's UI layer, and starts a browser,
 * a context and a page in about half the time (BENCHMARKS.md, "CI time (issue 36)"). Set E2E_CHROMIUM_PATH
 * to run the suite in another build (`E2E_CHROMIUM_PATH=/usr/bin/chromium` for the full browser).
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

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

/** Same flags for tools that start the full Chromium themselves (chrome-launcher, for Lighthouse), which need headless asked for. */
export const CHROMIUM_HEADLESS_ARGS: readonly string[] = ['--headless=new', ...CHROMIUM_ARGS];

/** Options for Playwright's `chromium.launch()` in the benches: the full Chromium, as a visitor's browser. */
export const chromiumLaunchOptions = () => ({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });

/** Options for the e2e suite's `use.launchOptions` (playwright.config.ts): the headless shell. */
export const e2eLaunchOptions = () => ({ executablePath: E2E_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
