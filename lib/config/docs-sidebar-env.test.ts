import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsSidebarEnv } from './docs-sidebar-env';
import type { SiteConfigInput } from './types';

const withSidebar = (sidebar?: object) => ({ docs: sidebar && { sidebar } }) as unknown as SiteConfigInput;

describe('docsSidebarEnv', () => {
  it("says which of docs.sidebar's options are on, each off when left out, as the schema's default", () => {
    const off = { DOCS_SIDEBAR_HIDEABLE: 'false', DOCS_SIDEBAR_AUTO_COLLAPSE: 'false' };
    expect(docsSidebarEnv(withSidebar())).toEqual(off);
    expect(docsSidebarEnv(withSidebar({}))).toEqual(off);
    expect(docsSidebarEnv(withSidebar({ hideable: true }))).toEqual({ ...off, DOCS_SIDEBAR_HIDEABLE: 'true' });
    expect(docsSidebarEnv(withSidebar({ autoCollapseCategories: true, hideable: false }))).toEqual({ ...off, DOCS_SIDEBAR_AUTO_COLLAPSE: 'true' });
  });

  it('names the constants components/docs/sidebar-options.ts compares, as Next replaces them: process.env.NAME, written out', () => {
    const source = readFileSync('components/docs/sidebar-options.ts', 'utf8');
    for (const name of Object.keys(docsSidebarEnv(withSidebar()))) expect(source).toContain(`process.env.${name} === 'true'`);
  });
});
