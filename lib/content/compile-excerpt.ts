import { bundleMDX } from 'mdx-bundler';
import { mdxBundlerGlobals } from './docusaurus-modules';
import { rehypePluginsFor, remarkPluginsFor, type SectionPluginOptions } from './mdx-plugins';

/**
 * Compiles a post's excerpt (the MDX before its truncate marker) to the same kind of code as the
 * body, so the blog list renders it with the same components.
 */
export async function compileExcerpt(source: string, file: string, plugins: SectionPluginOptions = {}, math = true): Promise<string> {
  const remarkPlugins = remarkPluginsFor({ plugins, section: 'blog', math });
  const rehypePlugins = rehypePluginsFor({ plugins, section: 'blog', math });
  try {
    const { code } = await bundleMDX({
      source,
      globals: mdxBundlerGlobals(),
      mdxOptions(options) {
        options.remarkPlugins = [...(options.remarkPlugins ?? []), ...remarkPlugins];
        options.rehypePlugins = [...(options.rehypePlugins ?? []), ...rehypePlugins];
        return options;
      },
    });
    return code;
  } catch (error) {
    throw new Error(`${file}: the excerpt (the part before the truncate marker) does not compile: ${(error as Error).message}`, { cause: error });
  }
}
