import { describe, expect, it } from 'vitest';
import { excludedContentDirs, isOwnRoute, overlayOf, type SiteOverlay } from './overlay';

const overlays: Record<string, SiteOverlay> = {
  e2e: { contentDirs: ['docs/e2e'], pageExtensions: ['e2e.tsx'] },
  demo: { contentDirs: ['docs/demo', 'docs/e2e'] },
};

describe('site variants', () => {
  it('builds the site itself, with no overlay, when no variant is named', () => {
    expect(overlayOf('', overlays)).toEqual({});
  });

  it('finds a declared overlay by name', () => {
    expect(overlayOf('e2e', overlays)).toBe(overlays.e2e);
  });

  it('names the declared variants when asked for an unknown one', () => {
    expect(() => overlayOf('prod', overlays)).toThrow('SITE_VARIANT: no site variant "prod". Use one of: e2e, demo, or leave it unset for the site itself.');
    expect(() => overlayOf('toString', overlays)).toThrow(/no site variant "toString"/);
  });

  it("leaves out every variant's own content folders, except the built variant's", () => {
    expect(excludedContentDirs('', overlays)).toEqual(['docs/demo', 'docs/e2e']);
    expect(excludedContentDirs('e2e', overlays)).toEqual(['docs/demo']);
    expect(excludedContentDirs('demo', overlays)).toEqual([]);
  });
});

describe("a variant's own routes", () => {
  it('are the route itself and the routes under it, and none without the field', () => {
    const variant = { ownRoutes: '/e2e' };
    expect(isOwnRoute('/e2e', variant)).toBe(true);
    expect(isOwnRoute('/e2e/hosted-search', variant)).toBe(true);
    expect(isOwnRoute('/e2e-structure', variant)).toBe(false);
    expect(isOwnRoute('/docs/e2e/authoring/plain', variant)).toBe(false);
    expect(isOwnRoute('/e2e/hosted-search', {})).toBe(false);
  });
});
