import { describe, expect, it } from 'vitest';
import { siteConfig } from './config';
import { pageActions, pageUrl } from './page-actions';

describe('pageActions', () => {
  it("opens the page's twin in an assistant by the same absolute URL as the page's own, percent-encoded as a browser requests it", () => {
    const { twin, assistants } = pageActions('/docs/C# in 100%');
    expect(twin).toBe('/docs/C# in 100%.md');
    expect(pageUrl(twin)).toBe(`${siteConfig.url}/docs/C%23%20in%20100%25.md`);
    for (const { href } of assistants) expect(new URL(href).searchParams.get('q')).toContain(` ${pageUrl(twin)} `);
  });
});
