import { AFTER_PAINT_ATTRIBUTE } from '../../lib/client/scripts-after-paint';
import { changeExportPage } from './export-files';
import { everyPage, type PostbuildContext, type StepResult } from './postbuild-context';

/**
 * The post-build step "scripts after first paint": each run of Next's `<script src="…/_next/static/…"
 * async="">` tags, as Next wrote them, inside a `<template data-after-paint>`, for the <head> script
 * to start once the page has painted (lib/client/scripts-after-paint.ts says why).
 *
 * Measured with Lighthouse on /api and /docs/About (BENCHMARKS.md, "Scripts after the first paint"),
 * two lighter changes did not help: `defer` instead of `async` (the scripts still ran before the
 * paint), and a `<link rel="preload">` in place of each tag, even at low priority (the downloads
 * before the paint brought the Largest Contentful Paint back to where it was). Next's own preload of
 * the page's entry chunk is left as it is. Inline scripts (the payload, Turbopack's list of
 * chunks) and the `nomodule` polyfill stay where they are.
 */

/** One of Next's chunk scripts: a `src` under `_next/static/` (any base path) and `async`, nothing else. */
const NEXT_SCRIPT = String.raw`<script src="[^"]*/_next/static/[^"]+\.js" async=""></script>`;
const RUN_OF_NEXT_SCRIPTS = new RegExp(`(?:${NEXT_SCRIPT})+`, 'g');
const TEMPLATE_OPEN = `<template ${AFTER_PAINT_ATTRIBUTE}="">`;

/** The page with its chunk scripts in templates, and how many it held; unchanged when the step has already run on it. */
export function withScriptsAfterPaint(html: string): { html: string; scripts: number } {
  if (html.includes(TEMPLATE_OPEN)) return { html, scripts: 0 };
  let scripts = 0;
  const result = html.replace(RUN_OF_NEXT_SCRIPTS, (run) => {
    scripts += run.split('</script>').length - 1;
    return `${TEMPLATE_OPEN}${run}</template>`;
  });
  return { html: result, scripts };
}

/** The step: on every page, Next's own not-found copy too, before any step reads or hashes the pages' scripts. */
export function scriptsAfterPaintStep({ pages, nextNotFound }: Pick<PostbuildContext, 'pages' | 'nextNotFound'>): StepResult {
  let scripts = 0;
  for (const page of everyPage({ pages, nextNotFound })) {
    const result = withScriptsAfterPaint(page.html);
    if (result.scripts === 0) continue;
    changeExportPage(page, result.html);
    scripts += result.scripts;
  }
  return { summary: `${scripts} scripts started after the first paint` };
}
