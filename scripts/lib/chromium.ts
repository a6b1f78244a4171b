/**
 * The one place that knows which browser the e2e suite and the benches drive, and how it is started.
 * Playwright cannot download its own browser here, so both use Debian's Chromium, which
 * `npm run setup:test` installs (scripts/lib/system-packages.ts).
 */
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
