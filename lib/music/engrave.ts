/**
 * Engraves a score of content/music/ with Verovio's WebAssembly toolkit, in Node at build time: the
 * SVG for the page, the MIDI file, and the performance the player reads. Each score is engraved once
 * per process. The browser gets the results only; no notation code ships.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const cache = new Map<string, Promise<EngravedScore>>();

export function engraveScore(src: string, root = process.cwd()): Promise<EngravedScore> {
  let engraved = cache.get(src);
  if (!engraved) {
    engraved = engrave(src, root);
    cache.set(src, engraved);
  }
  return engraved;
}

async function engrave(src: string, root: string): Promise<EngravedScore> {
  const source = readFileSync(scorePath(src, root), 'utf8');
  // Checked here first: Verovio's Humdrum reader ends the process on a malformed file.
  const meta = readScoreMeta(source);
  const tk = await verovio();
  tk.setOptions(OPTIONS);
  if (!tk.loadData(source)) throw new NotationError(`Verovio could not read the score: ${tk.getLog().trim() || 'no reason given'}`);
  const errors = tk
    .getLog()
    .split('\n')
    .filter((line) => /\[Error\]/.test(line));
  if (errors.length > 0) throw new NotationError(errors.join('; '));
  const domId = scoreDomId(src);
  const pages = Array.from({ length: tk.getPageCount() }, (_, i) => tk.renderToSVG(i + 1));
  const midi = Uint8Array.from(Buffer.from(tk.renderToMIDI(), 'base64'));
  const performance = buildPerformance(playedNotes(midi), tk.renderToTimemap({ includeMeasures: false, includeRests: false }), (id) => prefixedId(domId, id));
  return { src, domId, meta, svg: pages.map((page) => inlineScoreSvg(page, domId)).join(''), midi, performance };
}

/**
 * A few notes on one staff, engraved from **kern text made by the build (lib/music/api-notation.ts),
 * as an inline SVG whose ids start with `domId`.
 */
export async function engraveNotation(kern: string, domId: string): Promise<string> {
  const tk = await verovio();
  tk.setOptions({ ...OPTIONS, pageWidth: 900, scale: 45 });
  if (!tk.loadData(kern)) throw new NotationError(`Verovio could not read the notes: ${tk.getLog().trim()}`);
  return inlineScoreSvg(tk.renderToSVG(1), domId);
}
