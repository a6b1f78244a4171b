/**
 * DocSearch 3.9's modal has markup that assistive technology misreads and axe reports, and none of
 * its props change it:
 *
 * - The backdrop is a `role="button"` with `tabindex="0"` wrapping the whole modal (nested-interactive),
 *   and it carries the combobox attributes of autocomplete-core's root props.
 * - Each hit is a `role="option"` holding a link, and recent and favorite searches also hold their
 *   "Save this search" and "Remove this search from history" buttons. ARIA makes an option's
 *   children presentational, so links and buttons inside it are nested interactive controls.
 * - Every list has the id "docsearch-list", while the input's aria-controls names
 *   "docsearch-<source>-list", an id nothing has.
 * - The modal's `<footer>` is a second contentinfo landmark beside the site's footer.
 *
 * The fix keeps DocSearch's behaviour and look and changes roles only: the modal becomes a labelled
 * modal dialog, the input the combobox (the ARIA 1.2 pattern), and each group of hits a tree of
 * treeitems (level 1 for a page, level 2 for its sections, as DocSearch draws them). A tree is one
 * of the popups ARIA allows a combobox, and its items may hold links and buttons, so the hits stay
 * real links (middle click, open in new tab) and the favourite and remove buttons stay reachable.
 * Only attributes change; React keeps rendering the same elements.
 *
 * Upstream: https://github.com/algolia/docsearch/issues/1014 (open since 2021) reports the combobox
 * pattern done wrong, options holding links included. Canary: components/search/upstream-canaries.test.ts
 * fails once DocSearch's modal markup changes; then check this file against axe and drop what is fixed.
 */

const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby', 'aria-owns'];
const WATCHED_ATTRIBUTES = ['role', 'id', 'class', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby', 'aria-owns'];

function set(element: Element | null | undefined, name: string, value: string) {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function unset(element: Element | null | undefined, name: string) {
  if (element?.hasAttribute(name)) element.removeAttribute(name);
}

/** Applies the roles described above to an open DocSearch modal. Idempotent: sets only what differs. */
export function fixDocSearchSemantics(container: Element): void {
  for (const name of BACKDROP_ATTRIBUTES) unset(container, name);
  const modal = container.querySelector('.DocSearch-Modal');
  if (!modal) return;
  set(modal, 'role', 'dialog');
  set(modal, 'aria-modal', 'true');
  // The input's own label ("Search", translated with the modal) names the dialog.
  set(modal, 'aria-labelledby', 'docsearch-label');
  set(modal.querySelector('.DocSearch-Footer'), 'role', 'none');

  const trees: string[] = [];
  for (const list of modal.querySelectorAll('.DocSearch-Dropdown ul[role]')) {
    const items = [...list.querySelectorAll(':scope > li[id]')];
    if (items.length === 0) continue;
    // The items' ids are "docsearch-<source>-item-<n>"; the list gets the id aria-controls expects.
    const id = items[0]!.id.replace(/-item-\d+$/, '-list');
    set(list, 'id', id);
    set(list, 'role', 'tree');
    const title = list.closest('.DocSearch-Hits')?.querySelector('.DocSearch-Hit-source');
    if (title) {
      set(title, 'id', `${id}-title`);
      set(list, 'aria-labelledby', `${id}-title`);
    }
    for (const item of items) {
      set(item, 'role', 'treeitem');
      set(item, 'aria-level', item.classList.contains('DocSearch-Hit--Child') ? '2' : '1');
    }
    trees.push(id);
  }

  const input = modal.querySelector('.DocSearch-Input');
  set(input, 'role', 'combobox');
  set(input, 'aria-haspopup', 'tree');
  set(input, 'aria-expanded', String(trees.length > 0));
  if (trees.length > 0) set(input, 'aria-controls', trees.join(' '));
  else unset(input, 'aria-controls');
}

/** Keeps the roles right while DocSearch re-renders; returns the function that stops watching. */
export function watchDocSearchSemantics(container: Element): () => void {
  fixDocSearchSemantics(container);
  const observer = new MutationObserver(() => fixDocSearchSemantics(container));
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: WATCHED_ATTRIBUTES });
  return () => observer.disconnect();
}
