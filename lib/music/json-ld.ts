/**
 * schema.org `MusicComposition` for a set of scores (a folder of content/music): the set, with one
 * `includedComposition` per piece, in order. Name, key, position and composer come from the scores'
 * own records, which lib/music/twelve-pieces.test.ts holds to the page's table.
 */
import type { ScoreMeta } from './humdrum';
import { shortKeyName } from './keys';

const person = (name: string) => ({ '@type': 'Person', name });

export function musicSetJsonLd(scores: readonly ScoreMeta[], pageUrl: string): Record<string, unknown> {
  const pieces = scores.map((meta) => ({ meta, position: Number(/\d+/.exec(meta.number ?? '')?.[0] ?? NaN) })).sort((a, b) => a.position - b.position);
  const first = scores[0];
  const composer = first?.composer ? person(first.composer) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicComposition',
    '@id': `${pageUrl}#composition`,
    url: pageUrl,
    name: first?.parent ?? first?.title,
    ...(composer ? { composer } : {}),
    includedComposition: pieces.map(({ meta, position }) => ({
      '@type': 'MusicComposition',
      name: meta.title,
      musicalKey: shortKeyName(meta.key),
      ...(Number.isFinite(position) ? { position } : {}),
      ...(meta.composer ? { composer: person(meta.composer) } : {}),
      ...(meta.tempo ? { description: `${meta.tempo}, ${meta.metre}` } : {}),
    })),
  };
}
