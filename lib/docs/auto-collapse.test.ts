import { describe, expect, it } from 'vitest';
import { arrivedIn } from './auto-collapse';
import { categoryKey, type MenuItem } from './sidebar';

const link = (href: string): MenuItem => ({ type: 'link', label: href, href });
const items: MenuItem[] = [
  link('/docs/intro'),
  { type: 'category', label: 'Guides', collapsed: false, items: [link('/docs/g1')] },
  { type: 'category', label: 'Power', href: '/docs/power', collapsed: true, items: [link('/docs/p1')] },
  { type: 'category', label: 'Fixed', collapsible: false, items: [link('/docs/f1')] },
  { type: 'category', label: 'Plain', items: [{ type: 'category', label: 'Deep', collapsed: true, items: [link('/docs/d1')] }] },
];
const never = () => undefined;

describe('arrivedIn', () => {
  it('is the folded category that holds the page, by its key', () => {
    expect(categoryKey('docs', 'Power')).toBe('docs/Power');
    expect(arrivedIn(items, 'docs', '/docs/p1', never)).toBe('docs/Power');
    // A category's own page is inside it.
    expect(arrivedIn(items, 'docs', '/docs/power', never)).toBe('docs/Power');
  });

  it('is null when that category was open as the visitor left it', () => {
    // Open as its author wrote it…
    expect(arrivedIn(items, 'docs', '/docs/g1', never)).toBeNull();
    // …or as the visitor left it, whatever the author wrote.
    expect(arrivedIn(items, 'docs', '/docs/p1', (key) => (key === 'docs/Power' ? true : undefined))).toBeNull();
    expect(arrivedIn(items, 'docs', '/docs/g1', (key) => (key === 'docs/Guides' ? false : undefined))).toBe('docs/Guides');
  });

  it('is null outside every category, and for one that cannot fold', () => {
    expect(arrivedIn(items, 'docs', '/docs/intro', never)).toBeNull();
    expect(arrivedIn(items, 'docs', '/docs/f1', never)).toBeNull();
  });

  it('names the category of this level that holds the page, however deep the page is', () => {
    // "Plain" sets no collapsed: open, as docs.sidebarCollapsed resolved it on the server.
    expect(arrivedIn(items, 'docs', '/docs/d1', never)).toBeNull();
    expect(arrivedIn(items, 'docs', '/docs/d1', (key) => (key === 'docs/Plain' ? false : undefined))).toBe('docs/Plain');
    const plain = items[4] as Extract<MenuItem, { type: 'category' }>;
    expect(arrivedIn(plain.items, 'docs/Plain', '/docs/d1', never)).toBe('docs/Plain/Deep');
  });
});
