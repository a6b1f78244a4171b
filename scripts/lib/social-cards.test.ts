import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { socialCardPath } from '../../lib/seo/social-card';
import type { CardJob, DrawOptions } from './social-card-drawing';
import { drawInWorker, socialCardsOf, socialCardsStep, writeSocialCards } from './social-cards';
import { iconBitmap, iconFile } from './icon-file.fixture';

/** Stands in for the worker: "draws" each card as its title, and keeps the titles of each call. */
function fakeDrawer() {
  const calls: string[][] = [];
  const draw = async (jobs: readonly CardJob[]) => {
    calls.push(jobs.map((job) => job.card.title));
    for (const { card, file } of jobs) writeFileSync(file, card.title);
    return { drawn: jobs.length, refused: [] };
  };
  return { draw, calls };
}

const CONFIG = { title: 'Site', navbar: { logo: { src: '/img/logo.svg' } }, favicon: '/favicon.svg', image: '/img/social-card.png' } as never;

/** Stands in for the worker: refuses every card, as for a title with an emoji, and keeps the logo file it was given. */
function refusingDrawer() {
  const logoFiles: (string | null)[] = [];
  const draw = async (jobs: readonly CardJob[], options: DrawOptions) => {
    logoFiles.push(options.logoFile);
    return { drawn: 0, refused: jobs.map((job) => job.card.route) };
  };
  return { draw, logoFiles };
}

