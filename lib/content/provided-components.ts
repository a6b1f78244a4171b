/** The `@theme/*` components a Docusaurus page may import (lib/content/remark-theme-imports.ts removes those imports). */
export const THEME_COMPONENTS = ['Admonition', 'Details', 'CodeBlock', 'Tabs', 'TabItem', 'DocCardList', 'TOCInline', 'ThemedImage', 'IdealImage', 'Mermaid'] as const;

/**
 * The components every page's MDX may use without importing them: the `@theme/*` components (whose
 * imports lib/content/remark-theme-imports.ts removes), `Head` (`@docusaurus/Head`, which Docusaurus's
 * MDX components give every page) and the site's own. The check names an
 * element outside this list that a page neither imports nor defines; components/mdx/MdxContent.tsx's
 * map holds exactly these (components/mdx/provided-components.test.ts keeps the two in step).
 */
export const PROVIDED_COMPONENTS: readonly string[] = [...THEME_COMPONENTS, 'Head', 'AdmonitionTitle', 'Callout', 'ParameterTable', 'ParameterReference', 'Score', 'MusicSetData'];

/**
 * The component a default import of the site's own script names (`@site/src/components/HTMLCard`,
 * `…/HTMLCard/index.tsx`, `…/HTMLCard.jsx` → `HTMLCard`) when the site provides one of that name, else
 * null. A Docusaurus site's components do not carry over; once one is rewritten under components/mdx/
 * and provided, the pages that import it stay as written (lib/content/remark-theme-imports.ts removes
 * the import, as it does an `@theme/*` one).
 */
export function providedSiteComponent(source: string): string | null {
  if (!source.startsWith('@site/')) return null;
  const name = source
    .replace(/\.(?:[cm]?js|jsx|ts|tsx)$/i, '')
    .replace(/\/index$/, '')
    .split('/')
    .pop()!;
  return PROVIDED_COMPONENTS.includes(name) ? name : null;
}

/**
 * The component an export of the site's own script stands for, else null: `default` is named by the
 * file (providedSiteComponent), a named export by its own name, as sites that keep several components
 * in one file import them (`import { ShowForTs, ShowForJs } from '@site/src/components/TsJsHelpers'`).
 * A namespace import (`*`) stands for no one component.
 */
export function providedSiteExport(source: string, exported: string): string | null {
  if (exported === 'default') return providedSiteComponent(source);
  if (!source.startsWith('@site/') || /\.(?:json|css)$/i.test(source)) return null;
  return PROVIDED_COMPONENTS.includes(exported) ? exported : null;
}
