import { describe, expect, it } from 'vitest';
import { shortcutModifier } from './platform';
import { activeHeadingIndex } from './toc-highlight';
import { backToTopVisible } from './back-to-top';

describe('shortcutModifier', () => {
  it('is ⌘ on Apple platforms and Ctrl elsewhere', () => {
    expect(shortcutModifier('MacIntel')).toBe('⌘');
    expect(shortcutModifier('iPhone')).toBe('⌘');
    expect(shortcutModifier('iPad')).toBe('⌘');
    expect(shortcutModifier('Linux x86_64')).toBe('Ctrl');
    expect(shortcutModifier('Win32')).toBe('Ctrl');
  });

  it('falls back to the user agent only when the platform is not reported', () => {
    expect(shortcutModifier('', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)')).toBe('⌘');
    expect(shortcutModifier('', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe('Ctrl');
    expect(shortcutModifier('Linux x86_64', 'Mozilla/5.0 (Macintosh)')).toBe('Ctrl');
  });
});

describe('activeHeadingIndex', () => {
  const line = 70;
  const height = 800;

  it('is null without headings, and above the first section', () => {
    expect(activeHeadingIndex([], line, height)).toBeNull();
    expect(activeHeadingIndex([500, 1200], line, height)).toBeNull();
  });

  it('picks the first heading below the reading line when it is in the top half', () => {
    expect(activeHeadingIndex([100, 300, 900], line, height)).toBe(0);
    expect(activeHeadingIndex([-400, 70, 300], line, height)).toBe(1);
  });

  it('keeps the previous section while the next heading is in the bottom half or below', () => {
    expect(activeHeadingIndex([-400, 500, 1500], line, height)).toBe(0);
    expect(activeHeadingIndex([-900, -300, 2000], line, height)).toBe(1);
  });

  it('keeps the last heading once every heading is above the reading line', () => {
    expect(activeHeadingIndex([-900, -300, 20], line, height)).toBe(2);
  });
});

describe('backToTopVisible', () => {
  it('shows once a whole screen has been scrolled', () => {
    expect(backToTopVisible(0, 800)).toBe(false);
    expect(backToTopVisible(799, 800)).toBe(false);
    expect(backToTopVisible(800, 800)).toBe(true);
    expect(backToTopVisible(5000, 800)).toBe(true);
  });

  it('never shows without a viewport', () => {
    expect(backToTopVisible(100, 0)).toBe(false);
  });
});
