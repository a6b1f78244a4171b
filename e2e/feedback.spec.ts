import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';
import { feedbackStandIn } from './feedback-stand-in';

// Issue 35, item 4: "Was this page helpful?" under every doc. The e2e build sets feedback.endpoint
// to a loopback address (site.config.ts); the page names it in data-endpoint.

// The e2e build names one loopback endpoint, so the stand-in that listens there is one server at a
// time: this file's tests run one after another in one worker.
test.describe.configure({ mode: 'default' });

const region = (page: Page) => page.getByRole('region', { name: 'Was this page helpful?' });

async function endpointOf(page: Page): Promise<string> {
  const endpoint = await region(page).getAttribute('data-endpoint');
  if (!endpoint) throw new Error('The e2e build has no feedback.endpoint: build with SITE_VARIANT=e2e.');
  return endpoint;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px: No, a comment and Send from the keyboard post the answer as JSON, and only then`, async ({ page }) => {
    test.slow(); // two axe scans of a long page
    await page.setViewportSize(viewport);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/docs/About');
    const endpoint = await endpointOf(page);
    const sentToEndpoint = () => requested.filter((url) => url.startsWith(new URL(endpoint).origin));
    const standIn = await feedbackStandIn(endpoint);
    try {
      const feedback = region(page);
      await expect(feedback.getByRole('button')).toHaveText(['Yes', 'No']);
      expect(await axeViolations(page)).toEqual([]);
      expect(sentToEndpoint()).toEqual([]);

      await feedback.getByRole('button', { name: 'No' }).focus();
      await page.keyboard.press('Enter');
      const comment = feedback.getByRole('textbox', { name: 'What was missing or wrong? (optional)' });
      await expect(comment).toBeFocused();
      expect(sentToEndpoint()).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.type('An example of the envelope would help.');
      await page.keyboard.press('Tab');
      await expect(feedback.getByRole('button', { name: 'Send' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
      expect(standIn.posts()).toEqual([
        { method: 'POST', contentType: 'application/json', body: JSON.stringify({ page: '/docs/About', helpful: false, comment: 'An example of the envelope would help.' }) },
      ]);
    } finally {
      await standIn.stop();
    }
  });
}

test('Yes with no comment sends helpful: true and an empty comment; the form’s code loads on the answer', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
  await page.goto('/docs/Vital/UserGuide/Filters');
  await page.waitForLoadState('networkidle');
  const standIn = await feedbackStandIn(await endpointOf(page));
  try {
    const feedback = region(page);
    const before = scripts.length;
    await feedback.getByRole('button', { name: 'Yes' }).click();
    await expect(feedback.getByRole('textbox', { name: 'What helped? (optional)' })).toBeFocused();
    // The question and its buttons are the page's HTML; the form is a script of its own, fetched now.
    expect(scripts.slice(before)).toEqual([expect.stringMatching(/\/_next\/static\/chunks\/[^/]+\.js$/)]);
    await feedback.getByRole('button', { name: 'Send' }).click();
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
    expect(standIn.posts().map((p) => JSON.parse(p.body))).toEqual([{ page: '/docs/Vital/UserGuide/Filters', helpful: true, comment: '' }]);
  } finally {
    await standIn.stop();
  }
});

test('a failed send says so and keeps the comment for another try', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource: net::ERR_CONNECTION_REFUSED/, /Failed to fetch/);
  await page.goto('/docs/About');
  // No stand-in listens: the endpoint refuses the connection.
  const feedback = region(page);
  await feedback.getByRole('button', { name: 'Yes' }).click();
  await feedback.getByRole('textbox').fill('Clear.');
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(feedback.getByRole('status')).toHaveText('Your feedback could not be sent. Check your connection and press Send again.');
  await expect(feedback.getByRole('textbox')).toHaveValue('Clear.');
});
