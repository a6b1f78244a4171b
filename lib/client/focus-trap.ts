/**
 * Modal dialogs (the search modal and the mobile menu) are aria-modal, so Tab must stay inside them:
 * past the last control it wraps to the first, and Shift+Tab from the first goes to the last, as in
 * the WAI-ARIA dialog pattern. Without this, focus walks onto the page hidden behind the backdrop.
 */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Where Tab should move focus, given the tabbable controls in order and the index of the focused one
 * (-1 when focus is outside them): an index to focus, or null to let the browser move on its own.
 */
export function wrappedFocusIndex(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current === -1) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0 && !element.closest('[hidden], [inert]'));
}

/** Keeps Tab and Shift+Tab inside the container until the returned function is called. */
export function containFocus(container: Element): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const controls = tabbables(container);
    const next = wrappedFocusIndex(controls.length, controls.indexOf(document.activeElement as HTMLElement), event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    controls[next]?.focus();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
