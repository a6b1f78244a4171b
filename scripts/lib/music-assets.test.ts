import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeMusicAssets } from './music-assets';

describe('the music step', () => {
  const dir = mkdtempSync(join(tmpdir(), 'music-assets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes nothing for a site without content/music, as a site moved from Docusaurus has none', async () => {
    // The README's move removes content/music with this site's other content; the step stopped the build with ENOENT.
    await expect(writeMusicAssets(join(dir, 'out'), join(dir, 'no-music'))).resolves.toEqual({ scores: 0, samples: 0, sampleBytes: 0 });
  });
});
