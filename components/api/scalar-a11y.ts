/**
 * Accessibility repairs for Scalar's own markup (@scalar/api-reference-react 0.9). Scalar renders,
 * inside this site's <main>, markup that axe rejects: a second <main> (a third in the open 'Try it'
 * client), icon buttons and editors without a name, fields with a role whose required state is
 * missing, regions that repeat names, and links without an href that the keyboard cannot reach.
 * Colour contrast, the focus ring and target sizes are handled in scalar-theme.css.
 *
 * `fixScalarMarkup(root)` repairs whatever is under `root` and is idempotent: a second run changes
 * nothing, so `watchScalarMarkup` can run it again on every DOM change of Scalar's without looping.
 * Only attributes Scalar does not bind are touched (Vue writes an attribute again only when its own
 * value changes, and then the observer repairs it again). The one structural change, the nested
 * <main>, keeps Scalar's element in place (empty and hidden) so that Vue's references stay valid; see
 * `replaceMain`.
 *
 * Upstream: https://github.com/scalar/scalar/issues/9725 (closed, reported on 0.9.58) lists the
 * unnamed buttons (`button[aria-controls="scalar-refs-…"]`, the copy buttons below) among other axe
 * failures; still there in 0.9.74. No report was found for the other defects repaired here.
 * Canary: e2e/scalar-canaries.spec.ts renders Scalar without these repairs (the test page
 * /e2e/scalar-unrepaired) and fails as soon as one of them has nothing left to repair: delete that
 * fix then. Scalar 0.9 fixed five of 0.8's defects (its sidebar landmark and search button roles,
 * aria-selected on buttons, the client list's "More" button, unlabelled parameter checkboxes), and
 * their repairs are gone.
 */

// --- Pure decisions (unit tested in scalar-a11y.test.ts) ---------------------------------------

/** A label Scalar built from a missing value ("undefined Key") is no label at all. */
export function usableLabel(label: string | null | undefined): string | undefined {
  const text = label?.replace(/\s+/g, ' ').trim();
  if (!text || /\b(undefined|null|NaN)\b/.test(text)) return undefined;
  return text;
}

/** The name of one of Scalar's code editors: its section ("Headers") and its placeholder ("Key"). */
export function editorName(section: string | undefined, placeholder: string | undefined): string {
  const parts = [usableLabel(section), usableLabel(placeholder)].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(' ') : 'Code editor';
}

/** Scalar gives an operation's section the id `<tag section id>/<METHOD><path>`. */
export function operationHref(tagSectionId: string | undefined, method: string, path: string): string {
  if (!tagSectionId) return '#';
  return `#${tagSectionId}/${method.trim().toUpperCase()}${path.trim()}`;
}

/** aria-labelledby with `id` in front, once. */
export function prependId(id: string, labelledBy: string): string {
  const ids = labelledBy.split(/\s+/).filter(Boolean);
  return ids[0] === id ? ids.join(' ') : [id, ...ids.filter((i) => i !== id)].join(' ');
}

/** Two landmarks may not share a name: one inside a dialog gets the dialog's name in front. */
export function nameInDialog(dialogName: string | undefined, name: string): string {
  const prefix = usableLabel(dialogName);
  return prefix && !name.startsWith(prefix) ? `${prefix} ${name}` : name;
}

// --- The fixes -------------------------------------------------------------------------------

interface Fix {
  /** What is wrong in Scalar's markup, and the axe rule that reports it. */
  why: string;
  selector: string;
  /** Repairs one element; returns whether it changed anything. */
  apply: (el: HTMLElement) => boolean;
}

const PLACEHOLDER = 'data-scalar-a11y-main';
const REPLACEMENT = 'data-scalar-a11y-for-main';
/** Scalar's <main> (kept, empty and hidden) → the element that now holds its content. */
const replacements = new WeakMap<HTMLElement, HTMLElement>();
let idCounter = 0;

function ensureId(el: HTMLElement): string {
  if (!el.id) el.id = `scalar-a11y-${++idCounter}`;
  return el.id;
}

function setAttr(el: Element, name: string, value: string): boolean {
  if (el.getAttribute(name) === value) return false;
  el.setAttribute(name, value);
  return true;
}

function removeAttr(el: Element, name: string): boolean {
  if (!el.hasAttribute(name)) return false;
  el.removeAttribute(name);
  return true;
}

function hasName(el: Element): boolean {
  return !!usableLabel(el.getAttribute('aria-label')) || el.hasAttribute('aria-labelledby') || !!el.getAttribute('title');
}

