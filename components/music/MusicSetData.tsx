import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JsonLd } from '@/components/shell/JsonLd';
import { MUSIC_DIR } from '@/lib/music/engrave';
import { readScoreMeta } from '@/lib/music/humdrum';
import { musicSetJsonLd } from '@/lib/music/json-ld';
import { pageUrl } from '@/lib/site/identity';

/**
 * `<MusicSetData folder="twelve-pieces" page="/docs/My-Pieces/Twelve" />` in MDX: the set of scores in
 * a folder of content/music as `MusicComposition` structured data. Renders nothing visible.
 */
export function MusicSetData({ folder, page }: { folder: string; page: string }) {
  const dir = join(process.cwd(), MUSIC_DIR, folder);
  const metas = readdirSync(dir)
    .filter((name) => name.endsWith('.krn'))
    .sort()
    .map((name) => readScoreMeta(readFileSync(join(dir, name), 'utf8')));
  return <JsonLd data={musicSetJsonLd(metas, pageUrl(page))} />;
}
