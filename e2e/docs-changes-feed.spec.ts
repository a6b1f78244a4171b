import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { test, expect } from './fixtures';

// Issue 35, item 6: /docs/changes.xml, an Atom feed of the docs' last changes, advertised on docs pages.

type Entry = { id: string; title: { '#text': string }; updated: string; link: { '@href': string } };

test('docs pages advertise the changes feed', async ({ page }) => {
  await page.goto('/docs/Vital/UserGuide/Filters');
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"][href$="/docs/changes.xml"]')).toHaveAttribute('title', 'Robin Vale — documentation changes (Atom)');
});

test('the feed is Atom: every doc with its date and link, newest first, and the date is the one its page shows', async ({ request, page }) => {
  const response = await request.get('/docs/changes.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const { feed } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (_name, path) => path === 'feed.entry' || path === 'feed.link' }).parse(xml) as {
    feed: { '@xmlns': string; id: string; title: string; updated: string; author: { name: string }; link: { '@rel': string; '@href': string }[]; entry: Entry[] };
  };
  // RFC 4287: a feed has id, title, updated and an author (or every entry has one); each entry id, title, updated.
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(feed.id).toBe('https://robin-vale.example/docs/changes.xml');
  expect(feed.title).toBe('Robin Vale — documentation changes');
  expect(feed.author.name).toBe('Robin Vale');
  expect(feed.link.find((l) => l['@rel'] === 'self')?.['@href']).toBe('https://robin-vale.example/docs/changes.xml');

  const dates = feed.entry.map((e) => Date.parse(e.updated));
  expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  expect(feed.updated).toBe(feed.entry[0]?.updated);
  const filters = feed.entry.find((e) => e.link['@href'] === 'https://robin-vale.example/docs/Vital/UserGuide/Filters');
  expect(filters?.title['#text']).toBe('Filters');
  expect(filters?.id).toBe('https://robin-vale.example/docs/Vital/UserGuide/Filters');

  // The same date as the page's own "Last updated".
  await page.goto('/docs/Vital/UserGuide/Filters');
  const shown = await page.locator('.page-meta-footer time').getAttribute('datetime');
  expect(shown && new Date(shown).toISOString().slice(0, 10)).toBe(filters?.updated.slice(0, 10));
});
