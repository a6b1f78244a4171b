import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Issue 19, item 3: link previews. Every doc and post names an image in og:image and
// twitter:image: its front matter `image`, or a 1200×630 PNG card the build drew for it.

const SITE = 'https://robin-vale.example';

async function previewImages(page: Page) {
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  const twitter = await page.locator('meta[name="twitter:image"]').getAttribute('content');
  return { og, twitter };
}

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
  const body = await response.body();
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20), bytes: body.length, body };
}

test('a doc and a post each have their own generated 1200×630 card', async ({ page, request }) => {
  const bodies: Buffer[] = [];
  for (const route of ['/docs/Vital/UserGuide/Filters', '/docs/About', '/blog/2025/01/25']) {
    await page.goto(route);
    const { og, twitter } = await previewImages(page);
    expect(og).toBe(`${SITE}/img/cards${route}.png`);
    expect(twitter).toBe(og);
    const png = await pngSize(request, og!);
    expect({ width: png.width, height: png.height }).toEqual({ width: 1200, height: 630 });
    expect(png.bytes).toBeLessThan(60_000);
    bodies.push(png.body);
  }
  expect(bodies[0]!.equals(bodies[1]!)).toBe(false);
  expect(bodies[1]!.equals(bodies[2]!)).toBe(false);
});

test('front matter `image` replaces the card', async ({ page, request }) => {
  await page.goto('/docs/e2e/structure/orphan');
  const { og, twitter } = await previewImages(page);
  expect(og).toBe(`${SITE}/img/logo.svg`);
  expect(twitter).toBe(og);
  expect((await request.get('/img/cards/docs/e2e/structure/orphan.png')).status()).toBe(404);
});

test('pages that are neither a doc nor a post keep the site card', async ({ page }) => {
  await page.goto('/blog');
  expect((await previewImages(page)).og).toBe(`${SITE}/img/social-card.png`);
});

test('a post describes itself as a BlogPosting in JSON-LD', async ({ page }) => {
  await page.goto('/blog/2025/01/25');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0]!) as Record<string, unknown>;
  const headline = await page.getByRole('heading', { level: 1 }).textContent();
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline,
    datePublished: '2025-01-25',
    image: `${SITE}/img/cards/blog/2025/01/25.png`,
    url: `${SITE}/blog/2025/01/25`,
  });
  expect(typeof data.dateModified).toBe('string');
  expect(data.author).toEqual([expect.objectContaining({ '@type': 'Person', name: 'Robin Vale' })]);
});
