import { DOCUSAURUS_MODULES } from '@/lib/content/docusaurus-modules';
import { INLINE_SVG_GLOBAL } from '@/lib/content/inline-svg';
import { inlineSvg } from '../InlineSvg';
import BrowserOnly from './BrowserOnly';
import { ExecutionEnvironment, useIsBrowser } from './environment';
import Head from './Head';
import Link from './Link';
import { useBaseUrl, useBaseUrlUtils, useDocusaurusContext } from './site-context';
import Translate, { translate } from './Translate';

type Globals = { [Module in keyof typeof DOCUSAURUS_MODULES as (typeof DOCUSAURUS_MODULES)[Module]['global']]: unknown } & { [INLINE_SVG_GLOBAL]: typeof inlineSvg };

/**
 * The globals the compiled MDX reads its `@docusaurus/*` imports from (lib/content/docusaurus-modules.ts):
 * each is the module's default export, carrying its named exports as properties.
 */
export const docusaurusModules: Globals = {
  DocusaurusLink: Link,
  DocusaurusUseBaseUrl: Object.assign((url: string, options?: Parameters<typeof useBaseUrl>[1]) => useBaseUrl(url, options), { useBaseUrlUtils }),
  DocusaurusBrowserOnly: BrowserOnly,
  DocusaurusUseIsBrowser: useIsBrowser,
  DocusaurusExecutionEnvironment: ExecutionEnvironment,
  DocusaurusUseDocusaurusContext: useDocusaurusContext,
  DocusaurusHead: Head,
  DocusaurusTranslate: Object.assign((props: Parameters<typeof Translate>[0]) => Translate(props), { translate }),
  // An imported SVG file (lib/content/remark-doc-assets.ts): not a module, but a call in the page's code.
  [INLINE_SVG_GLOBAL]: inlineSvg,
};
