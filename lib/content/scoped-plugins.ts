import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { unified, type PluggableList } from 'unified';
import type { VFile } from 'vfile';
import { contentSourcePath } from './compiled-file';

export type ContentSection = 'docs' | 'blog';

/** The section a file belongs to, from the content layer's source path (`docs/…`, `blog/…`). */
export function sectionOf(file: VFile): ContentSection | null {
  const path = contentSourcePath(file);
  if (path?.startsWith('docs/')) return 'docs';
  if (path?.startsWith('blog/')) return 'blog';
  return null;
}

/**
 * Plugins configured for one section (site.config.ts `docs.remarkPlugins`, `blog.rehypePlugins`…),
 * as one step of the shared pipeline: the content layer compiles docs and posts with one list, so
 * the step runs the section's plugins on that section's files only. `section` fixes the section
 * when the caller knows it (a post's excerpt has no source path). The plugins' transformers run;
 * a plugin that extends the parser cannot take effect this way.
 */
export function scopedPlugins(plugins: Partial<Record<ContentSection, PluggableList | undefined>>, section?: ContentSection) {
  const processors = Object.fromEntries(
    Object.entries(plugins)
      .filter(([, list]) => list && list.length > 0)
      .map(([name, list]) => [name, unified().use(list!)]),
  ) as Partial<Record<ContentSection, ReturnType<typeof unified>>>;
  return () => async (tree: MdastRoot | HastRoot, file: VFile) => {
    const processor = processors[section ?? sectionOf(file) ?? 'docs'];
    if (!processor) return tree;
    return (await processor.run(tree as never, file)) as MdastRoot | HastRoot;
  };
}

/** True when any section has plugins in the list. */
export const hasPlugins = (plugins: Partial<Record<ContentSection, PluggableList | undefined>>) => Object.values(plugins).some((list) => (list?.length ?? 0) > 0);
