import type { SiteConfigInput } from './types';

/** The constants of the build that say which of docs.sidebar's options are on. */
export type DocsSidebarEnv = Record<'DOCS_SIDEBAR_HIDEABLE' | 'DOCS_SIDEBAR_AUTO_COLLAPSE', 'true' | 'false'>;

/**
 * docs.sidebar's options as constants of the build, which next.config.ts gives Next as `env`:
 * components/docs/sidebar-options.ts imports an option's code only behind its constant, and Turbopack
 * leaves out what is imported behind a condition it knows is false, so that a site that leaves an
 * option off carries none of its code. Read from the configuration as written (site.config.ts, with
 * its variant laid over it), before the schema's defaults: a key left out is off, as that default is.
 */
export function docsSidebarEnv(config: SiteConfigInput): DocsSidebarEnv {
  const options = config.docs?.sidebar;
  return {
    DOCS_SIDEBAR_HIDEABLE: options?.hideable === true ? 'true' : 'false',
    DOCS_SIDEBAR_AUTO_COLLAPSE: options?.autoCollapseCategories === true ? 'true' : 'false',
  };
}
