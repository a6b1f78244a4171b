import type { Page } from '@playwright/test';
import { SCALAR_REPAIRS } from '../components/api/scalar-a11y';
import { test, expect } from './fixtures';

/**
 * Canaries for components/api/scalar-a11y.ts: Scalar rendered without the repairs (a test-only page)
 * still has something for each of them to repair, first rendered, fully rendered or with the 'Try it'
 * client open. A failure names the repair Scalar no longer needs: delete it, and rerun api.spec.ts.
 */

const region = (page: Page) => page.getByRole('region', { name: 'Unrepaired API reference' });

/** The repairs that would change something in what Scalar shows now (the page runs them on a copy). */
async function repairsNeeded(page: Page): Promise<string[]> {
  const output = page.getByRole('status', { name: 'Repairs still needed' });
  const pass = Number(/^Pass (\d+)/.exec((await output.textContent()) ?? '')?.[1] ?? 0) + 1;
  // Scalar's client dialog covers the page when open, so the button is pressed without the pointer.
  await page.getByRole('button', { name: 'List the repairs still needed' }).dispatchEvent('click');
  await expect(output).toHaveText(new RegExp(`^Pass ${pass}: `));
  return JSON.parse(((await output.textContent()) ?? '').replace(/^Pass \d+: /, '')) as string[];
}

test("every Scalar repair still has something to repair in Scalar's own markup", async ({ page }) => {
  test.slow(); // renders every section and opens the client
  await page.goto('/e2e/scalar-unrepaired');
  const scalar = region(page);
  await expect(scalar.getByRole('heading', { level: 1, name: 'Music Theory API' })).toBeVisible({ timeout: 20_000 });
  const needed = new Set(await repairsNeeded(page));

  // Every section rendered: Scalar draws them as they come near the viewport, some behind 'Show more'.
  await page.mouse.move(800, 500);
  const more = scalar.getByRole('button', { name: /^Show (all .+ endpoints|More)$/ });
  const last = scalar.getByRole('region', { name: 'ProblemDetails', exact: true });
  for (let i = 0; i < 80 && !(await last.isVisible()); i++) {
    if ((await more.count()) > 0) await more.first().click();
    else await page.mouse.wheel(0, 1000);
  }
  await expect(last).toBeVisible();
  for (const repair of await repairsNeeded(page)) needed.add(repair);

  // The 'Try it' client of the first operation.
  await page.evaluate(() => window.scrollTo(0, 0));
  const testRequest = scalar.getByRole('button', { name: /test request/i }).first();
  await expect(async () => {
    if (!(await testRequest.isVisible())) await page.mouse.wheel(0, 400);
    await expect(testRequest).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await testRequest.click();
  const send = page.getByRole('dialog').getByRole('button', { name: /^send post request to/i });
  await expect(send).toBeVisible();
  for (const repair of await repairsNeeded(page)) needed.add(repair);

  // And with a response shown.
  await page.route('**/api/v0/**', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"message":"Registered"}' }));
  await send.click();
  await expect(page.getByRole('dialog').getByText('201 Created')).toBeVisible();
  for (const repair of await repairsNeeded(page)) needed.add(repair);

  expect(SCALAR_REPAIRS.filter((repair) => !needed.has(repair))).toEqual([]);
});
