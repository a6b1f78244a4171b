import { test, expect } from './fixtures';

/**
 * Relevance, measured on the built index through /search: real queries over this site's content,
 * each with the page a reader means (and, where one section answers it, that section). The first
 * hit must be that page for at least 90 % of the queries, and the page (or section) must be among
 * the first three hits for every query. BENCHMARKS.md ("Search relevance") has the figures.
 */
interface Expectation {
  query: string;
  page: string;
  /** A section of the page that answers the query: it must be among the first three hits. */
  anchor?: string;
}

const GUIDE = '/docs/Vital/UserGuide';
const RELEVANCE_QUERIES: Expectation[] = [
  { query: 'cutoff', page: `${GUIDE}/Filters`, anchor: 'cutoff-and-resonance' },
  { query: 'resonance', page: `${GUIDE}/Filters`, anchor: 'cutoff-and-resonance' },
  { query: 'comb filter', page: `${GUIDE}/Filters`, anchor: 'comb-filter' },
  { query: 'formant', page: `${GUIDE}/Filters`, anchor: 'formant-filter' },
  { query: 'keytracking', page: `${GUIDE}/Filters`, anchor: 'keytracking' },
  { query: 'oscillator', page: `${GUIDE}/Oscillators-and-Sampler` },
  { query: 'unison', page: `${GUIDE}/Oscillators-and-Sampler`, anchor: 'unison' },
  { query: 'spectral morph', page: `${GUIDE}/Oscillators-and-Sampler`, anchor: 'spectral-morph' },
  { query: 'reese bass', page: `${GUIDE}/Oscillators-and-Sampler`, anchor: 'worked-example-a-reese-bass' },
  { query: 'sampler', page: `${GUIDE}/Oscillators-and-Sampler`, anchor: 'the-sampler' },
  { query: 'wavetable editor', page: `${GUIDE}/Wavetable-Editor` },
  { query: 'keyframes', page: `${GUIDE}/Wavetable-Editor`, anchor: 'frames-keyframes-and-the-timeline' },
  { query: 'text to wavetable', page: `${GUIDE}/Wavetable-Editor`, anchor: 'text-to-wavetable' },
  { query: 'envelope', page: `${GUIDE}/Envelopes-and-LFOs`, anchor: 'envelopes' },
  { query: 'lfo', page: `${GUIDE}/Envelopes-and-LFOs`, anchor: 'lfos' },
  { query: 'random generator', page: `${GUIDE}/Envelopes-and-LFOs`, anchor: 'random-generators' },
  { query: 'macros', page: `${GUIDE}/Envelopes-and-LFOs`, anchor: 'macros' },
  { query: 'modulation matrix', page: `${GUIDE}/Modulation`, anchor: 'the-modulation-matrix' },
  { query: 'remapping curves', page: `${GUIDE}/Modulation`, anchor: 'remapping-curves' },
  { query: 'drag and drop', page: `${GUIDE}/Modulation`, anchor: 'drag-and-drop' },
  { query: 'reverb', page: `${GUIDE}/Effects`, anchor: 'reverb' },
  { query: 'effect chain order', page: `${GUIDE}/Effects`, anchor: 'effect-chain-order' },
  { query: 'flanger', page: `${GUIDE}/Effects`, anchor: 'flanger' },
  { query: 'glide legato', page: `${GUIDE}/Global-Controls-and-Header-Bar`, anchor: 'glide-and-legato' },
  { query: 'oversampling', page: `${GUIDE}/Global-Controls-and-Header-Bar`, anchor: 'oversampling' },
  { query: 'pitch bend range', page: `${GUIDE}/Global-Controls-and-Header-Bar`, anchor: 'pitch-bend-range' },
  { query: 'skins', page: `${GUIDE}/Advanced`, anchor: 'skins' },
  { query: 'tuning files', page: `${GUIDE}/Advanced`, anchor: 'tuning-files' },
  { query: 'saving a preset', page: `${GUIDE}/Intro`, anchor: 'saving-a-preset' },
  { query: 'poly_float', page: '/docs/Vital/Vital-Code-Docs', anchor: 'the-poly_float-simd-type' },
  { query: 'voice handler', page: '/docs/Vital/Vital-Code-Docs', anchor: 'the-voice-handler' },
  { query: 'plugin formats', page: '/docs/Vital/Overview', anchor: 'platforms-and-plugin-formats' },
  { query: 'G# harmonic minor', page: '/api', anchor: 'op-getScaleNotes-parameters' },
  { query: 'diatonic chords', page: '/api', anchor: 'op-getDiatonicChords' },
  { query: 'register', page: '/api', anchor: 'op-registerUser' },
  { query: 'twelve pieces for piano', page: '/docs/My-Pieces/Twelve' },
  { query: 'night ferry', page: '/docs/My-Pieces/Twelve', anchor: 'no-6--night-ferry' },
  { query: 'pedalling', page: '/docs/My-Pieces/Twelve', anchor: 'pedalling' },
  { query: 'spelling notes', page: '/blog/2025/02/17' },
  { query: 'researched the Vital guide', page: '/blog/2025/01/25' },
];

async function topThree(page: import('@playwright/test').Page) {
  await page.goto('/search');
  const box = page.getByRole('searchbox');
  const found: Array<Expectation & { hrefs: string[] }> = [];
  for (const expectation of RELEVANCE_QUERIES) {
    await box.fill(expectation.query);
    await expect(page.getByText(new RegExp(`^\\d+ results? for “${expectation.query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”$`))).toBeVisible();
    const hrefs = await page.locator('ol.search-results > li h2 a').evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href') ?? ''));
    found.push({ ...expectation, hrefs });
  }
  return found;
}

// One pass over the queries for both measures (each pass types 40 queries into /search).
test('relevance: the expected page is the first hit for at least 90 % of the queries, and the page or section is among the first three hits for every query', async ({ page }) => {
  test.setTimeout(RELEVANCE_QUERIES.length * 5_000);
  const found = await topThree(page);
  const misses = found.filter((f) => f.hrefs[0]?.split('#')[0] !== f.page).map((f) => `${f.query}: ${f.hrefs.join(', ')}`);
  const share = (found.length - misses.length) / found.length;
  console.log(`relevance: top-1 ${found.length - misses.length}/${found.length} (${(share * 100).toFixed(1)} %)\n${misses.join('\n')}`);
  expect.soft(share, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  const missing = found.filter((f) => !(f.anchor ? f.hrefs.includes(`${f.page}#${f.anchor}`) : f.hrefs.some((h) => h.split('#')[0] === f.page)));
  expect(missing.map((f) => `${f.query}: ${f.hrefs.join(', ')}`)).toEqual([]);
});
