import AxeBuilder from '@axe-core/playwright';
import { test, expect, axeViolations, AXE_RULE_IDS } from './fixtures';
import { AUDITED_ROUTES, AUDIT_VIEWPORTS } from '../lib/a11y/audit';

// Issue 35, item 5: /accessibility states what the suite checks, from the lists the tests read.

test('the statement names the standard and lists exactly the rules an axe scan runs', async ({ page }) => {
  await page.goto('/accessibility');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
  await expect(page.getByRole('main')).toContainText('WCAG) 2.2 at level AA');

  const listed = await page.getByRole('list', { name: 'axe rules checked' }).getByRole('listitem').locator('code').allTextContents();
  // The rules a real scan reports on (passed, failed, incomplete or not applicable) are the ones it ran.
  const results = await new AxeBuilder({ page }).withRules(AXE_RULE_IDS).analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id);
  expect([...listed].sort()).toEqual([...ran].sort());
  expect(listed).toContain('target-size');
  await expect(page.getByRole('heading', { level: 3, name: `Rules checked (${listed.length})` })).toBeVisible();
});

test('the scan every route gets reports what it is shown: a missing alt text, faint text, a small target', async ({ page }) => {
  await page.goto('/accessibility');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('main').evaluate((main) => {
    main.insertAdjacentHTML(
      'beforeend',
      '<img id="no-alt" src="/favicon.ico"><p id="faint" style="color:#eee;background:#fff">Faint</p><div style="display:flex"><button aria-label="One" style="all:unset;width:8px;height:8px;background:#000"></button><button aria-label="Two" style="all:unset;width:8px;height:8px;background:#000"></button></div>',
    );
  });
  const found = await axeViolations(page);
  expect(found.map((v) => v.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt', 'target-size']);
  expect(found.find((v) => v.startsWith('image-alt'))).toContain('#no-alt');
});

test('the statement lists the scanned routes and viewports and how to report a problem', async ({ page }) => {
  await page.goto('/accessibility');
  const routes = page.getByRole('list', { name: 'Pages scanned' }).getByRole('listitem');
  await expect(routes).toHaveCount(AUDITED_ROUTES.length);
  await expect(routes.getByRole('link', { name: '/docs/Vital/UserGuide/Filters', exact: true })).toHaveAttribute('href', '/docs/Vital/UserGuide/Filters');
  for (const { width, height } of AUDIT_VIEWPORTS) await expect(page.getByRole('main')).toContainText(`${width} × ${height} CSS pixels`);
  await expect(page.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'open an issue in the site’s repository' })).toHaveAttribute('href', 'https://github.com/robin-vale/robin-vale.github.io/issues/new');
});
