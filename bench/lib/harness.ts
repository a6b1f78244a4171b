/** What every bench shares: the built export served on a port, and figures written the same way. */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

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

/** A process's group and the CPU time (clock ticks) it and its waited-for children have used, from a /proc/<pid>/stat line. */
export function parseProcStat(line: string): { group: number; ticks: number } | null {
  // The command name is in parentheses and may hold spaces and parentheses ("next-server (v16.5.0)").
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  if (fields.length < 15) return null;
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number];
  return { group: Number(fields[2]), ticks: utime + stime + cutime + cstime };
}

/** The CPU ticks the processes of group `group` have used so far (Linux), or null where there is no /proc. */
function groupTicks(group: number): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (stat?.group === group) ticks += stat.ticks;
    } catch {
      // Gone between the listing and the read.
    }
  }
  return ticks;
}

/**
 * Resolves once the processes of group `group` (a server started detached, with its children) have
 * used less than a tenth of a core in each of two 250 ms windows in a row: the work a page load set
 * off in the server (next dev checks a dynamic route's static parameters in a new process, a second
 * or more of CPU) is over. Resolves false after `timeoutMs` without that, and at once where there is
 * no /proc. Linux counts CPU time in hundredths of a second.
 */
export async function processGroupSettled(group: number, timeoutMs = 30_000): Promise<boolean> {
  const WINDOW_MS = 250;
  const QUIET_TICKS = (WINDOW_MS / 10) * 0.1;
  const started = performance.now();
  let before = groupTicks(group);
  if (before === null) return true;
  let quiet = 0;
  while (performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const now = groupTicks(group)!;
    quiet = now - before < QUIET_TICKS ? quiet + 1 : 0;
    before = now;
    if (quiet === 2) return true;
  }
  return false;
}
