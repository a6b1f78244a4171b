import { test, expect } from './fixtures';
import { standIn, type StandIn } from './algolia-stand-in';
import type { Page } from '@playwright/test';

// Spec §7 "Hosted search service" and §8 "Search host failure": the search modal in hosted mode, on
// the test-only page /e2e/hosted-search, which builds its configuration the way a hosted build does.
// Two loopback servers in this test process stand in for Algolia's hosts and answer its multi-query
// route; the page is told their ports with ?hosts=, in the order the client should try them.

async function search(page: Page, query: string) {
  const input = page.getByPlaceholder('Search docs');
  await input.fill(query);
  return input;
}

/**
 * The errors a stopped host causes: the browser logs each refused connection. Any other console error
 * (an uncaught RetryError among them: the modal shows the error screen instead) fails the test.
 */
function dropExpectedHostErrors(errors: string[]) {
  const others = errors.filter((e) => !/net::ERR_CONNECTION_REFUSED/.test(e));
  errors.splice(0, errors.length, ...others);
}

let hosts: StandIn[] = [];
test.beforeEach(async () => {
  hosts = [await standIn('A'), await standIn('B')];
});
test.afterEach(async () => {
  await Promise.all(hosts.map((h) => h.stop().catch(() => undefined)));
});

test('hosted mode: answers from the first host, falls back to the second, skips a down host for 2 minutes, and shows the error screen when both are down', async ({ page, consoleErrors }) => {
  const [a, b] = hosts as [StandIn, StandIn];
  await page.clock.install();
  await page.goto(`/e2e/hosted-search?hosts=${a.host},${b.host}`);
  await page.getByTestId('hosted-search').getByRole('button', { name: 'Search' }).click();

  // Both hosts up: the first one answers, with the credentials in the query string (spec §7).
  await search(page, 'cutoff');
  const hit = page.getByRole('treeitem').filter({ hasText: 'answered by host A' });
  await expect(hit).toBeVisible();
  // Hosted records carry absolute URLs; the modal opens them on this site (spec §2).
  await expect(hit.locator('a')).toHaveAttribute('href', '/docs/Vital/UserGuide/Filters#cutoff-and-resonance');
  await expect(page.getByRole('treeitem').filter({ hasText: 'answered by host' }).locator('mark').first()).toHaveText(/cutoff/i);
  expect(a.queries).toEqual(['cutoff']);
  expect(b.queries).toEqual([]);
  expect(a.credentials).toEqual({ appId: 'E2EHOSTED', apiKey: 'e2e-search-only-key' });

  // Host A down: the same search box still gets results, from host B.
  await a.stop();
  await search(page, 'resonance');
  await expect(page.getByRole('treeitem').filter({ hasText: 'The resonance control, as answered by host B.' })).toBeVisible();
  expect(b.queries).toEqual(['resonance']);

  // Host A back within two minutes: it is still skipped, host B answers (spec §8).
  await a.start();
  await search(page, 'slope');
  await expect(page.getByRole('treeitem').filter({ hasText: 'The slope control, as answered by host B.' })).toBeVisible();
  expect(a.queries).toEqual(['cutoff']);

  // Two minutes later, host A is tried first again.
  await page.clock.fastForward('02:01');
  await search(page, 'drive');
  await expect(page.getByRole('treeitem').filter({ hasText: 'The drive control, as answered by host A.' })).toBeVisible();

  // Both down: DocSearch's error screen (spec §2, §8).
  await a.stop();
  await b.stop();
  await search(page, 'envelope');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  await expect(page.getByRole('treeitem')).toHaveCount(0);
  expect([...a.queries, ...b.queries]).not.toContain('envelope');

  dropExpectedHostErrors(consoleErrors);
});
