import { describe, expect, it } from 'vitest';
import { mainRegion, mainRegionText } from './main-region';

describe('mainRegionText', () => {
  it('is null unless the page has exactly one main element', () => {
    expect(mainRegionText('<body><p>no main</p><mainly>x</mainly></body>')).toBeNull();
    expect(mainRegionText('<main>a</main><main>b</main>')).toBeNull();
    expect(mainRegionText('</main><main>a')).toBeNull();
    expect(mainRegionText('<body><main\n  id="m">a</main></body>')).toBe('<main\n  id="m">a</main>');
  });

  it('is the text between the bounds mainRegion gives', () => {
    const html = '<body><nav>n</nav><main>a</main><footer>f</footer></body>';
    expect(mainRegion(html)).toEqual({ start: 18, end: 32 });
    expect(mainRegionText(html)).toBe('<main>a</main>');
  });
});
