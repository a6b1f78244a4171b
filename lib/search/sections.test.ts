import { describe, expect, it } from 'vitest';
import { parseSections, searchDescription, sectionFacetFilter, sectionOf, sectionsOf, toggleSection } from './sections';

describe('sections', () => {
  it('puts each page in one section by its path', () => {
    expect(sectionOf('/api')).toBe('API');
    expect(sectionOf('/blog/2025/01/25')).toBe('Blog');
    expect(sectionOf('/docs/My-Pieces/Twelve')).toBe('Music');
    expect(sectionOf('/docs/My-Pieces/Main')).toBe('Music');
    expect(sectionOf('/docs/Vital/UserGuide/Filters')).toBe('Docs');
    expect(sectionOf('/docs/About')).toBe('Docs');
    expect(sectionOf('/apiary')).toBe('Docs');
  });

  it('filters on the chosen sections, or on all of them when none is chosen', () => {
    expect(sectionFacetFilter(['Blog', 'Music'])).toEqual(['section:Blog', 'section:Music']);
    expect(sectionFacetFilter([])).toEqual(['section:Docs', 'section:Blog', 'section:API', 'section:Music']);
  });

  it('reads a stored choice, dropping what it does not know', () => {
    expect(parseSections('["Music","Docs","Nope"]')).toEqual(['Docs', 'Music']);
    expect(parseSections('not json')).toEqual([]);
    expect(parseSections('{"Docs":true}')).toEqual([]);
    expect(parseSections(null)).toEqual([]);
  });

  it('toggles a section on and off, keeping the sections’ order', () => {
    expect(toggleSection(['Music'], 'Docs')).toEqual(['Docs', 'Music']);
    expect(toggleSection(['Docs', 'Music'], 'Docs')).toEqual(['Music']);
  });

  it('offers only the sections the site has pages in, in their order', () => {
    expect(sectionsOf(['/docs/My-Pieces/Twelve', '/api', '/docs/About', '/blog'])).toEqual(['Docs', 'Blog', 'API', 'Music']);
    expect(sectionsOf(['/docs/My-Pieces/Twelve', '/api', '/docs/About'])).toEqual(['Docs', 'API', 'Music']);
    // A moved Docusaurus site: docs and the API reference, no blog and no music.
    expect(sectionsOf(['/docs/intro', '/docs/guides/setup', '/api'])).toEqual(['Docs', 'API']);
    expect(sectionsOf([])).toEqual([]);
  });

  it('describes the search page by what there is to search', () => {
    expect(searchDescription(['Docs', 'Blog', 'API', 'Music'])).toBe('Search the documentation, the blog and the API reference.');
    expect(searchDescription(['Docs', 'API'])).toBe('Search the documentation and the API reference.');
  });
});
