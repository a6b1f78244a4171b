import { describe, expect, it } from 'vitest';
import { apiNavigation, introductionNeedsAnchor, navigationAnchors } from './navigation';
import { buildOutline, parseDescription } from './outline';
import { TINY_DESCRIPTION } from './tiny-description.fixture';

const outline = buildOutline(parseDescription(TINY_DESCRIPTION));
const headings = [
  { level: 2, id: 'intro', text: 'Intro' },
  { level: 3, id: 'tokens', text: 'Tokens' },
  { level: 4, id: 'deep', text: 'Deep' },
];

describe('the navigation', () => {
  it('lists the introduction, authentication, each tag with its operations, and the models', () => {
    expect(apiNavigation(outline, { headings, html: '<h2 id="intro">Intro</h2>' })).toEqual([
      { anchor: 'intro', label: 'Intro', children: [{ anchor: 'tokens', label: 'Tokens', children: [] }] },
      { anchor: 'authentication', label: 'Authentication', children: [] },
      { anchor: 'tag-Scales', label: 'Scales', children: [{ anchor: 'op-getScale', label: 'A scale', method: 'GET', children: [] }] },
      { anchor: 'tag-Auth', label: 'Auth', children: [{ anchor: 'op-login', label: 'Log in', method: 'POST', children: [] }] },
      {
        anchor: 'models',
        label: 'Models',
        children: ['Note', 'Scale', 'Login'].map((name) => ({ anchor: `model-${name}`, label: name, children: [] })),
      },
    ]);
  });

  it('gives an introduction without a heading of its own an entry and an anchor', () => {
    expect(introductionNeedsAnchor('<p>Hello</p>')).toBe(true);
    expect(introductionNeedsAnchor('<h2 id="a">A</h2>')).toBe(false);
    expect(introductionNeedsAnchor('')).toBe(false);
    const entries = apiNavigation(outline, { headings: [], html: '<p>Hello</p>' });
    expect(entries[0]).toEqual({ anchor: 'introduction', label: 'Introduction', children: [] });
    expect(navigationAnchors(entries)).toContain('op-login');
  });
});
