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
});
