import AxeBuilder from '@axe-core/playwright';
import { test, expect, openMobileMenu, DOC_ROUTES } from './fixtures';

// Accessibility and offline behaviour across the routes of spec §2.

const ROUTES = ['/', '/docs', ...DOC_ROUTES.map((r) => r.path), '/blog', '/blog/2025/01/25', '/blog/2025/02/17', '/blog/archive', '/blog/authors', '/blog/tags', '/search', '/api', '/no-such-page'];

for (const route of ROUTES) {
  test(`${route}: no axe violations and no request to another host`, async ({ page, consoleErrors }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
    });
    await page.goto(route);
    // On /api, scan Scalar's interactive reference once it has rendered its operations (the
    // server-rendered outline it replaces is checked in api.spec.ts).
    if (route === '/api') await expect(page.locator('.api-scalar').getByRole('button', { name: /test request/i }).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(foreign).toEqual([]);
    if (route === '/no-such-page') consoleErrors.length = 0;
  });
}

test.describe('mobile', () => {
  test.use({ viewport: { width: 400, height: 800 } });
  test('the open mobile menu has no axe violations', async ({ page }) => {
    await page.goto('/docs/About');
    await openMobileMenu(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
