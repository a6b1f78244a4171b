import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../lib/site/config';
import { listFiles } from '../scripts/lib/export-files';
import { exportFileOf, firstLoadScripts } from './lib/bytes';

/**
 * docs.sidebar's options bring no code where the configuration leaves them off (README, "docs.sidebar's
 * options bring no code where they are off"): no exported page then has the hideable sidebar's styles
 * in its HTML, nor its button's or the folding menu's code in its first load. The e2e variant's pages
 * that turn both on (app/e2e/sidebar-options) prove that the marks below still find what they look
 * for: their HTML has the styles, and the export's scripts have the code. Part of the 'build'
 * project, like the byte budgets beside it.
 */
const out = join(process.cwd(), 'out');
const built = existsSync(join(out, 'index.html'));
const ON_PAGES = 'e2e/sidebar-options/';

/** The hider's class names as its stylesheet selects them (a class attribute in the markup is no match). */
const HIDER_STYLES = /\.(sidebar-hider|doc-sidebar-frame|docs-layout__sidebar--hideable)\b/;
/** The button's other name, which only its code holds until it is pressed. */
const HIDER_CODE = 'Expand sidebar';
/** The folding menu's own field, which the minifier leaves as written: a sidebar drawn before in the visit. */
const FOLDING_CODE = 'drawnBefore';

const files = new Map<string, string>();
const read = (file: string) => files.get(file) ?? files.set(file, readFileSync(join(out, file), 'utf8')).get(file)!;

/** A page's styles: those inlined in its HTML and the stylesheets it links. */
function styles(page: string): string {
  const html = read(page);
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const linked = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((match) => /\bhref="(\/[^/"][^"]*)"/.exec(match[0])?.[1]).flatMap((href) => (href ? [read(exportFileOf(href))] : []));
  return [...inline, ...linked].join('\n');
}

/** The code a page loads before it is interactive (bench/lib/bytes.ts). */
const firstLoad = (page: string) =>
  firstLoadScripts(read(page))
    .map((src) => read(exportFileOf(src)))
    .join('\n');

describe.skipIf(!built)("docs.sidebar's options in the export", () => {
  const pages = built ? listFiles(out, new Set(['_next'])).filter((file) => file.endsWith('.html')) : [];
  const offPages = pages.filter((page) => !page.startsWith(ON_PAGES));
  const { hideable, autoCollapseCategories } = siteConfig.docs.sidebar;

  it.skipIf(hideable)("no page has the hideable sidebar's styles or button where hideable is off", () => {
    expect(offPages.length).toBeGreaterThan(10);
    expect(offPages.filter((page) => HIDER_STYLES.test(styles(page)))).toEqual([]);
    expect(offPages.filter((page) => firstLoad(page).includes(HIDER_CODE))).toEqual([]);
  });

  it.skipIf(autoCollapseCategories)("no page's first load has the folding menu where autoCollapseCategories is off", () => {
    expect(offPages.filter((page) => firstLoad(page).includes(FOLDING_CODE))).toEqual([]);
  });

  it.skipIf(!existsSync(join(out, ON_PAGES, 'start.html')))('the marks find the options where pages turn them on', () => {
    expect(styles(`${ON_PAGES}start.html`)).toMatch(HIDER_STYLES);
    const scripts = readdirSync(join(out, '_next/static/chunks'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => read(`_next/static/chunks/${file}`));
    expect(scripts.some((script) => script.includes(HIDER_CODE))).toBe(true);
    expect(scripts.some((script) => script.includes(FOLDING_CODE))).toBe(true);
  });
});
