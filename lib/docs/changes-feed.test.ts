import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildDocsChangesFeed, type DocChange } from './changes-feed';

const options = { siteUrl: 'https://robin-vale.example', siteTitle: 'Robin Vale', language: 'en', copyright: 'Copyright © 2025 Robin Vale' };
const changes: DocChange[] = [
  { title: 'Filters', url: '/docs/Vital/UserGuide/Filters', updated: '2025-03-02T10:00:00.000Z', description: 'The filter models.', author: 'Robin Vale' },
  { title: 'About', url: '/docs/About', updated: '2025-05-20T08:30:00.000Z' },
  { title: 'Undated', url: '/docs/Undated', updated: '' },
  { title: 'Effects', url: '/docs/Vital/UserGuide/Effects', updated: '2024-12-01T00:00:00.000Z' },
];

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as { feed: Record<string, unknown> & { entry: Record<string, unknown>[] } };
}

describe('buildDocsChangesFeed', () => {
  it('is well-formed Atom with the elements RFC 4287 requires of a feed and of each entry', () => {
    const { feed } = parse(buildDocsChangesFeed(changes, options));
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://robin-vale.example/docs/changes.xml');
    expect(feed.title).toBe('Robin Vale — documentation changes');
    expect(feed.updated).toBe('2025-05-20T08:30:00.000Z');
    expect(feed.author).toEqual({ name: 'Robin Vale' });
    for (const entry of feed.entry) {
      expect(Object.keys(entry)).toEqual(expect.arrayContaining(['id', 'title', 'updated', 'link']));
      expect(Date.parse(entry.updated as string)).not.toBeNaN();
    }
  });

  it('lists the dated docs newest first, each linking to its page', () => {
    const { feed } = parse(buildDocsChangesFeed(changes, options));
    expect(feed.entry.map((e) => [(e.title as Record<string, string>)['#text'], e.updated, (e.link as Record<string, string>)['@href']])).toEqual([
      ['About', '2025-05-20T08:30:00.000Z', 'https://robin-vale.example/docs/About'],
      ['Filters', '2025-03-02T10:00:00.000Z', 'https://robin-vale.example/docs/Vital/UserGuide/Filters'],
      ['Effects', '2024-12-01T00:00:00.000Z', 'https://robin-vale.example/docs/Vital/UserGuide/Effects'],
    ]);
  });

  it("links a doc by the URL a browser requests for its route, whatever its file's name holds", () => {
    const named = (name: string, day: number): DocChange => ({ title: name, url: `/docs/${name}`, updated: `2025-03-0${day}T00:00:00.000Z` });
    const { feed } = parse(buildDocsChangesFeed([named('My Page', 3), named('Café', 2), named('C# in 100% ?', 1)], options));
    expect(feed.entry.map((e) => (e.link as Record<string, string>)['@href'])).toEqual([
      'https://robin-vale.example/docs/My%20Page',
      'https://robin-vale.example/docs/Caf%C3%A9',
      'https://robin-vale.example/docs/C%23%20in%20100%25%20%3F',
    ]);
  });

  it('gives the text of a footer copyright written as markup, as Docusaurus sites write it', () => {
    const copyright = 'Shared under the MIT License.<br/>© 2024 The Authors <a href="https://host.example/"><img src="/img/badge.svg" alt="Hosted by Host"></a>';
    const { feed } = parse(buildDocsChangesFeed(changes, { ...options, copyright }));
    expect(feed.rights).toBe('Shared under the MIT License. © 2024 The Authors Hosted by Host');
  });
});
