import type { ReactNode } from 'react';

/**
 * `@docusaurus/BrowserOnly`. Page content renders on the server at build time and ships no script,
 * so a function of the page cannot run later in the browser: the static page shows `fallback`
 * (nothing by default), which is what a Docusaurus page shows before its scripts run. Interactive
 * parts belong in a component of components/mdx/ that loads its own client code.
 */
export default function BrowserOnly({ fallback = null }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback}</>;
}
