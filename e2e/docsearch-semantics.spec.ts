import type { Page } from '@playwright/test';
import { test, expect, mutationsDuring, bundleForPage } from './fixtures';

/**
 * The DocSearch role repair (components/search/docsearch-semantics.ts) in a real browser DOM, on a
 * small copy of DocSearch 3.9's modal markup: what it fixes, that a second pass changes nothing,
 * that its watcher settles after DocSearch re-renders instead of feeding on its own changes, and
 * that it stops when asked. The search specs check the same roles on the real modal.
 */

let bundle = '';
test.beforeAll(async () => {
  bundle = await bundleForPage('components/search/docsearch-semantics.ts', 'semantics');
});

// DocSearch 3.9's markup, reduced to what the repair reads and writes.
const MODAL = `
  <div class="DocSearch DocSearch-Container" role="button" tabindex="0" aria-expanded="true" aria-haspopup="listbox" aria-controls="docsearch-docs-list" aria-labelledby="docsearch-label">
    <div class="DocSearch-Modal">
      <header class="DocSearch-SearchBar">
        <form class="DocSearch-Form">
          <label class="DocSearch-MagnifierLabel" id="docsearch-label" for="docsearch-input">Search</label>
          <input class="DocSearch-Input" id="docsearch-input" aria-autocomplete="both" aria-controls="docsearch-docs-list" value="filter">
        </form>
      </header>
      <div class="DocSearch-Dropdown">
        <section class="DocSearch-Hits">
          <div class="DocSearch-Hit-source">Docs</div>
          <ul role="listbox" id="docsearch-list">
            <li class="DocSearch-Hit" id="docsearch-docs-item-0" role="option" aria-selected="true"><a href="/docs/Vital/UserGuide/Filters">Filters</a></li>
            <li class="DocSearch-Hit DocSearch-Hit--Child" id="docsearch-docs-item-1" role="option" aria-selected="false"><a href="/docs/Vital/UserGuide/Filters#comb">Comb</a></li>
          </ul>
        </section>
      </div>
      <footer class="DocSearch-Footer">Search by the site</footer>
    </div>
  </div>`;

async function load(page: Page) {
  await page.setContent(`<!doctype html><html lang="en"><head><title>fixture</title></head><body><main><h1>Page</h1></main>${MODAL}</body></html>`);
  await page.addScriptTag({ content: bundle });
}

type Api = { fixDocSearchSemantics(el: Element): void; watchDocSearchSemantics(el: Element): () => void };
type Win = Window & { semantics: Api; stop?: () => void };

test('the modal becomes a labelled dialog with a combobox and a tree of hits', async ({ page }) => {
  await load(page);
  await page.evaluate(() => (window as unknown as Win).semantics.fixDocSearchSemantics(document.querySelector('.DocSearch-Container')!));
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const combobox = dialog.getByRole('combobox');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const tree = dialog.getByRole('tree', { name: 'Docs' });
  await expect(combobox).toHaveAttribute('aria-controls', (await tree.getAttribute('id'))!);
  await expect(tree).toHaveAttribute('id', 'docsearch-docs-list');
  await expect(tree.getByRole('treeitem')).toHaveCount(2);
  await expect(tree.getByRole('treeitem', { name: 'Filters' })).toHaveAttribute('aria-level', '1');
  await expect(tree.getByRole('treeitem', { name: 'Comb' })).toHaveAttribute('aria-level', '2');
  await expect(tree.getByRole('treeitem', { name: 'Comb' }).getByRole('link')).toHaveAttribute('href', /#comb$/);
});

test('a second pass changes nothing', async ({ page }) => {
  await load(page);
  const first = await mutationsDuring(page, '.DocSearch-Container', 'window.semantics.fixDocSearchSemantics(root)');
  expect(first.length).toBeGreaterThan(0);
  expect(await mutationsDuring(page, '.DocSearch-Container', 'window.semantics.fixDocSearchSemantics(root)')).toEqual([]);
});

test('the watcher repairs a re-render, then settles, and stops when asked', async ({ page }) => {
  await load(page);
  await page.evaluate(() => {
    const win = window as unknown as Win;
    win.stop = win.semantics.watchDocSearchSemantics(document.querySelector('.DocSearch-Container')!);
  });
  // DocSearch renders its hits again: a new hit, and an old one with its own role back.
  const rerender = `
    const list = root.querySelector('ul');
    list.setAttribute('id', 'docsearch-list');
    list.firstElementChild.setAttribute('role', 'option');
    const hit = document.createElement('li');
    hit.className = 'DocSearch-Hit DocSearch-Hit--Child';
    hit.id = 'docsearch-docs-item-2';
    hit.setAttribute('role', 'option');
    hit.innerHTML = '<a href="/docs/Vital/UserGuide/Filters#formant">Formant</a>';
    list.append(hit);`;
  const changes = await mutationsDuring(page, '.DocSearch-Container', rerender);
  // The re-render's own 4 changes, then the repair's: a handful, not an endless exchange.
  expect(changes.length).toBeGreaterThan(4);
  expect(changes.length).toBeLessThan(20);
  const tree = page.getByRole('tree', { name: 'Docs' });
  await expect(tree.getByRole('treeitem')).toHaveCount(3);
  await expect(tree.getByRole('treeitem', { name: 'Formant' })).toHaveAttribute('aria-level', '2');
  expect(await mutationsDuring(page, '.DocSearch-Container', '')).toEqual([]);

  await page.evaluate(() => (window as unknown as Win).stop!());
  await mutationsDuring(page, '.DocSearch-Container', `root.querySelector('li').setAttribute('role', 'option')`);
  await expect(page.getByRole('option', { name: 'Filters' })).toHaveCount(1);
});
