/** What a click handler needs to know of a click. */
export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** What it needs to know of the link clicked. */
export interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** A primary click with no modifier key that no handler has taken yet: the one a page may handle itself. */
export const isPlainClick = (click: ClickLike): boolean => !click.defaultPrevented && click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;

/**
 * Whether a plain click on this link would lead this window on: not another window's link, not a
 * download. The click handlers that take over a link (in-page links, route links) check both.
 */
export const followsHere = (click: ClickLike, link: LinkLike): boolean => isPlainClick(click) && (!link.target || link.target === '_self') && !link.hasAttribute('download');
