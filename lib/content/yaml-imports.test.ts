import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import { importedJsonData, remarkDocAssets } from './remark-doc-assets';

/**
 * Home Assistant's developer docs list their intents from a YAML file with webpack's yaml-loader
 * (`import intents from '!!yaml-loader!../intents/intents.yaml'`): the import is the file's data.
 */
const root = mkdtempSync(join(tmpdir(), 'yaml-imports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'content/docs'), { recursive: true });
mkdirSync(join(root, 'content/intents'), { recursive: true });
writeFileSync(join(root, 'content/intents/intents.yaml'), 'HassTurnOn:\n  supported: true\nHassNevermind:\n  supported: false\n');
writeFileSync(join(root, 'content/intents/broken.yaml'), 'a: [1, 2\n');

function importData(source: string): [string, unknown][] {
  const file = new VFile({ path: join(root, '_mdx_bundler_entry_point-1.mdx'), value: source, data: { rawDocumentData: { sourceFilePath: 'docs/intent_builtin.md' } } });
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkDocAssets, { root });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  const esm = tree.children.find((node) => node.type === 'mdxjsEsm');
  return ((esm?.data as { estree?: Program } | undefined)?.estree?.body ?? []).flatMap(importedJsonData);
}

describe('yaml-loader imports', () => {
  it("are the file's data, as webpack's yaml-loader gives it", () => {
    expect(importData("import intents from '!!yaml-loader!../intents/intents.yaml';\n\nText.\n")).toEqual([
      ['intents', { HassTurnOn: { supported: true }, HassNevermind: { supported: false } }],
    ]);
  });

  it('name the page, the line and the file when it is missing or no YAML', () => {
    expect(() => importData("\nimport gone from '!!yaml-loader!../intents/gone.yaml';\n")).toThrow(
      /^content\/docs\/intent_builtin\.md:2: "!!yaml-loader!\.\.\/intents\/gone\.yaml" reads content\/intents\/gone\.yaml, which does not exist/,
    );
    expect(() => importData("import broken from '!!yaml-loader!../intents/broken.yaml';\n")).toThrow(/^content\/docs\/intent_builtin\.md:1: "!!yaml-loader!\.\.\/intents\/broken\.yaml" is not valid YAML/);
  });
});
