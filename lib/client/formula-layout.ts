/**
 * Formulas laid out once the page has loaded. Until <html> has this attribute, each block of an
 * article that holds a formula is drawn only when a reader comes near it (`content-visibility: auto`,
 * components/mdx/markdown.css), so KaTeX's fonts are not fetched while the page first paints. Once the
 * page has loaded and the browser is idle, the attribute lays every formula out, off screen, where
 * the blocks' real heights move nothing in view. A page opened at a heading (a hash in its URL) lays
 * them out at once: the jump to the heading then lands among blocks of their real height.
 */
export const FORMULAS_LAID_OUT_ATTRIBUTE = 'data-formulas-laid-out';

/** The inline <head> script's part (lib/config/head-script.ts). */
export function formulaLayoutScript(): string {
  return `(function(){var d=document.documentElement,l=function(){d.setAttribute('${FORMULAS_LAID_OUT_ATTRIBUTE}','')};
if(window.location.hash)l();else window.addEventListener('load',function(){(window.requestIdleCallback||setTimeout)(l)});})();`;
}
