import type { Page } from '@playwright/test';
import { test, expect, mutationsDuring, bundleForPage } from './fixtures';

/**
 * The Scalar repair pass (components/api/scalar-a11y.ts) in a real browser DOM, on a small copy of
 * Scalar 0.9's markup: what it fixes, that a second pass changes nothing, that its watcher settles
 * after Scalar re-renders, and that its loop guard stops the watcher when something keeps undoing a
 * repair instead of hanging the page. Chromium rather than happy-dom or jsdom: the same engine the
 * site runs in (MutationObserver batching, `[class~="group/copy-button"]` selectors), the same way
 * DocSearch's pass is tested (docsearch-semantics.spec.ts), and no extra DOM library to keep. The
 * api specs check the same repairs on the real Scalar.
 */

let bundle = '';
test.beforeAll(async () => {
  bundle = await bundleForPage('components/api/scalar-a11y.ts', 'repairs');
});

// Scalar 0.9's markup, reduced to what the repairs read and write.
const SCALAR = `
  <div id="scalar">
    <main aria-label="Open API Documentation" class="flex">
      <section id="api-reference/tag/scales" aria-labelledby="tag-scales-title">
        <h2 id="tag-scales-title">Scales</h2>
        <a class="endpoint"><span class="endpoint-method">get</span><span class="endpoint-path">/scales</span></a>
        <button class="scalar-code-copy" aria-controls="missing-block"><svg></svg></button>
        <button role="presentation">Show schema</button>
      </section>
    </main>
  </div>`;

async function load(page: Page) {
  await page.setContent(`<!doctype html><html lang="en"><head><title>fixture</title></head><body><main><h1>API</h1>${SCALAR}</main></body></html>`);
  await page.addScriptTag({ content: bundle });
}

type Api = { fixScalarMarkup(el: HTMLElement): Record<string, number>; watchScalarMarkup(el: HTMLElement): () => void };
type Win = Window & { repairs: Api; stop?: () => void };

test("Scalar's markup gets one main landmark, named buttons and reachable links", async ({ page }) => {
  await load(page);
  await page.evaluate(() => (window as unknown as Win).repairs.fixScalarMarkup(document.getElementById('scalar')!));
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Open API Documentation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy code' })).not.toHaveAttribute('aria-controls');
  // Chromium ignores a presentational role on a focusable element, so the attribute is what axe sees.
  await expect(page.getByRole('button', { name: 'Show schema' })).not.toHaveAttribute('role');
  await expect(page.getByRole('link', { name: /get\s*\/scales/ })).toHaveAttribute('href', '#api-reference/tag/scales/GET/scales');
});

test('a second pass changes nothing', async ({ page }) => {
  await load(page);
  const first = await mutationsDuring(page, '#scalar', 'window.repairs.fixScalarMarkup(root)');
  expect(first.length).toBeGreaterThan(0);
  expect(await mutationsDuring(page, '#scalar', 'window.repairs.fixScalarMarkup(root)')).toEqual([]);
  const counts = await page.evaluate(() => (window as unknown as Win).repairs.fixScalarMarkup(document.getElementById('scalar')!));
  expect(Object.values(counts).every((n) => n === 0)).toBe(true);
});

test('the watcher repairs a re-render, then settles, and stops when asked', async ({ page }) => {
  await load(page);
  await page.evaluate(() => {
    const win = window as unknown as Win;
    win.stop = win.repairs.watchScalarMarkup(document.getElementById('scalar')!);
  });
  // Scalar renders a button again with its own role back, and adds an icon-only copy button.
  const rerender = `
    root.querySelector('button:not(.scalar-code-copy)').setAttribute('role', 'none');
    const copy = document.createElement('button');
    copy.className = 'scalar-code-copy';
    root.querySelector('section').append(copy);`;
  const changes = await mutationsDuring(page, '#scalar', rerender);
  // The re-render's own 2 changes, then the repairs': a handful, not an endless exchange.
  expect(changes.length).toBeGreaterThan(2);
  expect(changes.length).toBeLessThan(10);
  await expect(page.getByRole('button', { name: 'Show schema' })).not.toHaveAttribute('role');
  await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(2);
  expect(await mutationsDuring(page, '#scalar', '')).toEqual([]);

  await page.evaluate(() => (window as unknown as Win).stop!());
  await mutationsDuring(page, '#scalar', `root.querySelector('button:not(.scalar-code-copy)').setAttribute('role', 'none')`);
  await expect(page.getByRole('button', { name: 'Show schema' })).toHaveAttribute('role', 'none');
});

test('the watcher gives up, with a warning, when something keeps undoing a repair', async ({ page }) => {
  await load(page);
  const warning = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().startsWith('Scalar accessibility fix-ups stopped'));
  await page.evaluate(() => {
    // Stands for a Scalar that writes the role back after every repair.
    const button = document.querySelector<HTMLElement>('#scalar button:not(.scalar-code-copy)')!;
    new MutationObserver(() => {
      if (!button.hasAttribute('role')) button.setAttribute('role', 'presentation');
    }).observe(button, { attributes: true, attributeFilter: ['role'] });
    (window as unknown as Win).repairs.watchScalarMarkup(document.getElementById('scalar')!);
  });
  expect((await warning).text()).toContain('button[role="none"], button[role="presentation"]');
  // The page still answers, and the fight is over: Scalar's role stays.
  expect(await mutationsDuring(page, '#scalar', '')).toEqual([]);
  await expect(page.getByRole('button', { name: 'Show schema' })).toHaveAttribute('role', 'presentation');
});
