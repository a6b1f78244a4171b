import type { ScoreMeta } from './humdrum';
import { keyName } from './keys';

/**
 * A score's name, as its image and caption give it: "No. 1, Open Window: opening bars, C major,
 * 3/4, Andantino semplice". `what` says which bars these are.
 */
export function scoreLabel(meta: ScoreMeta, what = 'opening bars'): string {
  const name = meta.number ? `${meta.number}, ${meta.title}` : meta.title;
  return `${name}: ${[what, keyName(meta.key), meta.metre, meta.tempo].filter(Boolean).join(', ')}`;
}
