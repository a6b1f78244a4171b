import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ASSET_URL_PREFIX, hashedAssetUrl } from '../../lib/content/doc-assets';
import { listFiles } from './export-files';
import type { StepResult } from './postbuild-context';

/** The `/assets/images/…` and `/assets/files/…` URLs a page's HTML names. */
export function assetUrlsIn(html: string): string[] {
  const pattern = new RegExp(`${ASSET_URL_PREFIX}(?:images|files)/[^"'\\s)?#<>]+`, 'g');
  return html.match(pattern) ?? [];
}

/**
 * Copies the files beside docs and posts that the exported pages link to into the export, under the
 * content-hashed names lib/content/doc-assets.ts gave them while compiling (the same function of the
 * same bytes, so no list needs passing between the two). Files no page names are not published.
 */
export function copyContentAssets(pages: readonly { html: string }[], out: string, contentDir = 'content'): number {
  const wanted = new Set(pages.flatMap((page) => assetUrlsIn(page.html)));
  if (wanted.size === 0) return 0;
  let copied = 0;
  for (const file of listFiles(contentDir)) {
    if (/\.(mdx?|ya?ml|json)$/.test(file)) continue;
    const source = join(contentDir, file);
    const url = hashedAssetUrl(source, readFileSync(source));
    if (!wanted.has(url)) continue;
    const target = join(out, url);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
    copied++;
  }
  return copied;
}

export function contentAssetsStep({ out, pages }: { out: string; pages: readonly { html: string }[] }): StepResult {
  copyContentAssets(pages, out);
  return {};
}
