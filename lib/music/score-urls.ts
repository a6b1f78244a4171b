/**
 * Where the export serves a score's files. The page's links, the post-build step that writes the
 * files and the page's Markdown twin all ask here, so a link cannot point where no file was written.
 * Pure: the twin (lib/twin) uses it without loading the engraver.
 */

/** Where the export serves each score's MIDI and performance, and the piano samples. */
export const MUSIC_URL = '/music';

/** `src` as MDX names it ("twelve-pieces/01-open-window.krn") without its extension. */
export const scoreStem = (src: string) => src.replace(/\.[a-z]+$/i, '');

/** The site path of a score's MIDI file: "/music/twelve-pieces/01-open-window.mid". */
export const scoreMidiUrl = (src: string) => `${MUSIC_URL}/${scoreStem(src)}.mid`;

/** The site path of the performance the player reads. */
export const scorePerformanceUrl = (src: string) => `${MUSIC_URL}/${scoreStem(src)}.json`;
