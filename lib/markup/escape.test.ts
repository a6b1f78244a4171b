import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { escapeHtml, escapeXml } from './escape';

const nasty = `<a href="x">Tom & Jerry's</a>`;

describe('escaping', () => {
  it('HTML: the five characters, the apostrophe as a numeric reference', () => {
    expect(escapeHtml(nasty)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('XML: the apostrophe as &apos;, and a parser reads the text back unchanged', () => {
    const escaped = escapeXml(nasty);
    expect(escaped).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    const parsed = new XMLParser({ ignoreAttributes: false, processEntities: true }).parse(`<r a="${escaped}">${escaped}</r>`);
    expect(parsed.r['#text']).toBe(nasty);
    expect(parsed.r['@_a']).toBe(nasty);
  });

  it('leaves plain text and existing entities alone except their ampersand', () => {
    expect(escapeHtml('plain text')).toBe('plain text');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
