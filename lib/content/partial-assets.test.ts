import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Image, Root } from 'mdast';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import { remarkDocAssets } from './remark-doc-assets';

/**
 * A partial names its images relative to itself, as Immich's docs do (`docs/partials/_x.md` with
 * `./img/…` beside it): Docusaurus compiles each file with its own path. The content layer compiles a
 * partial with its own path but the importing doc's data, which named the doc's folder instead.
 */
const root = mkdtempSync(join(tmpdir(), 'partial-assets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'content/docs/guide/_partials/img'), { recursive: true });
writeFileSync(join(root, 'content/docs/guide/_partials/img/knob.png'), 'png bytes');
writeFileSync(join(root, 'content/docs/guide/_partials/_setup.md'), '![Knob](./img/knob.png)\n');

function imageUrl(file: VFile): string {
  const processor = unified().use(remarkParse).use(remarkDocAssets, { root });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  return (tree.children[0] as { children: Image[] }).children[0]!.url;
}

describe('files named by a partial', () => {
  it('resolve beside the partial, not beside the doc that imports it', () => {
    const partial = new VFile({ path: join(root, 'content/docs/guide/_partials/_setup.md'), value: '![Knob](./img/knob.png)\n', data: { rawDocumentData: { sourceFilePath: 'docs/guide/index.md' } } });
    expect(imageUrl(partial)).toMatch(/^\/assets\/images\/knob-[0-9a-f]{8}\.png$/);
  });

  it('in a doc, still resolve beside the doc (the bundler names the doc with a made-up path)', () => {
    const doc = new VFile({ path: join(root, '_mdx_bundler_entry_point-1.mdx'), value: '![Knob](./_partials/img/knob.png)\n', data: { rawDocumentData: { sourceFilePath: 'docs/guide/index.md' } } });
    expect(imageUrl(doc)).toMatch(/^\/assets\/images\/knob-[0-9a-f]{8}\.png$/);
  });

  it('missing beside the partial, fail naming the partial', () => {
    const partial = new VFile({ path: join(root, 'content/docs/guide/_partials/_setup.md'), value: '\n![Gone](./img/gone.png)\n', data: { rawDocumentData: { sourceFilePath: 'docs/guide/index.md' } } });
    expect(() => imageUrl(partial)).toThrow(/^content\/docs\/guide\/_partials\/_setup\.md:2: "\.\/img\/gone\.png" names content\/docs\/guide\/_partials\/img\/gone\.png/);
  });
});
