import { THEME_COMPONENTS } from './remark-theme-imports';

/**
 * The components every page's MDX may use without importing them: the `@theme/*` components (whose
 * imports lib/content/remark-theme-imports.ts removes), `Head` (`@docusaurus/Head`, which Docusaurus's
 * MDX components give every page) and the site's own. The check names an
 * element outside this list that a page neither imports nor defines; components/mdx/MdxContent.tsx's
 * map holds exactly these (components/mdx/provided-components.test.ts keeps the two in step).
 */
export const PROVIDED_COMPONENTS: readonly string[] = [...THEME_COMPONENTS, 'Head', 'AdmonitionTitle', 'Callout', 'ParameterTable', 'ParameterReference', 'Score', 'MusicSetData'];
