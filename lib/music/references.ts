/**
 * `<Score src="…" />` in MDX sources, with the line each is on, and the authoring problems they have:
 * a file that does not exist or notation that does not read. Each message names the MDX file and
 * line, then the notation file and its line, so the author knows where to look.
 */
import { readFileSync } from 'node:fs';
import { MUSIC_DIR, scorePath } from './engrave';
import { NotationError, readScoreMeta } from './humdrum';

export interface ScoreReference {
  src: string;
  line: number;
}

const SCORE_TAG = /<Score\b([^>]*?)\/?>/g;

export function scoreReferences(source: string): ScoreReference[] {
  const refs: ScoreReference[] = [];
  for (const match of source.matchAll(SCORE_TAG)) {
    const line = source.slice(0, match.index).split('\n').length;
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["']([^"']*)["']\s*\})/.exec(match[1]!);
    refs.push({ src: src ? (src[1] ?? src[2] ?? src[3]!) : '', line });
  }
  return refs;
}

/** Problems of every `<Score>` in the given content files (paths under content/). */
export function scoreProblems(files: readonly { path: string; source: string }[], root = process.cwd()): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const ref of scoreReferences(file.source)) {
      const where = `content/${file.path}:${ref.line}: <Score src="${ref.src}">`;
      if (!ref.src) {
        problems.push(`${where}: no src. Name a file under ${MUSIC_DIR}/, such as src="twelve-pieces/01-open-window.krn".`);
        continue;
      }
      try {
        readScoreMeta(readFileSync(scorePath(ref.src, root), 'utf8'));
      } catch (error) {
        if (!(error instanceof NotationError)) throw error;
        const at = error.line ? `${MUSIC_DIR}/${ref.src}:${error.line}: ` : '';
        problems.push(`${where}: ${at}${error.message}.`);
      }
    }
  }
  return problems;
}
