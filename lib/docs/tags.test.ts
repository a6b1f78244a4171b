import { describe, expect, it } from 'vitest';
import { docTags, tagPages, tagPageTitle } from './tags';

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

  it('titles a tag page as Docusaurus does', () => {
    expect(tagPageTitle(1, 'Vital')).toBe('One doc tagged with "Vital"');
    expect(tagPageTitle(3, 'Vital')).toBe('3 docs tagged with "Vital"');
  });
});
