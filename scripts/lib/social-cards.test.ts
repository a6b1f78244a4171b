import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { socialCardPath } from '../../lib/seo/social-card';
import { socialCardsOf, socialCardsStep } from './social-cards';

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

  it('gives a title the card font cannot draw the site image, and reports it on the page’s source file', async () => {
    const out = mkdtempSync(join(tmpdir(), 'social-cards-'));
    // The renderer logs each font it could not fetch.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const site = { docs: [{ url: '/docs/Kanji', pageTitle: '漢字の説明', version: 'current' }], blogPosts: [], docSectionOf: () => 'Docs' } as never;
      const config = { title: 'Site', navbar: { logo: { src: '/img/logo.svg' } }, favicon: '/favicon.svg', image: '/img/social-card.png' } as never;
      const result = await socialCardsStep({ out, config, site, sourceOf: new Map([['/docs/Kanji', 'content/docs/Kanji.mdx']]) });
      expect(result.summary).toBe('1 social cards (0 drawn, 0 from the cache)');
      expect(result.findings).toEqual([{ check: 'socialCards', file: 'content/docs/Kanji.mdx', message: expect.stringContaining('"漢字の説明"') }]);
      expect(readFileSync(join(out, socialCardPath('/docs/Kanji')))).toEqual(readFileSync('public/img/social-card.png'));
    } finally {
      logged.mockRestore();
      rmSync(out, { recursive: true, force: true });
    }
  }, 30_000);
});
