/**
 * Hydration errors (spec §8) are recovered by React, which re-renders on the client; they must still
 * be logged, with the route, so a mismatch between the export and the browser is noticed.
 */
export function isHydrationError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  // Production React reports codes only: 418 (mismatch), 423 and 425 (older wording of the same).
  return /hydrat|Minified React error #(418|423|425)\b/i.test(message);
}

export function hydrationErrorMessage(route: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `Hydration error on ${route}: ${message}`;
}

/**
 * An inline <head> script: listens before React starts, since Next reports recoverable errors with
 * reportError(), which reaches window 'error' listeners and nothing else.
 */
export function hydrationLoggerScript(): string {
  return `(function(){var isH=${isHydrationError.toString()},msg=${hydrationErrorMessage.toString()};
window.addEventListener('error',function(e){if(isH(e.error||e.message))console.error(msg(location.pathname,e.error||e.message))});})();`;
}
