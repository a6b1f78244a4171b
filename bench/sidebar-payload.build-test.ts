import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each page carries only the docs sidebar it shows, once (issue 36): not every sidebar of every
 * version, not a second copy for the mobile menu, none outside the docs, and no items of a category
 * that starts folded. Read from the export, like the byte budgets beside it.
 */
const out = join(process.cwd(), 'out');
const built = existsSync(join(out, 'index.html'));
const read = (file: string) => readFileSync(join(out, file), 'utf8');
const count = (text: string, part: string) => text.split(part).length - 1;
/** A link only the main docs sidebar holds (no navbar item, no page of these routes links to it). */
const SIDEBAR_ONLY = '"href":"/docs/Vital/UserGuide/Wavetable-Editor"';

/** A page's payload and the prefetch files written beside it (the home page's are at the top). */
const payloads = (route: string) => {
  const dir = route === 'index' ? '' : `${route}/`;
  return [
    `${route}.txt`,
    ...readdirSync(join(out, dir))
      .filter((file) => file.startsWith('__next.'))
      .map((file) => `${dir}${file}`),
  ];
};

describe.skipIf(!built)('the docs sidebar in the export', () => {
  it("a doc's payload holds its sidebar once, its HTML once more as data", () => {
    expect(count(read('docs/About.txt'), SIDEBAR_ONLY)).toBe(1);
    expect(count(read('docs/About.html'), SIDEBAR_ONLY.replaceAll('"', '\\"'))).toBe(1);
    // Of the prefetch files, only the page's own segment (and the whole payload's copy) holds it.
    for (const file of payloads('docs/About').slice(1)) {
      expect(count(read(file), SIDEBAR_ONLY), file).toBe(/__PAGE__|_full/.test(file) ? 1 : 0);
    }
  });

  it('pages outside the docs carry no docs sidebar', () => {
    for (const route of ['index', 'blog/2025/01/25']) {
      for (const file of [`${route}.txt`, ...payloads(route)]) expect(read(file), file).not.toContain(SIDEBAR_ONLY);
      expect(read(`${route}.html`)).not.toContain(SIDEBAR_ONLY.replaceAll('"', '\\"'));
      expect(read(`${route}.html`)).not.toContain('aria-label="Docs sidebar"');
    }
  });

  it.skipIf(!existsSync(join(out, 'docs/e2e-structure.html')))("a page holds neither another sidebar nor a folded category's items", () => {
    // (The docs version dropdown lists every doc's path, so a link's href is what tells a sidebar.)
    for (const file of payloads('docs/About')) expect(read(file), file).not.toContain('"href":"/docs/e2e-structure"');
    for (const file of payloads('docs/e2e-structure')) expect(read(file), file).not.toContain('"href":"/docs/e2e/structure/folded-doc"');
    const html = read('docs/e2e-structure.html');
    expect(html).not.toContain('href="/docs/e2e/structure/folded-doc"');
    expect(html).not.toContain('\\"href\\":\\"/docs/e2e/structure/folded-doc');
    const files = readdirSync(join(out, 'sidebar-items'));
    expect(
      files.every((file) => /^[0-9a-f]{16}\.json$/.test(file)),
      files.join(', '),
    ).toBe(true);
    expect(files.some((file) => read(`sidebar-items/${file}`).includes('/docs/e2e/structure/folded-doc'))).toBe(true);
  });
});
