import * as core from 'contentlayer2/core';
import { describe, expect, it } from 'vitest';
import { documentPathOfSteps, withDocumentPath } from './compiled-file';
import { sourceFormat } from './markdown-format';
import { remarkPluginsFor } from './mdx-plugins';

/** A body compiled by contentlayer2's own bundleMDX, as the document at `sourceFilePath`, with markdown.format 'detect'. */
async function compileDetected(mdxString: string, sourceFilePath: string): Promise<string> {
  const options = {
    remarkPlugins: remarkPluginsFor({ format: sourceFormat('detect'), drawDiagrams: false }),
    mdxOptions: (opts: { remarkPlugins?: never }) => ({ ...opts, remarkPlugins: withDocumentPath(opts.remarkPlugins) }),
  };
  const rawDocumentData = { sourceFilePath, flattenedPath: sourceFilePath.replace(/\.mdx?$/, '') };
  const run = core.runMain({ tracingServiceName: 'test', verbose: false });
  return (await run(core.bundleMDX({ mdxString, options: options as never, contentDirPath: 'content', rawDocumentData: rawDocumentData as never }))) as string;
}

describe('what a compile knows of its document before parsing', () => {
  it('reads the path from contentlayer2’s own first step', () => {
    const step = core.addRawDocumentToVFile({ sourceFilePath: 'docs/intro.md' } as never);
    expect(documentPathOfSteps([step, () => undefined])).toBe('docs/intro.md');
    expect(documentPathOfSteps([() => undefined])).toBeUndefined();
    // A step that needs its processor, as most do, is not run without one.
    expect(documentPathOfSteps([function (this: { data: () => void }) { this.data(); }])).toBeUndefined();
    expect(documentPathOfSteps(undefined)).toBeUndefined();
  });

  it('so that with detect a .md document is CommonMark and a .mdx one MDX, by path alone', { timeout: 30_000 }, async () => {
    const body = 'Braces {x} stay text in CommonMark.\n';
    expect(await compileDetected(body, 'docs/plain.md')).toContain('Braces {x} stay text');
    expect(await compileDetected(body, 'docs/plain.mdx')).not.toContain('Braces {x} stay text');
  });
});
