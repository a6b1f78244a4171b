import type { Root } from 'mdast';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { contentDocumentData } from './compiled-file';
import { scopedPlugins } from './scoped-plugins';

/** Runs a section's plugins as the page's pipeline does, over an empty tree of a doc. */
async function run(plugin: () => unknown) {
  const step = scopedPlugins({ docs: [plugin as never] }, undefined, 'remarkPlugins');
  const processor = unified().use([step] as PluggableList);
  await processor.run({ type: 'root', children: [] } as Root, new VFile({ data: contentDocumentData('docs/a.mdx') }));
}

describe("a site plugin's failure", () => {
  const named = 'the plugin "remarkPatchCheck" of docs.remarkPlugins in site.config.ts failed: no cable';

  it('names the plugin and its list when its transformer throws', async () => {
    function remarkPatchCheck() {
      return () => {
        throw new Error('no cable');
      };
    }
    await expect(run(remarkPatchCheck)).rejects.toThrow(named);
  });

  it('names it when its transformer rejects', async () => {
    function remarkPatchCheck() {
      return async () => Promise.reject(new Error('no cable'));
    }
    await expect(run(remarkPatchCheck)).rejects.toThrow(named);
  });

  it('names it when its transformer passes the error to its callback, and still waits for the callback', async () => {
    let waited = false;
    function remarkPatchCheck() {
      return (_tree: Root, _file: VFile, next: (error?: Error) => void) =>
        void setImmediate(() => {
          waited = true;
          next(new Error('no cable'));
        });
    }
    await expect(run(remarkPatchCheck)).rejects.toThrow(named);
    expect(waited).toBe(true);
  });

  it('leaves a plugin that succeeds as it was', async () => {
    let ran = false;
    function remarkPatchCheck() {
      return () => void (ran = true);
    }
    await run(remarkPatchCheck);
    expect(ran).toBe(true);
  });
});