/** Runs the step for one doc with the site.config.ts keys given, every card refused; what it wrote and was given. */
async function refusedCardStep(config: { image: string; favicon?: string; logo?: string }) {
  const out = mkdtempSync(join(tmpdir(), 'social-cards-'));
  const { draw, logoFiles } = refusingDrawer();
  const site = { docs: [{ url: '/docs/Party', pageTitle: 'Party 🎉', version: 'current' }], blogPosts: [], docSectionOf: () => 'Docs' } as never;
  try {
    const siteConfig = { title: 'Site', navbar: { logo: config.logo ? { src: config.logo } : undefined }, favicon: config.favicon ?? '/favicon.svg', image: config.image } as never;
    const result = await socialCardsStep({ out, config: siteConfig, site, sourceOf: new Map([['/docs/Party', 'content/docs/Party.mdx']]), draw });
    const file = join(out, socialCardPath('/docs/Party'));
    return { result, logoFile: logoFiles[0], card: existsSync(file) ? readFileSync(file) : null };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

describe('the social cards step', () => {
  it('makes a card for each doc and post without a front matter image', () => {
    const site = {
      docs: [
        { url: '/docs/About', pageTitle: 'About', version: 'current' },
        { url: '/docs/Pictured', pageTitle: 'Pictured', version: 'current', image: '/img/pictured.png' },
      ],
      blogPosts: [
        { url: '/blog/2025/01/01/first', title: 'First' },
        { url: '/blog/2025/01/02/second', title: 'Second', image: '/img/second.png' },
      ],
      docSectionOf: (doc: { url: string }) => `Section of ${doc.url}`,
    } as never;
    expect(socialCardsOf(site)).toEqual([
      { route: '/docs/About', title: 'About', section: 'Section of /docs/About' },
      { route: '/blog/2025/01/01/first', title: 'First', section: 'Blog' },
    ]);
  });

  it('draws only the cards not in the cache, and copies every card to its page’s path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'social-cards-'));
    const { draw, calls } = fakeDrawer();
    const options = { siteName: 'Site', logoFile: 'public/img/logo.svg', fallbackFile: 'public/img/social-card.png', cacheDir: join(dir, 'cache') };
    const a = { route: '/docs/A', title: 'A', section: 'Docs' };
    const b = { route: '/docs/B', title: 'B', section: 'Docs' };
    try {
      expect(await writeSocialCards([a], join(dir, 'out'), options, draw)).toEqual({ drawn: 1, cached: 0, warnings: [] });
      expect(await writeSocialCards([a, b], join(dir, 'out'), options, draw)).toEqual({ drawn: 1, cached: 1, warnings: [] });
      expect(await writeSocialCards([a, b], join(dir, 'out'), options, draw)).toEqual({ drawn: 0, cached: 2, warnings: [] });
      expect(calls).toEqual([['A'], ['B']]);
      expect(readFileSync(join(dir, 'out', socialCardPath('/docs/B')), 'utf8')).toBe('B');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The first card drawn in this file starts the renderer in a worker: seconds on a loaded machine.
  it('draws a card beside a PNG logo, as a Docusaurus navbar logo often is', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'social-cards-'));
    try {
      const result = await drawInWorker([{ card: { route: '/docs/A', title: 'Filters', section: 'Vital' }, file: join(dir, 'card.png') }], {
        siteName: 'Site',
        logoFile: 'public/img/social-card.png',
      });
      expect(result).toEqual({ drawn: 1, refused: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("draws a card beside a favicon.ico of bitmaps, a Docusaurus site's usual favicon, which stopped the build", { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'social-cards-'));
    try {
      const logoFile = join(dir, 'favicon.ico');
      writeFileSync(logoFile, iconFile([[32, iconBitmap(32)]]));
      const result = await drawInWorker([{ card: { route: '/docs/A', title: 'Filters', section: 'Vital' }, file: join(dir, 'card.png') }], { siteName: 'Site', logoFile });
      expect(result).toEqual({ drawn: 1, refused: [] });
      expect(readFileSync(join(dir, 'card.png')).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('draws in a worker thread: a 1200×630 PNG of the card', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'social-cards-'));
    const file = join(dir, 'card.png');
    try {
      const result = await drawInWorker([{ card: { route: '/docs/A', title: 'Filters', section: 'Vital' }, file }], { siteName: 'Site', logoFile: 'public/img/logo.svg' });
      expect(result).toEqual({ drawn: 1, refused: [] });
      const png = readFileSync(file);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      // Moved into place once written whole: no partial file is left beside it.
      expect(readdirSync(dir)).toEqual(['card.png']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('gives a title with an emoji the site image too: the renderer would fetch the emoji from a CDN', async () => {
    const out = mkdtempSync(join(tmpdir(), 'social-cards-'));
    try {
      const site = { docs: [], blogPosts: [{ url: '/blog/2017/11/07', title: 'Prettier 1.8: Markdown Support 🎉' }], docSectionOf: () => 'Docs' } as never;
      const result = await socialCardsStep({ out, config: CONFIG, site, sourceOf: new Map([['/blog/2017/11/07', 'content/blog/2017-11-07-1.8.0.md']]) });
      expect(result.findings).toEqual([{ check: 'socialCards', file: 'content/blog/2017-11-07-1.8.0.md', message: expect.stringContaining('🎉') }]);
      expect(readFileSync(join(out, socialCardPath('/blog/2017/11/07')))).toEqual(readFileSync('public/img/social-card.png'));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 30_000);

  it('gives a title the card font cannot draw the site image, and reports it on the page’s source file', async () => {
    const out = mkdtempSync(join(tmpdir(), 'social-cards-'));
    try {
      const site = { docs: [{ url: '/docs/Kanji', pageTitle: '漢字の説明', version: 'current' }], blogPosts: [], docSectionOf: () => 'Docs' } as never;
      const result = await socialCardsStep({ out, config: CONFIG, site, sourceOf: new Map([['/docs/Kanji', 'content/docs/Kanji.mdx']]) });
      expect(result.summary).toBe('1 social cards (0 drawn, 0 from the cache)');
      expect(result.findings).toEqual([{ check: 'socialCards', file: 'content/docs/Kanji.mdx', message: expect.stringContaining('"漢字の説明"') }]);
      expect(readFileSync(join(out, socialCardPath('/docs/Kanji')))).toEqual(readFileSync('public/img/social-card.png'));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 30_000);

  it('reads a logo and site image written with a query or a percent-escape as their files under public/', async () => {
    const { logoFile, card } = await refusedCardStep({ logo: '/img/my%20logo.svg?v=2', image: '/img/social-card.png?v=2' });
    expect(logoFile).toBe(join('public', 'img', 'my logo.svg'));
    expect(card).toEqual(readFileSync('public/img/social-card.png'));
  });

  it('draws the card without a logo when the navbar logo, or the favicon standing in for it, is on another host', async () => {
    expect((await refusedCardStep({ logo: 'https://cdn.example/logo.svg', image: '/img/social-card.png' })).logoFile).toBeNull();
    expect((await refusedCardStep({ favicon: '//cdn.example/favicon.svg', image: '/img/social-card.png' })).logoFile).toBeNull();
    expect((await refusedCardStep({ image: '/img/social-card.png' })).logoFile).toBe(join('public', 'favicon.svg'));
  });

  it('leaves a refused card absent when the site image is on another host, and says the preview has no image', async () => {
    const { result, card } = await refusedCardStep({ logo: '/img/logo.svg', image: 'https://cdn.example/social-card.png' });
    expect(card).toBeNull();
    expect(result.findings).toEqual([{ check: 'socialCards', file: 'content/docs/Party.mdx', message: expect.stringContaining('has no image') }]);
  });

  it('draws a card with no logo', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'social-cards-'));
    try {
      const result = await drawInWorker([{ card: { route: '/docs/A', title: 'Filters', section: 'Vital' }, file: join(dir, 'card.png') }], { siteName: 'Site', logoFile: null });
      expect(result).toEqual({ drawn: 1, refused: [] });
      expect(readFileSync(join(dir, 'card.png')).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
