import { test, expect } from './fixtures';

// Docusaurus's client-redirects options in site.config.ts (`clientRedirects`): the e2e variant sends
// two old addresses to the modules page (`redirects`) and /about-me to /docs/About (`createRedirects`).
const REDIRECTS = [
  { from: '/docs/e2e/old-modules', to: '/docs/e2e/docusaurus-modules', heading: 'Docusaurus modules' },
  { from: '/e2e/modules.html', to: '/docs/e2e/docusaurus-modules', heading: 'Docusaurus modules' },
  { from: '/about-me', to: '/docs/About', heading: 'About' },
];

test('each configured old address leads to its page', async ({ page }) => {
  for (const { from, to, heading } of REDIRECTS) {
    // Not waiting for the old page to hydrate: it has no scripts, and it leaves at once.
    await page.goto(from, { waitUntil: 'commit' });
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('an old address still leads to its page', async ({ page }) => {
    await page.goto('/about-me', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/docs\/About$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  });
});

test('an old address is kept out of search engines and names its page as canonical, and the sitemap leaves it out', async ({ request }) => {
  const html = await (await request.get('/about-me')).text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/docs\/About">/);
  expect(html).toMatch(/<title>About[^<]*<\/title>/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { from } of REDIRECTS) expect(sitemap).not.toContain(`${from}<`);
});
