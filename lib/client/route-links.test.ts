import { describe, expect, it } from 'vitest';
import { routeLinkTarget } from './route-links';

const plain = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, { target = '', download = false } = {}) => ({ href, target, hasAttribute: (name: string) => name === 'download' && download });
const here = 'https://site.example/docs/a?x=1#top';

describe('routeLinkTarget', () => {
  it('sends a plain click on a link to another page of the site through the router, with its query and hash', () => {
    expect(routeLinkTarget(plain, link('https://site.example/docs/b'), here)).toBe('/docs/b');
    expect(routeLinkTarget(plain, link('/docs/b?tab=mac#install'), here)).toBe('/docs/b?tab=mac#install');
    expect(routeLinkTarget(plain, link('/docs/a'), here)).toBe('/docs/a');
    expect(routeLinkTarget(plain, link('/docs/a', { target: '_self' }), here)).toBe('/docs/a');
  });

  it('leaves the click to the browser when it is modified, not the primary button, or already handled', () => {
    for (const click of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(routeLinkTarget({ ...plain, ...click }, link('/docs/b'), here)).toBeNull();
    }
  });

  it('leaves another window, a download, another origin and a place on this page alone', () => {
    expect(routeLinkTarget(plain, link('/docs/b', { target: '_blank' }), here)).toBeNull();
    expect(routeLinkTarget(plain, link('/docs/b', { download: true }), here)).toBeNull();
    expect(routeLinkTarget(plain, link('https://other.example/docs/b'), here)).toBeNull();
    expect(routeLinkTarget(plain, link('/docs/a?x=1#usage'), here)).toBeNull();
  });
});
