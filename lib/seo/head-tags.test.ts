import type { Metadata } from 'next';
import { describe, expect, it } from 'vitest';
import { withHeadTags } from './head-tags';

const page: Metadata = {
  title: 'Routing options',
  description: 'From the front matter.',
  alternates: { canonical: '/docs/options', types: { 'text/markdown': '/docs/options.md' } },
  openGraph: { title: 'Routing options', description: 'From the front matter.', images: ['/img/card.png'] },
};

describe('withHeadTags', () => {
  it('sets the title as written, each known meta tag through its own field, and the canonical URL', () => {
    const meta = withHeadTags(
      page,
      {
        title: 'Routing options reference',
        meta: [
          { name: 'description', content: 'From the head block.' },
          { name: 'keywords', content: 'patch, routing' },
          { name: 'twitter:card', content: 'summary' },
          { property: 'og:title', content: 'Shared title' },
          { name: 'theme-color', content: '#123456' },
        ],
        canonical: 'https://docs.example/docs/options-v2',
      },
      { twitter: { card: 'summary_large_image', site: '@docs' }, other: { 'google-site-verification': 'abc', 'theme-color': '#fff' } },
    );
    expect(meta.title).toEqual({ absolute: 'Routing options reference' });
    expect(meta.description).toBe('From the head block.');
    expect(meta.keywords).toEqual(['patch', 'routing']);
    // The layout's other Twitter tags stay; only the card changes.
    expect(meta.twitter).toEqual({ card: 'summary', site: '@docs' });
    expect(meta.openGraph).toEqual({ ...page.openGraph, title: 'Shared title' });
    // The layout's own tags stay beside the page's, which wins.
    expect(meta.other).toEqual({ 'google-site-verification': 'abc', 'theme-color': '#123456' });
    expect(meta.alternates).toEqual({ canonical: 'https://docs.example/docs/options-v2', types: { 'text/markdown': '/docs/options.md' } });
  });

  it('changes nothing when the page has no head block', () => {
    expect(withHeadTags(page, { meta: [] })).toEqual(page);
  });
});
