import { test, expect } from './fixtures';
import { readParameterFiles } from '../lib/vital/data';

// The Vital parameter tables come from content/data/vital: a guide page shows its tables, and
// /docs/Vital/Parameters lists every table, each linking to the heading that explains it.

const files = readParameterFiles();

test('a guide page shows its parameter tables as the data gives them', async ({ page }) => {
  const file = files.find((f) => f.stem === 'filters')!;
  await page.goto(`/docs/${file.page}`);
  for (const table of file.tables) {
    const row = table.rows[0]!;
    const cells = page.getByRole('row', { name: new RegExp(`^${row.control.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });
    await expect(cells.first().getByRole('cell')).toHaveText([row.control, row.range, row.default, row.description]);
  }
  await expect(page.getByRole('columnheader', { name: 'Range or options' }).first()).toBeVisible();
});

test('the Parameter reference lists every table and links it to the section that explains it', async ({ page }) => {
  await page.goto('/docs/Vital/Parameters');
  const main = page.getByRole('main');
  for (const file of files) {
    for (const table of file.tables) {
      await expect(main.getByRole('heading', { level: 3, name: table.title, exact: true }).first()).toBeVisible();
    }
  }
  const file = files.find((f) => f.stem === 'filters')!;
  const comb = file.tables.find((t) => t.id === 'comb')!;
  const link = main.getByRole('link', { name: `Filters, ${comb.title}` });
  await expect(link).toHaveAttribute('href', `/docs/${file.page}#${comb.anchor}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/docs/${file.page}#${comb.anchor}$`));
  await expect(page.locator(`#${comb.anchor}`)).toBeInViewport();
});

test('the Parameter reference lists its groups in its table of contents', async ({ page }) => {
  await page.goto('/docs/Vital/Parameters');
  const toc = page.getByRole('navigation', { name: /on this page|table of contents/i }).first();
  await expect(toc.getByRole('link', { name: 'Comb model' })).toHaveAttribute('href', '#filters-comb');
});

test('a link in the prose lands on the parameter row it names', async ({ page }) => {
  await page.goto('/docs/Vital/UserGuide/Filters');
  const link = page.getByRole('main').getByRole('link', { name: 'Blend', exact: true }).first();
  await expect(link).toHaveAttribute('href', '#voice-filter-blend');
  await link.click();
  await expect(page).toHaveURL(/\/docs\/Vital\/UserGuide\/Filters#voice-filter-blend$/);
  const row = page.locator('#voice-filter-blend');
  await expect(row.getByRole('cell').first()).toHaveText('Blend');
  await expect(row).toBeInViewport();
});
