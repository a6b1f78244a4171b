/**
 * A deterministic synthetic documentation site for the search scale bench: exported-page HTML in the
 * same shape as the real site's docs pages (a search root with an h1, sections at h2 to h4,
 * paragraphs and lists), so its records come from the same extraction code as the real site's.
 *
 * Words follow a Zipf distribution over a vocabulary of common English words, this site's own
 * subject words (synthesis, music, software) and generated words for the long tail, so some words
 * are everywhere, most are rare, and the bench's queries hit a realistic share of the pages.
 */
import { escapeHtml } from '../../lib/markup/escape';
import type { PageInfo } from '../../lib/search/records';

/** Small, fast, seedable PRNG (mulberry32): same seed, same site. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMON = [
  ...new Set(
    `the of and to a in is that for it as with on be by this are or from at an not can which
you your when each more all its into than also only one two but use used can set sets how what
other most some any time first new same over under these then there each both many much very may
will would should must here where while after before between every other about above below`.split(/\s+/),
  ),
];

/** Subject words, among them every word of the bench's queries. */
export const SUBJECT = `oscillator filter cutoff envelope wavetable reverb resonance attack decay sustain release
lfo modulation sampler chord scale note pitch octave frequency voice unison detune phase waveform
sine square saw triangle noise gain level mix delay chorus flanger phaser distortion compressor
equalizer stereo mono pan tempo rhythm beat bar melody harmony piano keyboard macro preset patch
matrix source destination amount depth rate shape curve point editor spectral morph warp sync
drive formant comb ladder slope band pass notch tone timbre velocity aftertouch controller
parameter value range knob slider button menu panel header window view layout mode option setting
function method class module interface type object array string number return callback event
buffer sample block thread audio engine render process memory cache index search query result
page section guide chapter example reference install build release version update config file`.split(/\s+/);

const SYLLABLES = 'ka lo mi ne ru ta vo si pe da ri mo lu ve ga no ti sa be zu fi ko ra te mu'.split(' ');

/** Vocabulary in rank order: common words first, then subject words, then a generated tail. */
export function vocabulary(size: number, random: () => number): string[] {
  const words = [...COMMON];
  const subject = [...SUBJECT];
  // Interleave subject words with the start of the tail so they land at ranks ~100 to ~1,000.
  const seen = new Set(words.concat(subject));
  const tail: string[] = [];
  while (words.length + subject.length + tail.length < size) {
    const n = 2 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < n; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    if (!seen.has(word)) {
      seen.add(word);
      tail.push(word);
    }
  }
  for (let i = 0; i < subject.length; i++) words.push(subject[i]!, ...tail.splice(0, 3));
  return words.concat(tail);
}

/** Draws word ranks with probability ∝ 1 / rank^s. */
export function zipfSampler(size: number, s: number, random: () => number): () => number {
  const cdf = new Float64Array(size);
  let sum = 0;
  for (let r = 0; r < size; r++) cdf[r] = sum += 1 / Math.pow(r + 1, s);
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const title = (words: string[]) => words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

export interface SyntheticPage {
  html: string;
  info: PageInfo;
}

export interface SyntheticSiteOptions {
  pages: number;
  seed: number;
  /** docusaurus_tag values of a docs page, as the real build tags them. */
  tags: string[];
  language: string;
  vocabularySize?: number;
}

/** The site's pages, in order; the same options always give the same pages. */
export function* syntheticPages({ pages, seed, tags, language, vocabularySize = 30_000 }: SyntheticSiteOptions): Generator<SyntheticPage> {
  const random = prng(seed);
  const words = vocabulary(vocabularySize, random);
  const rank = zipfSampler(words.length, 1.05, random);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = (n: number) => Array.from({ length: n }, () => words[rank()]!);
  // Headings are made of subject words and rarer words, as real headings are; never of "the" or "of".
  const contentWord = () => {
    for (;;) {
      const r = rank();
      if (r >= COMMON.length) return words[r]!;
    }
  };
  const headingWords = (n: number) => Array.from({ length: n }, () => (random() < 0.5 ? SUBJECT[Math.floor(random() * SUBJECT.length)]! : contentWord()));
  const sentence = () => {
    const text = pick(int(6, 18)).join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => `<p>${escapeHtml(Array.from({ length: int(1, 4) }, sentence).join(' '))}</p>`;
  const list = () => `<ul>${Array.from({ length: int(2, 5) }, () => `<li>${escapeHtml(pick(int(3, 10)).join(' '))}</li>`).join('')}</ul>`;
  const categories = Array.from({ length: 24 }, () => title(headingWords(2)));

  for (let n = 0; n < pages; n++) {
    const category = categories[n % categories.length]!;
    const pageTitle = title(headingWords(int(2, 5)));
    const url = `/docs/${slug(category)}/${slug(pageTitle)}-${n}`;
    const ids = new Set<string>();
    const heading = (level: number) => {
      const text = title(headingWords(int(1, 4)));
      let id = slug(text) || 'section';
      for (let i = 1; ids.has(id); i++) id = `${slug(text)}-${i}`;
      ids.add(id);
      return `<h${level} id="${id}">${escapeHtml(text)}</h${level}>`;
    };
    const parts = [`<h1>${escapeHtml(pageTitle)}</h1>`, paragraph()];
    for (let h2 = int(2, 5); h2 > 0; h2--) {
      parts.push(heading(2));
      for (let p = int(1, 2); p > 0; p--) parts.push(paragraph());
      if (random() < 0.3) parts.push(list());
      for (let h3 = int(0, 2); h3 > 0; h3--) {
        parts.push(heading(3));
        for (let p = int(1, 2); p > 0; p--) parts.push(paragraph());
        if (random() < 0.3) {
          parts.push(heading(4), paragraph());
        }
      }
    }
    const html =
      `<!doctype html><html lang="${language}"><head><title>${escapeHtml(pageTitle)}</title></head><body>` +
      `<nav>Site navigation</nav><main><article data-search-root><div data-search-ignore>Docs › ${escapeHtml(category)}</div>` +
      parts.join('') +
      `</article></main></body></html>`;
    yield { html, info: { url, lvl0: category, pageRank: 2, language, tags } };
  }
}
