import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { algoliaHit, insightsStandIn, standIn, type Answer, type InsightsStandIn, type StandIn } from './algolia-stand-in';
import { VIEW_BATCH_SIZE, VIEW_DEBOUNCE_MS } from '../lib/search/insights';

// Spec §7 "Click events go to an insights plugin when enabled" and §9 "Analytics view events: batches
// of 20, debounced 400 ms", on the test-only page /e2e/hosted-search: `&insights=host:port` gives it
// the configuration of a build with `search.insights` on, pointed at a loopback stand-in for
// Algolia's Insights API that records every request; `&insightsHost=` alone gives the host with the
// option off.

/**
 * Twelve hits in Algolia's ranking, in two top-level groups (Vital, Blog) taking turns. DocSearch
 * shows them grouped (the Vital hits first) and at most five per group, so a hit's place on screen is
 * not its ranked position, and three hits are never shown.
 */
function rankedHits(query: string) {
  return Array.from({ length: 12 }, (_, i) => {
    const blog = i % 3 === 1;
    return algoliaHit(query, {
      type: 'content',
      objectID: `${query}-${i}`,
      url: `https://robin-vale.example/docs/Vital/UserGuide/Filters#${query}-${i}`,
      lvl0: blog ? 'Blog' : 'Vital',
      lvl1: blog ? 'Synths' : 'Filters',
      content: `Ranked hit ${i} for ${query}`,
    });
  });
}

async function openAndSearch(page: Page, query: string) {
  const input = page.getByPlaceholder('Search docs');
  if (!(await input.isVisible())) await page.getByTestId('hosted-search').getByRole('button', { name: 'Search' }).click();
  await input.fill(query);
  await expect(
    page
      .getByRole('treeitem')
      .filter({ hasText: `for ${query}` })
      .first(),
  ).toBeVisible();
}

/** The objectIDs of the hits on screen, found from their links in what the stand-in answered. */
async function shownObjectIDs(page: Page, answer: Answer): Promise<string[]> {
  const hrefs = await page
    .getByRole('treeitem')
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => {
    const hit = answer.hits.find((h) => h.url.endsWith(href));
    if (!hit) throw new Error(`No hit of the answer has the link ${href}`);
    return hit.objectID;
  });
}

const answerFor = (host: StandIn, query: string) => {
  const answer = host.answers.findLast((a) => a.query === query);
  if (!answer) throw new Error(`The stand-in answered no search for ${query}`);
  return answer;
};

let search: StandIn;
let insights: InsightsStandIn;
test.beforeEach(async () => {
  search = await standIn('A', rankedHits);
  insights = await insightsStandIn();
});
test.afterEach(async () => {
  await Promise.all([search.stop(), insights.stop()]);
});

test('insights on: queries ask for a queryID, views of the latest hits go once after 400 ms quiet, and a clicked hit sends its queryID and ranked position', async ({ page }) => {
  const toInsights: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === insights.host) toInsights.push(request.url());
  });
  await page.clock.install();
  await page.goto(`/e2e/hosted-search?hosts=${search.host}&insights=${insights.host}`);
  await expect(page.getByText(`Insights: on, to ${insights.host}`)).toBeVisible();
  await page.getByTestId('hosted-search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByPlaceholder('Search docs')).toBeVisible();
  // Time stands still from here: only runFor moves it, so the debounce is observed, not waited for.
  // (Not before the modal is open: React reveals the lazily loaded modal on a timer.)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await openAndSearch(page, 'cutoff');
  await openAndSearch(page, 'resonance');
  expect(search.requests.map((r) => [r.query, r.clickAnalytics])).toEqual([
    ['cutoff', true],
    ['resonance', true],
  ]);
  // Two result screens within 400 ms: nothing yet.
  await page.clock.runFor(VIEW_DEBOUNCE_MS - 1);
  expect(toInsights).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => insights.events().length).toBeGreaterThan(0);

  // One send, with the hits of the latest results only, at most 20 objectIDs an event.
  const shown = await shownObjectIDs(page, answerFor(search, 'resonance'));
  expect(shown.length).toBeLessThan(answerFor(search, 'resonance').hits.length);
  const views = insights.events();
  expect(views.every((e) => e.eventType === 'view' && e.index === 'e2e_hosted' && e.objectIDs.length <= VIEW_BATCH_SIZE)).toBe(true);
  expect(views.flatMap((e) => e.objectIDs).sort()).toEqual([...shown].sort());
  await page.clock.runFor(VIEW_DEBOUNCE_MS * 5);
  expect(toInsights).toHaveLength(1);

  // As a simple request: credentials in the query string, a text/plain body, no preflight.
  const [post] = insights.requests;
  expect(insights.requests.map((r) => r.method)).toEqual(['POST']);
  expect(post?.contentType).toMatch(/^text\/plain/);
  expect([post?.query.get('x-algolia-application-id'), post?.query.get('x-algolia-api-key')]).toEqual(['E2EHOSTED', 'e2e-search-only-key']);

  // Click a Blog hit: shown after the five Vital hits, its ranked position is still Algolia's.
  await page.clock.resume();
  const answer = answerFor(search, 'resonance');
  const target = answer.hits.find((h) => h.objectID === 'resonance-4')!;
  await page.getByRole('treeitem').filter({ hasText: 'Ranked hit 4 for resonance' }).locator('a').click();
  await expect(page).toHaveURL(/\/docs\/Vital\/UserGuide\/Filters#resonance-4$/);
  await expect.poll(() => insights.events().filter((e) => e.eventType === 'click')).toHaveLength(1);
  const click = insights.events().find((e) => e.eventType === 'click')!;
  expect(click).toMatchObject({ eventName: 'Item Selected', index: 'e2e_hosted', queryID: answer.queryID, objectIDs: [target.objectID], positions: [answer.hits.indexOf(target) + 1] });
  expect(shown.indexOf(target.objectID) + 1).not.toBe(click.positions?.[0]);
  // One anonymous token for the visit, on every event.
  expect(new Set(insights.events().map((e) => e.userToken))).toEqual(new Set([expect.stringMatching(/^anonymous-[0-9a-f]{32}$/)]));
});

