import { describe, expect, it } from 'vitest';
import { svgParts } from './inline-svg';

describe('svgParts', () => {
  it("gives the root element's attributes as React props and keeps the rest as markup", () => {
    const markup = `<?xml version="1.0"?>\n<!-- Made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" class="chart" stroke-width='2' aria-label="Chart" style="fill: red; --accent: blue">\n  <title>Chart</title><rect width="10" height="10"/>\n</svg>\n`;
    expect(svgParts(markup)).toEqual({
      props: { xmlns: 'http://www.w3.org/2000/svg', xmlnsXlink: 'http://www.w3.org/1999/xlink', viewBox: '0 0 10 10', className: 'chart', strokeWidth: '2', 'aria-label': 'Chart', style: { fill: 'red', '--accent': 'blue' } },
      inner: '<title>Chart</title><rect width="10" height="10"/>',
    });
  });

  it('is null for a file without an svg element, and empty inside for a self-closed one', () => {
    expect(svgParts('not an image')).toBeNull();
    expect(svgParts('<svg viewBox="0 0 1 1"/>')).toEqual({ props: { viewBox: '0 0 1 1' }, inner: '' });
  });
});
