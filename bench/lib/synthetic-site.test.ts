import { describe, expect, it } from 'vitest';
import { buildRecords } from '../../scripts/lib/search-index';
import { syntheticPages, SUBJECT } from './synthetic-site';

const options = { pages: 40, seed: 5, tags: ['default', 'docs-default-current'], language: 'en' };

describe('synthetic site for the search bench', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = [...syntheticPages(options)].map((p) => p.html);
    const b = [...syntheticPages(options)].map((p) => p.html);
    const c = [...syntheticPages({ ...options, seed: 6 })].map((p) => p.html);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('gives DocSearch-shaped records with headings at levels 2 to 4 and paragraphs, through the build’s extraction', () => {
    const records = buildRecords([...syntheticPages(options)]);
    const types = new Set(records.map((r) => r.type));
    expect([...types].sort()).toEqual(['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4']);
    expect(new Set(records.map((r) => r.url_without_anchor)).size).toBe(40);
    const section = records.find((r) => r.type === 'lvl3')!;
    expect(section.url).toBe(`${section.url_without_anchor}#${section.anchor}`);
    expect(section.hierarchy.lvl2).toBeTruthy();
    expect(section.docusaurus_tag).toEqual(options.tags);
  });

  it('uses the bench’s query words', () => {
    const text = [...syntheticPages({ ...options, pages: 200 })].map((p) => p.html).join(' ');
    for (const word of ['oscillator', 'filter', 'cutoff', 'envelope', 'wavetable', 'reverb']) {
      expect(SUBJECT).toContain(word);
      expect(text).toContain(word);
    }
  });
});
