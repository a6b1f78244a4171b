/**
 * Engraves a score of content/music/ with Verovio's WebAssembly toolkit, in Node at build time: the
 * SVG for the page, the MIDI file, and the performance the player reads. Each score is engraved once
 * per process, and Verovio's output is kept between builds (./engraving-cache.ts). The browser gets
 * the results only; no notation code ships.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ENGRAVING_CACHE_DIR, engravingKey, readThrough, verovioVersion } from './engraving-cache';
import { NotationError, readScoreMeta, type ScoreMeta } from './humdrum';
import { playedNotes } from './midi';
import { buildPerformance, type Performance, type Timemap } from './performance';
import { scoreStem } from './score-urls';
import { inlineScoreSvg, prefixedId } from './svg';

/** Where scores live, relative to the project root; `<Score src>` names a file under it. */
export const MUSIC_DIR = 'content/music';

export interface EngravedScore {
  /** The `src` as MDX names it, e.g. "twelve-pieces/01-open-window.krn". */
  src: string;
  /** The prefix of its element ids in the page. */
  domId: string;
  meta: ScoreMeta;
  svg: string;
  midi: Uint8Array;
  performance: Performance;
}

/** A Verovio toolkit, as much of it as this module uses. */
interface Toolkit {
  setOptions(options: Record<string, unknown>): void;
  loadData(data: string): boolean;
  getLog(): string;
  renderToSVG(page: number): string;
  renderToMIDI(): string;
  renderToTimemap(options?: Record<string, unknown>): Timemap;
  getPageCount(): number;
}

let toolkit: Promise<Toolkit> | undefined;

async function verovio(): Promise<Toolkit> {
  toolkit ??= (async () => {
    // The Humdrum build of the module reads **kern (and MEI, MusicXML, ABC).
    const [{ default: createModule }, { VerovioToolkit }] = await Promise.all([import('verovio/wasm-hum'), import('verovio/esm')]);
    return new VerovioToolkit(await createModule()) as unknown as Toolkit;
  })();
  return toolkit;
}

/**
 * Layout: a width that puts two or three bars on a line, so that a line scaled down to a phone's
 * column (about 350 px) keeps noteheads readable; the page's CSS scales the SVG to the column.
 */
const OPTIONS = {
  xmlIdSeed: 1,
  adjustPageHeight: true,
  breaks: 'auto',
  pageWidth: 1200,
  pageMarginTop: 20,
  pageMarginBottom: 20,
  pageMarginLeft: 20,
  pageMarginRight: 20,
  scale: 40,
  svgViewBox: true,
  header: 'none',
  footer: 'none',
};

export const scoreDomId = (src: string) => `score-${scoreStem(src).replace(/[^A-Za-z0-9]+/g, '-')}`;

/** The path of a score on disk; throws, naming the folder, when there is no such file. */
export function scorePath(src: string, root = process.cwd()): string {
  if (src.includes('..') || src.startsWith('/')) throw new NotationError(`"${src}" must be a path under ${MUSIC_DIR}/, without ".."`);
  const path = join(root, MUSIC_DIR, src);
  if (!existsSync(path)) throw new NotationError(`no file ${MUSIC_DIR}/${src}`);
  return path;
}

/** What Verovio returns for a score: the pages' SVG, the MIDI file in base64 and the timemap. */
interface VerovioOutput {
  pages: string[];
  midi: string;
  timemap: Timemap;
}

const isVerovioOutput = (value: unknown): value is VerovioOutput => {
  const v = value as Partial<VerovioOutput> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.pages) && v.pages.every((page) => typeof page === 'string') && typeof v.midi === 'string' && Array.isArray(v.timemap);
};

/** Where to keep Verovio's output: `cacheDir` (relative to `root`), or null for no disk cache. */
export interface EngraveWhere {
  root?: string;
  cacheDir?: string | null;
}

interface Folders {
  root: string;
  cache: string | null;
}

const folders = ({ root = process.cwd(), cacheDir = ENGRAVING_CACHE_DIR }: EngraveWhere): Folders => ({ root, cache: cacheDir === null ? null : resolve(root, cacheDir) });

/**
 * Loads `data` (`what` to the author) into Verovio with `options`, throwing a NotationError with
 * Verovio's words when it cannot read it, and returns what `render` takes from the toolkit; kept in
 * the cache folder by what Verovio read.
 */
async function withVerovio<T>(
  what: string,
  data: string,
  options: Readonly<Record<string, unknown>>,
  { root, cache }: Folders,
  isValue: (value: unknown) => value is T,
  render: (tk: Toolkit) => T,
): Promise<T> {
  const version = cache === null ? null : verovioVersion(root);
  return readThrough(version === null ? null : cache, engravingKey(version ?? '', options, data), isValue, async () => {
    const tk = await verovio();
    tk.setOptions(options);
    if (!tk.loadData(data)) throw new NotationError(`Verovio could not read ${what}: ${tk.getLog().trim() || 'no reason given'}`);
    const errors = tk
      .getLog()
      .split('\n')
      .filter((line) => /\[Error\]/.test(line));
    if (errors.length > 0) throw new NotationError(errors.join('; '));
    return render(tk);
  });
}

const engraved = new Map<string, Promise<EngravedScore>>();

export function engraveScore(src: string, where: EngraveWhere = {}): Promise<EngravedScore> {
  const at = folders(where);
  const id = `${at.cache ?? ''}\0${src}`;
  let score = engraved.get(id);
  if (!score) {
    score = engrave(src, at);
    engraved.set(id, score);
  }
  return score;
}

async function engrave(src: string, at: Folders): Promise<EngravedScore> {
  const source = readFileSync(scorePath(src, at.root), 'utf8');
  // Checked here first: Verovio's Humdrum reader ends the process on a malformed file.
  const meta = readScoreMeta(source);
  const output = await withVerovio('the score', source, OPTIONS, at, isVerovioOutput, (tk) => ({
    pages: Array.from({ length: tk.getPageCount() }, (_, i) => tk.renderToSVG(i + 1)),
    midi: tk.renderToMIDI(),
    timemap: tk.renderToTimemap({ includeMeasures: false, includeRests: false }),
  }));
  const domId = scoreDomId(src);
  const midi = Uint8Array.from(Buffer.from(output.midi, 'base64'));
  const performance = buildPerformance(playedNotes(midi), output.timemap, (id) => prefixedId(domId, id));
  return { src, domId, meta, svg: output.pages.map((page) => inlineScoreSvg(page, domId)).join(''), midi, performance };
}

const NOTATION_OPTIONS = { ...OPTIONS, pageWidth: 900, scale: 45 };
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A few notes on one staff, engraved from **kern text made by the build (lib/music/api-notation.ts),
 * as an inline SVG whose ids start with `domId`.
 */
export async function engraveNotation(kern: string, domId: string, where: EngraveWhere = {}): Promise<string> {
  return inlineScoreSvg(await withVerovio('the notes', kern, NOTATION_OPTIONS, folders(where), isText, (tk) => tk.renderToSVG(1)), domId);
}
