/**
 * Verovio's SVG made fit to inline in a page: ids prefixed so that several scores can share a page,
 * only the ids that something refers to kept (glyphs, and the notes the player highlights), its
 * own <style> dropped (components/music/score.css styles every score), and drawn in currentColor so
 * that it follows the colour mode and prints in black.
 */

const ID = /\sid="([^"]+)"/g;
const HREF = /(\s(?:xlink:)?href)="#([^"]+)"/g;

export function inlineScoreSvg(svg: string, prefix: string): string {
  const referenced = new Set([...svg.matchAll(HREF)].map((m) => m[2]!));
  const notes = new Set([...svg.matchAll(/<g\s+id="([^"]+)"\s+class="note\b/g)].map((m) => m[1]!));
  const body = svg
    .replace(/<\?xml[^>]*>\s*/g, '')
    .replace(/<desc>[\s\S]*?<\/desc>\s*/g, '')
    .replace(/<style[^>]*>[\s\S]*?<\/style>\s*/g, '')
    .replace(ID, (whole, id: string) => (referenced.has(id) || notes.has(id) ? ` id="${prefix}-${id}"` : ''))
    .replace(HREF, (_, attribute: string, id: string) => `${attribute}="#${prefix}-${id}"`)
    .replace(/\scolor="black"/g, '')
    .replace(/\n\s*/g, '');
  // The outer <svg>: no size of its own (CSS sizes it from the viewBox), filled and stroked in currentColor.
  return body.replace(/^<svg\b([^>]*)>/, (_, attributes: string) => {
    const viewBox = /viewBox="[^"]*"/.exec(attributes)?.[0] ?? '';
    return `<svg ${viewBox} xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="score__svg" fill="currentColor" stroke="currentColor" stroke-width="0" aria-hidden="true" focusable="false">`;
  });
}

/** Note ids as they appear in the inlined SVG. */
export const prefixedId = (prefix: string, id: string) => `${prefix}-${id}`;
