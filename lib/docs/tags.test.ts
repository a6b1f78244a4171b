import { describe, expect, it } from 'vitest';
import { docTags, tagPageOf, tagPages, tagPageTitle, versionTagRoute } from './tags';

describe('docs tags', () => {
  const declared = new Map([['vital', { label: 'Vital', description: 'The synth.' }]]);

  it('labels keys from tags.yml, keeps inline tags and makes /docs/tags URLs', () => {
    expect(docTags(['vital', 'Other Tag', { label: 'Inline', permalink: '/inline' }], declared)).toEqual([
      { label: 'Vital', permalink: '/docs/tags/vital', description: 'The synth.' },
      { label: 'Other Tag', permalink: '/docs/tags/other-tag', description: undefined },
      { label: 'Inline', permalink: '/docs/tags/inline', description: undefined },
    ]);
    expect(docTags(undefined, declared)).toEqual([]);
  });

  it('groups listed docs per tag, leaving unlisted docs out', () => {
    const tag = docTags(['vital'], declared);
    const pages = tagPages([
      { title: 'B', url: '/docs/b', unlisted: false, tags: tag },
      { title: 'A', url: '/docs/a', unlisted: false, tags: tag },
      { title: 'H', url: '/docs/h', unlisted: true, tags: tag },
    ]);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.slug).toBe('vital');
    expect(pages[0]!.docs.map((d) => d.title)).toEqual(['A', 'B']);
  });

  it('finds a tag page by its slug as the route hands it over, a % in a custom permalink included', () => {
    const doc = (permalink: string) => ({ title: permalink, url: `/docs/${permalink}`, unlisted: false, tags: docTags([{ label: permalink, permalink }], declared) });
    const pages = tagPages([doc('c%23'), doc('100%'), doc('plain')]);
    // The route's parameter is already decoded once: decoding it again found `c#` and threw on `100%`.
    expect(tagPageOf(pages, 'c%23')?.tag.label).toBe('c%23');
    expect(tagPageOf(pages, '100%')?.tag.label).toBe('100%');
    expect(tagPageOf(pages, 'plain')?.tag.label).toBe('plain');
    expect(tagPageOf(pages, 'none')).toBeNull();
  });

  it('titles a tag page as Docusaurus does', () => {
    expect(tagPageTitle(1, 'Vital')).toBe('One doc tagged with "Vital"');
    expect(tagPageTitle(3, 'Vital')).toBe('3 docs tagged with "Vital"');
  });

  it("finds another version's tags index and tag pages under its own path", () => {
    const versions = [
      { name: 'current', path: '/docs' },
      { name: '2.0', path: '/docs/2.0' },
    ];
    expect(docTags(['vital'], declared, '/docs/2.0')[0]!.permalink).toBe('/docs/2.0/tags/vital');
    expect(versionTagRoute('/docs/2.0/tags', versions)).toEqual({ version: versions[1], slug: null });
    expect(versionTagRoute('/docs/2.0/tags/vital', versions)).toEqual({ version: versions[1], slug: 'vital' });
    // The route base's tags pages have their own routes; a doc below a tags folder is no tag page.
    expect(versionTagRoute('/docs/tags/vital', versions)).toBeNull();
    expect(versionTagRoute('/docs/2.0/tags/vital/more', versions)).toBeNull();
    expect(versionTagRoute('/docs/2.0/About', versions)).toBeNull();
  });
});
