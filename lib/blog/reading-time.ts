import { countWords } from '../content/text';

/** Words per minute for reading time, as Docusaurus's default. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a text (code and front matter already removed), at least 1. */
export function readingTimeMinutes(plainText: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(plainText) / wordsPerMinute));
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
