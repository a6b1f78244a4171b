import { containFocus } from './focus-trap';

/**
 * Opens the linked image at full resolution in a modal dialog. The native modal dialog makes the
 * page behind it inert and closes on Escape; Tab stays on the dialog's controls, and on close focus
 * goes back to the image's link, as the WAI-ARIA dialog pattern asks.
 */
export function openImageZoom(link: HTMLAnchorElement): HTMLDialogElement {
  const preview = link.querySelector('img');
  const alt = preview?.alt ?? '';
  const dialog = document.createElement('dialog');
  dialog.className = 'image-zoom';
  dialog.setAttribute('aria-label', alt || 'Enlarged image');

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'image-zoom__close';
  close.textContent = 'Close';
  close.setAttribute('aria-label', 'Close enlarged image');

  const image = document.createElement('img');
  image.className = 'image-zoom__image';
  image.src = link.href;
  image.alt = alt;

  dialog.append(close, image);
  document.body.append(dialog);
  const release = containFocus(dialog);
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog box itself, outside the image and button) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener(
    'close',
    () => {
      release();
      dialog.remove();
      link.focus();
    },
    { once: true },
  );
  dialog.showModal();
  close.focus();
  return dialog;
}
