import { Admonition, AdmonitionTitle } from './admonition/Admonition';
import { CodeBlock } from './CodeBlock';
import { Details } from './Details';
import { TabItem } from './tabs/TabItem';
import { Tabs } from './tabs/LazyTabs';
import { TOCInline } from './TOCInline';
import { IdealImage } from './docusaurus/IdealImage';
import { Mermaid } from './docusaurus/Mermaid';
import { ThemedImage } from './docusaurus/ThemedImage';

/**
 * What `@theme/*` imports resolve to (lib/content/remark-theme-imports.ts removes the imports, so the
 * names come from here). `Callout` is the site's older name for the admonition.
 */
export const themeComponents = { Admonition, AdmonitionTitle, Callout: Admonition, CodeBlock, Details, Tabs, TabItem, TOCInline, ThemedImage, IdealImage, Mermaid };
