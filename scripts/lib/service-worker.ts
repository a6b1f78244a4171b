import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';
import { listFiles, writeChangedPages, type ExportPage } from './export-files';
import { SERVICE_WORKER_FILE } from '../../lib/offline/names';
import { CACHE_PREFIX } from '../../lib/offline/caches';
import type { SiteConfig } from '../../lib/config/types';
import type { StepResult } from './postbuild-context';

export { SERVICE_WORKER_FILE };

const ASSET = /(?:src|href)="\/(_next\/static\/[^"?#]+\.(?:js|css))"/g;

/**
 * The shell to precache, as export-relative paths: the scripts and styles the given pages (the 404
 * and offline pages, which every visit may need) load, the woff2 fonts under _next/static/media
 * (KaTeX's among them), and the pages themselves.
 */
export function shellFiles(pages: readonly { file: string; html: string }[], files: readonly string[]): string[] {
  const assets = pages.flatMap((page) => [...page.html.matchAll(ASSET)].map((match) => match[1]!));
  // woff2 only: every browser with service workers reads it, and KaTeX also ships each font as woff and ttf.
  const fonts = files.filter((file) => /^_next\/static\/media\/.+\.woff2$/.test(file));
  return [...new Set([...pages.map((page) => page.file), ...assets, ...fonts])].sort();
}

/** The export's build id, from the folder Next writes its build manifest in; it versions the caches. */
export function buildIdOf(files: readonly string[]): string {
  const manifest = files.find((file) => /^_next\/static\/[^/]+\/_buildManifest\.js$/.test(file));
  if (!manifest) throw new Error('The export has no _next/static/<build id>/_buildManifest.js: run next build before the post-build step.');
  return manifest.split('/')[2]!;
}

/** A precache URL without its `.html`, as the static server and most hosts serve pages. */
export function cleanPageUrl(url: string): string {
  return url.endsWith('.html') ? url.slice(0, -'.html'.length) : url;
}

/**
 * Bundles lib/offline/sw.ts into the export and injects its precache manifest (Serwist's
 * injectManifest over out/, since Serwist's Next plugin hooks webpack and Next 16 builds with
 * Turbopack). Returns how many files are precached and their size.
 */
export async function writeServiceWorker(
  outDir: string,
  options: { version: string; baseUrl: string; shellPages: readonly { file: string; html: string }[] },
): Promise<{ count: number; size: number }> {
  const dest = join(outDir, SERVICE_WORKER_FILE);
  await build({
    entryPoints: [join(process.cwd(), 'lib/offline/sw.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    outfile: dest,
    define: { BUILD_VERSION: JSON.stringify(options.version), BASE_URL: JSON.stringify(options.baseUrl) },
    logLevel: 'warning',
  });
  const files = listFiles(outDir);
  const { count, size, warnings } = await injectManifest({
    swSrc: dest,
    swDest: dest,
    globDirectory: outDir,
    globPatterns: shellFiles(options.shellPages, files),
    // Next's static files carry their hash in their names; the pages get a revision from their content.
    dontCacheBustURLsMatching: /^_next\/static\//,
    modifyURLPrefix: { '': options.baseUrl },
    manifestTransforms: [async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: cleanPageUrl(entry.url) })), warnings: [] })],
  });
  if (warnings.length > 0) throw new Error(`The service worker's precache: ${warnings.join('; ')}`);
  return { count, size };
}

/**
 * The worker a build with `offline.enabled: false` serves in the real one's place. A browser that
 * registered the offline worker under an earlier build checks the worker's file again on its next
 * visit; finding this one, it installs it, which deletes the site's caches and unregisters itself.
 * Pages then load from the network as if there had never been a worker. Browsers that never had
 * one never fetch this file.
 */
export const RETIRING_SERVICE_WORKER = `// Offline reading is turned off (site.config.ts): this worker removes the one a visitor may still have.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    // The runtime caches, and Serwist's precache, named after the worker's scope.
    const ours = (name) => name.startsWith('${CACHE_PREFIX}') || (name.startsWith('serwist-') && name.endsWith(self.registration.scope));
    await Promise.all(names.filter(ours).map((name) => caches.delete(name)));
    await self.registration.unregister();
  })());
});
`;

/** Writes the retiring worker; it precaches nothing (undefined, where writeServiceWorker gives counts). */
export function writeRetiringServiceWorker(outDir: string): undefined {
  writeFileSync(join(outDir, SERVICE_WORKER_FILE), RETIRING_SERVICE_WORKER);
  return undefined;
}

/** The pages the offline worker precaches as the site's shell. */
const SHELL_PAGES = ['404.html', 'offline.html'];

/**
 * The post-build step "service worker": offline reading's worker and its precache of the shell, or,
 * turned off, a worker that removes one an earlier build installed.
 */
export async function serviceWorkerStep({ out, config, pages }: { out: string; config: Pick<SiteConfig, 'offline' | 'baseUrl'>; pages: readonly ExportPage[] }): Promise<StepResult> {
  if (!config.offline?.enabled) {
    writeRetiringServiceWorker(out);
    return {};
  }
  // The precache reads the shell pages from the export, so they go in as the steps so far left them.
  const shellPages = pages.filter((page) => SHELL_PAGES.includes(page.file));
  const missing = SHELL_PAGES.filter((file) => !shellPages.some((page) => page.file === file));
  if (missing.length > 0) throw new Error(`The offline worker's shell needs ${missing.join(' and ')}, which the export lacks.`);
  writeChangedPages(out, shellPages);
  const { count, size } = await writeServiceWorker(out, { version: buildIdOf(listFiles(out)), baseUrl: config.baseUrl, shellPages });
  return { summary: `a service worker precaching ${count} files (${Math.round(size / 1024)} KB)` };
}