function textOf(root: ParentNode, ids: string | null): string | undefined {
  if (!ids) return undefined;
  const doc = (root as Node).ownerDocument ?? document;
  return (
    ids
      .split(/\s+/)
      .map((id) => doc.getElementById(id))
      // A dialog's id is put in front of its regions' labels (below); an editor's name skips it.
      .map((el) => (el && el.getAttribute('role') !== 'dialog' ? (el.textContent ?? '') : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * This site's <main> holds the page, so Scalar's <main> elements (the reference, and the 'Try it'
 * client) become a second and third main landmark. A <main> may carry no other role, so the content
 * moves into a <div> (a named region when Scalar named the main) placed right after it. Scalar's
 * <main> stays in the document, empty and hidden, because Vue keeps a reference to it: Vue inserts
 * into an element's current parent (found through the DOM), never into the <main> itself, in
 * Scalar's templates (the reference's <main> has one child component; the client's has three),
 * so nothing is lost. If Vue removes or moves its <main>, `syncReplacements` removes or moves the
 * <div> with it.
 */
function replaceMain(main: HTMLElement): boolean {
  if (main.hasAttribute(PLACEHOLDER)) return false;
  const div = main.ownerDocument.createElement('div');
  for (const { name, value } of Array.from(main.attributes)) {
    if (name !== 'aria-label' && name !== 'id') div.setAttribute(name, value);
  }
  nameRegion(div, main.getAttribute('aria-label'));
  div.setAttribute(REPLACEMENT, '');
  div.append(...Array.from(main.childNodes));
  main.after(div);
  main.setAttribute(PLACEHOLDER, '');
  main.hidden = true;
  // Scalar's utility classes (e.g. `flex`) would override the hidden attribute's display: none.
  main.style.setProperty('display', 'none', 'important');
  replacements.set(main, div);
  return true;
}

/** The replacement is a region named as Scalar named its <main>; unnamed (Scalar names it late), a plain <div>. */
function nameRegion(div: HTMLElement, mainLabel: string | null): boolean {
  const label = usableLabel(mainLabel);
  const changes = label ? [setAttr(div, 'role', 'region'), setAttr(div, 'aria-label', label)] : [removeAttr(div, 'aria-label'), removeAttr(div, 'role')];
  return changes.includes(true);
}

function syncReplacements(root: HTMLElement): boolean {
  let changed = false;
  for (const main of Array.from(root.querySelectorAll<HTMLElement>(`main[${PLACEHOLDER}]`))) {
    const div = replacements.get(main);
    if (!div) continue;
    if (main.nextSibling !== div) {
      main.after(div);
      changed = true;
    }
    changed = nameRegion(div, main.getAttribute('aria-label')) || changed;
  }
  // A <div> whose <main> Vue removed goes too (its content is stale).
  for (const div of Array.from(root.querySelectorAll<HTMLElement>(`[${REPLACEMENT}]`))) {
    const prev = div.previousElementSibling;
    if (!(prev instanceof HTMLElement && prev.hasAttribute(PLACEHOLDER) && replacements.get(prev) === div)) {
      div.remove();
      changed = true;
    }
  }
  return changed;
}

const FIXES: Fix[] = [
  {
    why: "a <main> inside the page's <main> (landmark-no-duplicate-main, landmark-main-is-top-level)",
    selector: 'main',
    apply: (el) => replaceMain(el),
  },
  {
    why: 'a focusable button cannot be presentational (aria-allowed-role, presentation-role-conflict)',
    selector: 'button[role="none"], button[role="presentation"]',
    apply: (el) => removeAttr(el, 'role'),
  },
  {
    why: "icon-only copy buttons (code samples, and the client's response body) have no name until hovered (button-name)",
    selector: 'button.scalar-code-copy, button[class~="group/copy-button"]',
    apply: (el) => (hasName(el) ? false : setAttr(el, 'aria-label', 'Copy code')),
  },
  {
    why: "the copy button of the client's response body points aria-controls at a code block id that does not exist (aria-valid-attr-value)",
    selector: 'button.scalar-code-copy[aria-controls], button[class~="group/copy-button"][aria-controls]',
    apply: (el) => {
      const ids = (el.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean);
      return ids.some((id) => el.ownerDocument.getElementById(id)) ? false : removeAttr(el, 'aria-controls');
    },
  },
  {
    why: 'each operation\'s "Example Responses" card is named by its status tabs ("Status: 200Status: 400…"), which repeat across operations (landmark-unique): it is named after its operation instead',
    selector: '.response-card[role="region"][aria-label]',
    apply: (el) => {
      const operationLabel = el.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby')?.split(/\s+/)[0];
      if (!operationLabel) return false;
      return setAttr(el, 'aria-labelledby', `${operationLabel} ${ensureId(el)}`);
    },
  },
  {
    why: "operation links in a tag's endpoint list have no href, so the keyboard cannot reach them or the list's scroll box on a phone (scrollable-region-focusable)",
    selector: 'a.endpoint:not([href])',
    apply: (el) => {
      const method = el.querySelector('.endpoint-method')?.textContent ?? '';
      const path = el.querySelector('.endpoint-path')?.textContent ?? '';
      const tag = el.closest<HTMLElement>('section[id*="/tag/"]')?.id;
      return setAttr(el, 'href', operationHref(tag, method, path));
    },
  },
  {
    why: 'the client\'s key and value fields are role="combobox" without aria-expanded (aria-required-attr): a text field with suggestions is a textbox with aria-autocomplete, which they already have',
    selector: '.code-input-lite__editor[role="combobox"]:not([aria-expanded])',
    apply: (el) => setAttr(el, 'role', 'textbox'),
  },
  {
    why: 'code editors (role="textbox") have no name (aria-input-field-name); their wrapper carries a broken one ("undefined Key") that a <div> may not have (aria-prohibited-attr)',
    selector: '[role="textbox"]:not([aria-label]):not([aria-labelledby])',
    apply: (el) => {
      const wrapper = el.closest<HTMLElement>('div[aria-label], span[aria-label]');
      const wrapperLabel = usableLabel(wrapper?.getAttribute('aria-label'));
      if (wrapperLabel) return setAttr(el, 'aria-label', wrapperLabel);
      const section = el.closest('section[aria-labelledby], section[aria-label]');
      const sectionName = section?.getAttribute('aria-label') ?? textOf(el, section?.getAttribute('aria-labelledby') ?? null);
      return setAttr(el, 'aria-label', editorName(sectionName, el.getAttribute('aria-placeholder') ?? undefined));
    },
  },
  {
    why: 'a code editor is tabbable (contenteditable) but axe only counts tabindex, so its scroll box looks unreachable (scrollable-region-focusable)',
    selector: '[contenteditable="true"]:not([tabindex])',
    apply: (el) => setAttr(el, 'tabindex', '0'),
  },
  {
    why: 'aria-label on an element without a role (aria-prohibited-attr); the editor inside is named above',
    selector: 'div[aria-label]:not([role]), span[aria-label]:not([role])',
    apply: (el) => removeAttr(el, 'aria-label'),
  },
  {
    why: 'regions in the client dialog repeat names of regions in the reference behind it, e.g. "Authentication" (landmark-unique): the dialog\'s name goes in front',
    selector: '[role="dialog"] section[aria-labelledby], [role="dialog"] section[aria-label]',
    apply: (el) => {
      const dialog = el.closest<HTMLElement>('[role="dialog"]');
      if (!dialog) return false;
      const labelledBy = el.getAttribute('aria-labelledby');
      if (labelledBy) return setAttr(el, 'aria-labelledby', prependId(ensureId(dialog), labelledBy));
      return setAttr(el, 'aria-label', nameInDialog(dialog.getAttribute('aria-label') ?? undefined, el.getAttribute('aria-label') ?? ''));
    },
  },
];

/** The selectors of the repairs, as `fixScalarMarkup` reports them (for the canary test). */
export const SCALAR_REPAIRS: readonly string[] = FIXES.map((fix) => fix.selector);

/**
 * Applies every fix under `root` (Scalar's container). Returns how many elements each fix changed,
 * keyed by the fix's selector: all zero on a second run.
 */
export function fixScalarMarkup(root: HTMLElement): Record<string, number> {
  const changes: Record<string, number> = {};
  for (const fix of FIXES) {
    let count = 0;
    for (const el of Array.from(root.querySelectorAll<HTMLElement>(fix.selector))) {
      if (fix.apply(el)) count++;
    }
    changes[fix.selector] = count;
  }
  if (syncReplacements(root)) changes['main (moved)'] = 1;
  return changes;
}

/** Passes in a row that still change something before the watcher gives up (see below). */
const MAX_BUSY_PASSES = 100;

/** Fixes `root` now and after each of Scalar's DOM updates; returns the function that stops it. */
export function watchScalarMarkup(root: HTMLElement): () => void {
  let lastChanges: string[] = [];
  const changedAnything = () => {
    lastChanges = Object.entries(fixScalarMarkup(root))
      .filter(([, n]) => n > 0)
      .map(([selector]) => selector);
    return lastChanges.length > 0;
  };
  changedAnything();
  // The observer's callback runs once per batch of mutations; the fixes' own writes cause one more
  // batch, in which nothing is left to change. Should a fix ever fight Scalar (each undoing the
  // other), the watcher stops instead of hanging the page.
  let busy = 0;
  const observer = new MutationObserver(() => {
    busy = changedAnything() ? busy + 1 : 0;
    if (busy > MAX_BUSY_PASSES) {
      observer.disconnect();
      console.warn(`Scalar accessibility fix-ups stopped: Scalar keeps undoing them (${lastChanges.join('; ')}).`);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label', 'role'] });
  return () => observer.disconnect();
}
