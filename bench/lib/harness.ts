/** What every bench shares: the built export served on a port, and figures written the same way. */
import { spawn } from 'node:child_process';

export interface ServedExport {
  url: string;
  close(): void;
}

/**
 * Serves a static export with the project's own server (gzip, like a real host) and resolves once it
 * listens. `siteDir` defaults to `out`.
 */
export function serveExport(port: number, options: { siteDir?: string; host?: string } = {}): Promise<ServedExport> {
  const host = options.host ?? 'localhost';
  const env = { ...process.env, PORT: String(port), HOST: host, ...(options.siteDir ? { SITE_DIR: options.siteDir } : {}) };
  const server = spawn(process.execPath, ['scripts/serve.mjs'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    server.stdout.once('data', () => resolve({ url: `http://${host}:${port}`, close: () => server.kill() }));
    server.once('exit', (code) => reject(new Error(`the static server exited (${code}); run "npm run build" first, and check that port ${port} is free`)));
  });
}

const oneDecimal = (value: number) => value.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Bytes as kilobytes (1024), one decimal, thousands separated: "1,234.5 KB". */
export const kb = (bytes: number) => `${oneDecimal(bytes / 1024)} KB`;

/** Bytes as megabytes (1024²), one decimal: "4.5 MB". */
export const mb = (bytes: number) => `${oneDecimal(bytes / 1024 / 1024)} MB`;

/** Milliseconds as seconds with the given decimals: "1.2 s". */
export const seconds = (ms: number, decimals = 1) => `${(ms / 1000).toFixed(decimals)} s`;

/** A duration at a readable scale: one decimal under 10 ms, whole ms under 10 s, seconds beyond. */
export const duration = (value: number) => (value >= 10_000 ? seconds(value) : `${value.toFixed(value < 10 ? 1 : 0)} ms`);

/**
 * Watches the page for `text` and returns a function that resolves to the time (ms since the epoch,
 * the machine's clock) at which it first appeared in the DOM. A mutation observer in the page notes
 * the moment; Playwright's own waits poll (at 100 ms, then 500 ms intervals), so a time read from them
 * can be up to half a second late. A string, not a function, because tsx's transform would give a
 * function helpers that the page does not have.
 */
export async function watchForText(page: { evaluate: (script: string) => Promise<unknown> }, text: string): Promise<() => Promise<number>> {
  const slot = `__benchSeen${Date.now()}`;
  await page.evaluate(`window[${JSON.stringify(slot)}] = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.body.textContent.includes(${JSON.stringify(text)})) return;
      observer.disconnect();
      resolve(Date.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }); 0`);
  return async () => (await page.evaluate(`window[${JSON.stringify(slot)}]`)) as number;
}
