import { test, expect, hydrated, openSearchModal, RECENT_SEARCHES_KEY as RECENT_KEY, FAVORITE_SEARCHES_KEY as FAVORITE_KEY, storedSearch as storedHit } from './fixtures';

// Spec §2 "Search modal", §4 search states, §5 limits, §9 constants: DocSearch on the built-in index.

test('the Search button opens the modal with the spec’s placeholder and a 64-character limit', async ({ page }) => {
  await page.goto('/docs/About');
  const input = await openSearchModal(page);
  await expect(input).toHaveAttribute('maxlength', '64');
  // A modal dialog named Search, whose input is the combobox.
  await expect(page.getByRole('dialog', { name: 'Search' })).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused();
  await expect(page.getByText('No recent searches')).toBeVisible();
});

test('Ctrl+K and / open the modal; / typed in a text field does not; Ctrl+F is left to the browser', async ({ page }) => {
  await page.goto('/docs/About');
  // The shortcuts listen once the page is hydrated: a key pressed before that is lost (seen under load).
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder('Search docs')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByPlaceholder('Search docs')).toBeHidden();
  await page.keyboard.press('/');
  await expect(page.getByPlaceholder('Search docs')).toBeVisible();
  await page.keyboard.press('Escape');

  const prevented = await page.evaluate(() => {
    const event = new KeyboardEvent('keydown', { key: 'f', ctrlKey: true, bubbles: true, cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(false);
  await expect(page.getByPlaceholder('Search docs')).toBeHidden();

  await page.goto('/search');
  await page.getByRole('searchbox').fill('');
  await page.getByRole('searchbox').press('/');
  await expect(page.getByRole('searchbox')).toHaveValue('/');
  await expect(page.getByPlaceholder('Search docs')).toBeHidden();
});

test('results for “oscillator” and “filter” lead to the right guide pages, grouped by top-level heading', async ({ page }) => {
  await page.goto('/');
  const input = await openSearchModal(page);
  await input.fill('oscillator');
  const osc = page.getByRole('treeitem').locator('a[href^="/docs/Vital/UserGuide/Oscillators-and-Sampler"]').first();
  await expect(osc).toBeVisible();
  // Each group of hits is named by its top-level heading.
  await expect(page.getByRole('tree', { name: 'Vital' })).toBeVisible();
  await expect(page.getByRole('tree', { name: 'Vital' }).getByRole('treeitem').first()).toBeVisible();
  await input.fill('filter');
  const filters = page.getByRole('treeitem').locator('a[href^="/docs/Vital/UserGuide/Filters"]').first();
  await expect(filters).toBeVisible();
  await expect(page.getByRole('treeitem').locator('mark').first()).toContainText(/filter/i);
});

// Spec §9: snippets of 10 words, 5 at 768 px wide or narrower. "aliasing" is found only in paragraphs.
for (const [width, words] of [
  [1280, 10],
  [769, 10],
  [768, 5],
] as const) {
  test(`at ${width} px a hit's snippet is ${words} words`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/docs/About');
    const input = await openSearchModal(page);
    await input.fill('aliasing');
    const snippet = page.getByRole('treeitem').locator('mark').first().locator('xpath=..');
    await expect(snippet).toContainText(/aliasing/i);
    const text = (await snippet.textContent())!.replace(/…/g, ' ').trim();
    expect(text.split(/\s+/)).toHaveLength(words);
  });
}

test('arrow keys move the active result, Enter opens it and closes the modal', async ({ page }) => {
  await page.goto('/');
  const input = await openSearchModal(page);
  await input.fill('filter');
  await expect(page.getByRole('treeitem').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('treeitem').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  const first = page.getByRole('treeitem').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const href = await first.locator('a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.split('#')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.getByPlaceholder('Search docs')).toBeHidden();
});

test('Tab ends the result selection and keeps focus inside the modal', async ({ page }) => {
  await page.goto('/');
  const input = await openSearchModal(page);
  await input.fill('filter');
  await expect(page.getByRole('treeitem').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(input).not.toBeFocused();
  await expect(page.locator('[role="treeitem"][aria-selected="true"]')).toHaveCount(0);
  const dialog = page.getByRole('dialog');
  const stops = await dialog.evaluate((element) => element.querySelectorAll('a[href], button, input').length);
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await input.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});

test('Escape closes the modal and focus returns to the Search button', async ({ page }) => {
  await page.goto('/blog');
  const input = await openSearchModal(page);
  await input.fill('vital');
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' })).toBeFocused();
});

test('selecting a hit saves its page to Recent, and Recent can become Favorite', async ({ page }) => {
  await page.goto('/');
  const input = await openSearchModal(page);
  await input.fill('filter');
  // Wait for the final results: a click on a hit that is being replaced selects nothing.
  await expect(page.getByRole('link', { name: /^See all \d+ results$/ })).toBeVisible();
  await expect(page.getByRole('treeitem').first().locator('mark').first()).toContainText(/^filter/i);
  await page.getByRole('treeitem').first().click();
  await expect(page).toHaveURL(/\/docs\//);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECENT_KEY);
  expect(stored).toHaveLength(1);
  expect(stored[0].type).toBe('lvl1');

  await openSearchModal(page);
  await expect(page.getByText('Recent', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Favorite', { exact: true })).toBeVisible();
  await page.reload();
  await openSearchModal(page);
  await expect(page.getByText('Favorite', { exact: true })).toBeVisible();
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, FAVORITE_KEY)).toBe(1);
});

test('Recent shows at most 7, or 4 when there are favorites', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [RECENT_KEY, Array.from({ length: 10 }, (_, i) => storedHit(i))] as const);
  await page.reload();
  await openSearchModal(page);
  await expect(page.getByText('Recent', { exact: true })).toBeVisible();
  await expect(page.getByRole('treeitem')).toHaveCount(7);
  await page.keyboard.press('Escape');
  await page.evaluate(([key, item]) => localStorage.setItem(key as string, JSON.stringify([item])), [FAVORITE_KEY, storedHit(99)] as const);
  await page.reload();
  await openSearchModal(page);
  await expect(page.getByText('Favorite', { exact: true })).toBeVisible();
  // One favorite plus the four most recent searches.
  await expect(page.getByRole('treeitem')).toHaveCount(5);
});

test('a query with no hits shows the no-results screen', async ({ page }) => {
  await page.goto('/');
  const input = await openSearchModal(page);
  await input.fill('zqxjvw');
  await expect(page.getByText('No results for')).toBeVisible();
  await expect(page.locator('strong', { hasText: 'zqxjvw' })).toContainText('zqxjvw');
});

test('an unreachable index shows the error screen', async ({ page, allowConsoleErrors }) => {
  // The browser logs the aborted requests; nothing else (no uncaught error) may reach the console.
  allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED \(http:\/\/localhost:\d+\/pagefind\/[^)]*\)$/);
  await page.route('**/pagefind/**', (route) => route.abort());
  await page.goto('/');
  const input = await openSearchModal(page);
  await input.fill('filter');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

test('See all results goes to the search page with the query', async ({ page }) => {
  await page.goto('/');
  const input = await openSearchModal(page);
  await input.fill('filter');
  const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=filter$/);
  await expect(page.getByRole('searchbox')).toHaveValue('filter');
  await expect(page.getByRole('list').locator('a[href*="/docs/Vital/UserGuide/Filters"]').first()).toBeVisible();
});

test('the search page reads q, writes it as the visitor types, and limits input to 512', async ({ page }) => {
  await page.goto('/search?q=wavetable');
  const box = page.getByRole('searchbox');
  await expect(box).toHaveValue('wavetable');
  await expect(box).toHaveAttribute('maxlength', '512');
  await expect(page.getByText(/\d+ results? for “wavetable”/)).toBeVisible();
  await box.fill('envelope');
  await expect(page).toHaveURL(/\/search\?q=envelope$/);
  await expect(page.locator('ol a[href*="/docs/Vital/UserGuide/Envelopes-and-LFOs"]').first()).toBeVisible();
  await box.fill('zqxjvw');
  await expect(page.getByText('No results for “zqxjvw”.')).toBeVisible();
});

test('the search page names a query in its count only when that query’s own results are listed', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('searchbox');
  await box.fill('night ferry');
  await expect(page.getByText(/^\d+ results? for “night ferry”$/)).toBeVisible();
  // Every state the page passes through on the way to the next query's results: the status line
  // and the first three results as they stood together after each change of the page.
  await page.evaluate(() => {
    const seen: string[][] = [];
    (window as unknown as { __seen: string[][] }).__seen = seen;
    new MutationObserver(() => {
      if (!/results? for “pedalling”/.test(document.querySelector('.search-page__status')?.textContent ?? '')) return;
      seen.push([...document.querySelectorAll('ol.search-results > li h2 a')].slice(0, 3).map((a) => a.getAttribute('href') ?? ''));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await box.fill('pedalling');
  await expect(page.getByText(/^\d+ results? for “pedalling”$/)).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[][] }).__seen);
  expect(seen.length).toBeGreaterThan(0);
  for (const hrefs of seen) expect(hrefs).toContain('/docs/My-Pieces/Twelve#pedalling');
});
