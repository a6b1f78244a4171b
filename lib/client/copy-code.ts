/**
 * The Copy button beside each code block. The button is plain server-rendered markup
 * (components/mdx/CopyCodeButton.tsx) and one page-wide click listener (lib/client/on-use.ts) runs
 * it, so a page with many blocks hydrates none of them, and a button in markup React does not own
 * (the API reference's, lib/static-markup.ts) works the same.
 */

/** The class of the button, which the page-wide listener looks for. */
export const COPY_CODE_BUTTON_CLASS = 'code-copy__button';
/** The class of the button's visible word, which the listener changes. */
export const COPY_CODE_LABEL_CLASS = 'code-copy__label';
/** The class of the status the listener fills in for screen readers. */
export const COPY_CODE_STATUS_CLASS = 'code-copy__status';

export const COPY_CODE_TEXT = {
  idle: { label: 'Copy', status: '' },
  copied: { label: 'Copied', status: 'Code copied to the clipboard' },
  failed: { label: 'Copy', status: 'The browser did not allow copying' },
} as const;

/** How long "Copied" stays before the button reads "Copy" again. */
export const COPIED_FOR_MS = 2000;

const resets = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function show(box: Element, state: keyof typeof COPY_CODE_TEXT): void {
  const text = COPY_CODE_TEXT[state];
  const label = box.querySelector(`.${COPY_CODE_LABEL_CLASS}`);
  const status = box.querySelector(`.${COPY_CODE_STATUS_CLASS}`);
  if (label) label.textContent = text.label;
  if (status) status.textContent = text.status;
}

/** Copies the code block `button` sits beside, as a visitor sees the code, and says so for a while. */
export async function copyCode(button: Element): Promise<void> {
  const box = button.parentElement;
  if (!box) return;
  const code = box.parentElement?.querySelector('pre')?.innerText ?? '';
  let state: 'copied' | 'failed' = 'copied';
  try {
    await navigator.clipboard.writeText(code.replace(/\n$/, ''));
  } catch {
    // No clipboard (an insecure origin, or permission refused): say so rather than pretend.
    state = 'failed';
  }
  show(box, state);
  clearTimeout(resets.get(box));
  resets.set(
    box,
    setTimeout(() => show(box, 'idle'), COPIED_FOR_MS),
  );
}
