import { describe, expect, it } from 'vitest';
import { infimaRule, infimaStylesheet, isInfimaClass } from './infima';

describe('infimaRule', () => {
  it('gives the spacing classes their size on the side they name, as Infima does', () => {
    expect(infimaRule('margin-bottom--md')).toBe('.markdown .margin-bottom--md { margin-bottom: var(--space-4) !important; }');
    expect(infimaRule('padding-horiz--sm')).toBe('.markdown .padding-horiz--sm { padding-left: var(--space-2) !important; padding-right: var(--space-2) !important; }');
    expect(infimaRule('margin--none')).toBe('.markdown .margin--none { margin: 0 !important; }');
    expect(infimaRule('margin-vert--xl')).toContain('margin-top: calc(var(--space-4) * 5) !important');
  });

  it('lays out the grid: a row of columns, twelve to the width', () => {
    expect(infimaRule('row')).toContain('display: flex; flex-wrap: wrap');
    expect(infimaRule('col')).toContain('flex: 1 0 0');
    expect(infimaRule('col--4')).toBe('.markdown .col--4 { flex: 0 0 33.3333%; max-width: 33.3333%; }');
    expect(infimaRule('col--offset-6')).toBe('.markdown .col--offset-6 { margin-left: 50%; }');
    expect(infimaRule('row--align-center')).toBe('.markdown .row--align-center { align-items: center; }');
  });

  it('aligns and sets text, and sizes buttons', () => {
    expect(infimaRule('text--center')).toBe('.markdown .text--center { text-align: center; }');
    expect(infimaRule('button--lg')).toBe('.markdown .button.button--lg { padding: var(--space-3) var(--space-6); font-size: 1.125rem; }');
  });

  it('colours text, alerts, badges and buttons by variant, in the palette of the admonitions', () => {
    expect(infimaRule('text--danger')).toBe('.markdown .text--danger { color: #991b1b; }');
    expect(infimaRule('alert')).toContain('border-left-width: 5px');
    expect(infimaRule('alert--warning')).toBe('.markdown .alert.alert--warning { background: #fffbeb; border-color: #b45309; }');
    expect(infimaRule('badge--success')).toBe('.markdown .badge.badge--success { background: #166534; }');
    expect(infimaRule('button--danger')).toBe('.markdown .button.button--danger { background: #991b1b; border-color: #991b1b; color: #ffffff; }');
  });

  it('draws cards with their header, body, footer and image, and shadows', () => {
    expect(infimaRule('card')).toContain('box-shadow: var(--shadow)');
    expect(infimaRule('card__body')).toBe('.markdown .card__body { padding: var(--space-4); }');
    expect(infimaRule('shadow--tl')).toContain('box-shadow');
    expect(infimaStylesheet(['card', 'card__image'])).toContain('.markdown .card__image img { display: block; width: 100%; height: auto; }');
  });

  it('gives none to a class it does not cover, or to the site’s own button colours, which are site-wide', () => {
    for (const name of ['col--13', 'margin-top--huge', 'text--fuchsia', 'alert--note', 'badge--large', 'hero', 'button', 'button--primary', 'button--secondary', 'my-own-class']) {
      expect(isInfimaClass(name), name).toBe(false);
    }
  });
});

describe('infimaStylesheet', () => {
  it('holds the rules of the classes used, once each, in a fixed order, with columns stacked on a phone', () => {
    const css = infimaStylesheet(['col', 'row', 'my-own-class', 'col--6', 'row', 'margin-top--md']);
    expect(css.split('\n')).toEqual([
      infimaRule('col'),
      infimaRule('col--6'),
      infimaRule('margin-top--md'),
      infimaRule('row'),
      '@media (max-width: 996px) { .markdown .col { flex: 0 0 100%; max-width: 100%; margin-left: 0; } }',
    ]);
  });

  it('is empty for a page that uses none', () => {
    expect(infimaStylesheet(['button', 'button--primary', 'hero'])).toBe('');
  });
});