test('insights on: Enter on a hit sends its click event', async ({ page }) => {
  await page.goto(`/e2e/hosted-search?hosts=${search.host}&insights=${insights.host}`);
  await openAndSearch(page, 'drive');
  const target = page.getByRole('treeitem').filter({ hasText: 'Ranked hit 2 for drive' });
  // The second hit on screen (the Vital group comes first): one step down from the first.
  await page.keyboard.press('ArrowDown');
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#drive-2$/);
  await expect.poll(() => insights.events().filter((e) => e.eventType === 'click')).toHaveLength(1);
  const answer = answerFor(search, 'drive');
  expect(insights.events().find((e) => e.eventType === 'click')).toMatchObject({
    queryID: answer.queryID,
    objectIDs: ['drive-2'],
    positions: [answer.hits.findIndex((h) => h.objectID === 'drive-2') + 1],
  });
});

test('insights on: Ctrl+Enter opens the hit in a new tab and sends its click event', async ({ page, context }) => {
  await page.goto(`/e2e/hosted-search?hosts=${search.host}&insights=${insights.host}`);
  await openAndSearch(page, 'drive');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('treeitem').filter({ hasText: 'Ranked hit 2 for drive' })).toHaveAttribute('aria-selected', 'true');
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
  await expect(tab).toHaveURL(/\/docs\/Vital\/UserGuide\/Filters#drive-2$/);
  // The modal's own tab stays where it was.
  await expect(page).toHaveURL(/\/e2e\/hosted-search\?/);
  await expect.poll(() => insights.events().filter((e) => e.eventType === 'click')).toHaveLength(1);
  const answer = answerFor(search, 'drive');
  expect(insights.events().find((e) => e.eventType === 'click')).toMatchObject({
    queryID: answer.queryID,
    objectIDs: ['drive-2'],
    positions: [answer.hits.findIndex((h) => h.objectID === 'drive-2') + 1],
  });
});

test('insights off (the default), even with an Insights host configured: no clickAnalytics, and no request to that host', async ({ page }) => {
  const toInsights: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === insights.host) toInsights.push(request.url());
  });
  const fixture = `/e2e/hosted-search?hosts=${search.host}&insightsHost=${insights.host}`;
  await page.goto(fixture);
  await expect(page.getByText('Insights: off')).toBeVisible();
  await openAndSearch(page, 'cutoff');
  // DocSearch's own request without its insights option: clickAnalytics false.
  expect(search.requests.map((r) => r.clickAnalytics ?? false)).toEqual([false]);
  await page.getByRole('treeitem').filter({ hasText: 'Ranked hit 4 for cutoff' }).locator('a').click();
  await expect(page).toHaveURL(/#cutoff-4$/);

  // With insights on, the click event would have left before that navigation, and pending views as
  // the modal closed. A later request the test waits for: a search from a new visit of the page.
  await page.goto(fixture);
  await openAndSearch(page, 'slope');
  expect(search.queries).toEqual(['cutoff', 'slope']);
  expect(toInsights).toEqual([]);
  expect(insights.requests).toEqual([]);
});
