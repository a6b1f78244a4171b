/**
 * `@docusaurus/useIsBrowser` and `@docusaurus/ExecutionEnvironment`. A page's MDX renders once, on
 * the server at build time, and ships no script of its own, so these give the answer Docusaurus's
 * server render gives, and the page keeps it: the branch written for the server (a time in UTC
 * rather than the visitor's clock) is what the visitor reads. Like BrowserOnly's fallback.
 */
export function useIsBrowser(): boolean {
  return false;
}

export const ExecutionEnvironment = {
  canUseDOM: false,
  canUseEventListeners: false,
  canUseIntersectionObserver: false,
  canUseViewport: false,
} as const;
