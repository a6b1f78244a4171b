/**
 * Where a page's one `<main>…</main>` is: its first character and the one after its end, or null when
 * the page has not exactly one. The rest of an exported page (its inlined styles and React's payload)
 * is most of its bytes, so a step that reads only the main region parses only that.
 */
export function mainRegion(html: string): { start: number; end: number } | null {
  const opens = [...html.matchAll(/<main[\s>]/g)];
  const close = html.indexOf('</main>');
  if (opens.length !== 1 || close < opens[0]!.index || html.indexOf('</main>', close + 1) !== -1) return null;
  return { start: opens[0]!.index, end: close + '</main>'.length };
}

/** The page's one `<main>…</main>` as text, or null when there is not exactly one (mainRegion). */
export function mainRegionText(html: string): string | null {
  const region = mainRegion(html);
  return region && html.slice(region.start, region.end);
}
