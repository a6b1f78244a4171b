/**
 * In-page links (spec §2): the browser scrolls to the target and updates the URL, but leaves focus on
 * the link, so the next Tab jumps back up the page. Focus moves to the target instead, without a
 * second scroll. Headings are not focusable, so they get tabindex -1 (focusable only by script).
 */
export function focusHashTarget(doc: Document, hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  const target = doc.getElementById(id);
  if (!target) return null;
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return target;
}

/**
 * The hash an in-page link leads to, or null when following it loads another page (or only reloads
 * this one: an empty hash).
 */
export function samePageHash(href: string, currentHref: string): string | null {
  const target = new URL(href, currentHref);
  const current = new URL(currentHref);
  if (target.origin !== current.origin || target.pathname !== current.pathname || target.search !== current.search) return null;
  return target.hash.length > 1 ? target.hash : null;
}
