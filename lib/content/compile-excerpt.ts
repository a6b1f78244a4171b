import { join, posix } from 'node:path';
import { bundleMDX } from 'mdx-bundler';
import type { VFile } from 'vfile';
import { contentDocumentData, withDocumentPath } from './compiled-file';
import { mdxBundlerGlobals, providerImportSource } from './docusaurus-modules';
import { rehypePluginsFor, remarkPluginsFor, type SectionPluginOptions } from './mdx-plugins';
import type { PrismOptions } from './shiki-code-lines';
import { remarkPageFacts } from './page-facts';

/**
 * Compiles a post's excerpt (the MDX before its truncate marker) to the same kind of code as the
 * body, so the blog list renders it with the same components. It compiles as the post does, in the
 * post's folder and under its path, so that what the excerpt imports or shows from beside the post
 * (`import Chart from './chart.svg'`, `![](./photo.png)`) resolves as it does in the body. It records
 * no page facts: those are the whole body's.
 */
export async function compileExcerpt(source: string, file: string, plugins: SectionPluginOptions = {}, math = true, contentDir = 'content', prism?: PrismOptions): Promise<string> {
  // As contentlayer2 hands a compile its document (its addRawDocumentToVFile step, first).
  const nameDocument = () => (_tree: unknown, vfile: VFile) => void Object.assign(vfile.data, contentDocumentData(file));
  const remarkPlugins = remarkPluginsFor({ plugins, section: 'blog', math }).filter((plugin) => plugin !== remarkPageFacts);
  const rehypePlugins = rehypePluginsFor({ plugins, section: 'blog', math, prism });
  try {
    const { code } = await bundleMDX({
      source,
      cwd: join(process.cwd(), contentDir, posix.dirname(file)),
      globals: mdxBundlerGlobals(),
      mdxOptions(options) {
        options.remarkPlugins = withDocumentPath([nameDocument, ...(options.remarkPlugins ?? []), ...remarkPlugins]);
        options.rehypePlugins = [...(options.rehypePlugins ?? []), ...rehypePlugins];
        options.providerImportSource = providerImportSource;
        return options;
      },
    });
    return code;
  } catch (error) {
    throw new Error(`${file}: the excerpt (the part before the truncate marker) does not compile: ${(error as Error).message}`, { cause: error });
  }
}
