import { test, expect, axeViolations, landingTop, settledTop } from './fixtures';

// Two upstream bugs that /api's code samples work around (components/api/plain/plain.css, where
// they are skipped until a reader comes near them). Each test takes its workaround away and shows
// the bug on the page; once upstream fixes it, the test fails, and the workaround can go.

test('axe takes the text past the edge of a sample it laid out early as visible (dequelabs/axe-core#2768)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/api');
  // The workaround: `overflow: hidden` on each sample, which axe honours as a clip.
  await page.addStyleTag({ content: '.api-plain figure.code-block { overflow: visible !important; }' });
  const found = await axeViolations(page);
  expect(found.filter((line) => line.startsWith('color-contrast: ') && line.includes('.code-block'))).toHaveLength(1);
});

test('a scroll to a heading lands by the estimated heights of the samples around it (w3c/csswg-drafts#9833)', async ({ page }) => {
  await page.goto('/api');
  // The workaround: the in-page link handler holds the target in place (lib/client/hold-in-place.ts).
  // A scroll made by script, with no link and no hash change, goes without it.
  for (const id of ['model-Scale', 'op-loginUser']) {
    const target = page.locator(`[id="${id}"]`);
    await target.evaluate((el) => el.scrollIntoView());
    const landed = await settledTop(target);
    if (Math.abs(landed - (await landingTop(target))) > 1) return;
  }
  throw new Error('every scroll landed where it was aimed: the browser now keeps a scroll target in place, so the hold may go');
});
