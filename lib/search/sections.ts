/**
 * The site's sections, as search narrows by them (the modal's and /search's section toggles): one
 * rule, here, says which section a page belongs to. The build writes each page's section into the
 * index as a Pagefind filter, and `npm run search:push` as a facet of the hosted records.
 */
export const SECTIONS = ['Docs', 'Blog', 'API', 'Music'] as const;
export type Section = (typeof SECTIONS)[number];

/** The attribute (Pagefind filter, Algolia facet) that carries a page's section. */
export const SECTION_ATTRIBUTE = 'section';

/**
 * The section of a page whose index entry names none. Pagefind's filter file lists every page under
 * its value and is downloaded by the first search (the toggles' counts need it), so leaving out the
 * commonest section keeps that file to the other sections' pages: on a 10,000-page docs site it was
 * 22 KB of the first query (BENCHMARKS.md, "Search at scale").
 */
export const UNLISTED_SECTION: Section = 'Docs';

/** Docs pages about the author's music: the My Pieces folder of the docs. */
export const MUSIC_PATHS = ['/docs/My-Pieces/'];

/** The section of a page, from its site path (without the base URL). */
export function sectionOf(path: string): Section {
  if (path === '/api' || path.startsWith('/api/')) return 'API';
  if (path === '/blog' || path.startsWith('/blog/')) return 'Blog';
  if (MUSIC_PATHS.some((prefix) => path.startsWith(prefix))) return 'Music';
  return 'Docs';
}

/**
 * The sections the site has pages in, in SECTIONS order: the toggles offer only these, so a site
 * without a blog (`blog: false`) or without music shows no Blog or Music toggle that finds nothing.
 */
export function sectionsOf(paths: Iterable<string>): Section[] {
  const found = new Set(Array.from(paths, sectionOf));
  return SECTIONS.filter((section) => found.has(section));
}

/** The search page's description, naming what the site has to search. */
export function searchDescription(sections: readonly Section[]): string {
  return `Search the documentation${sections.includes('Blog') ? ', the blog' : ''} and the API reference.`;
}

/**
 * The facet filter group for the chosen sections: an OR of them. None chosen means all, still sent
 * as a group: Pagefind counts a filter's values (the toggles' hit counts) only when a search uses it.
 */
export function sectionFacetFilter(chosen: readonly Section[]): string[] {
  return (chosen.length > 0 ? chosen : SECTIONS).map((section) => `${SECTION_ATTRIBUTE}:${section}`);
}

/** The stored choice (JSON), with anything unknown dropped: an old or edited value chooses nothing. */
export function parseSections(stored: string | null): Section[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? SECTIONS.filter((section) => value.includes(section)) : [];
  } catch {
    return [];
  }
}

/** The choice after a toggle, in SECTIONS order. */
export function toggleSection(chosen: readonly Section[], section: Section): Section[] {
  return SECTIONS.filter((s) => (s === section ? !chosen.includes(s) : chosen.includes(s)));
}
