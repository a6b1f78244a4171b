import { test, expect, openSearchModal, scalarReady, searchPageHit, startedUp, tryRegisterOnLocalServer, useReferenceServer, watchCspViolations } from './fixtures';

// The Content-Security-Policy of every exported page (README "Deploy"): the site runs with zero
// violations on every route, with the search modal open, with the interactive reference and with
// 'Try it' against the real reference server, and the policy does stop a script it did not allow.

// Every route's own visit, with no violation, is in e2e/sweep.spec.ts.

test('every page carries its policy as a meta element and as the served header, with hashed scripts only', async ({ page, consoleErrors }) => {
  for (const route of ['/', '/docs/About', '/api', '/nope']) {
    const response = await page.goto(route);
    const header = response!.headers()['content-security-policy'] ?? '';
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta, route).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(meta).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(header).toBe(`${meta}; frame-ancestors 'self'`);
    expect(response!.headers()['x-frame-options']).toBe('SAMEORIGIN');
  }
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining('status of 404 (Not Found) (http://localhost')]);
});

test('a script the policy does not allow is blocked and reported', async ({ page, consoleErrors }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/docs/About');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  consoleErrors.length = 0; // the browser logs the refusal, which is what this test asked for
});

test.describe('no violations', () => {
  test.describe.configure({ timeout: 180_000 });

  test('with the search modal open and answering, also on the search page', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/');
    const input = await openSearchModal(page);
    await input.fill('oscillator');
    await expect(page.getByRole('treeitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/search?q=filter');
    await expect(searchPageHit(page, /filter/i)).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('with the interactive reference, reached from another page without a reload', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Music Theory API' }).click();
    await expect(page).toHaveURL(/\/api$/);
    await page.getByRole('button', { name: 'Open the interactive reference' }).click();
    await scalarReady(page);
    // Scalar's own lazy work (fonts off, its later sections) is asked for by the time the browser idles.
    await startedUp(page);
    expect(violations).toEqual([]);
  });
});

test.describe("'Try it' against the running reference server", () => {
  // `npm run api` on the port the reference offers (8080), the one API origin the default policy allows.
  useReferenceServer();

  test('registering through the local server: a real answer and no violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const { client, send } = await tryRegisterOnLocalServer(page);
    await send.click();
    await expect(client.getByText('201 Created')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
