import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { unified, type Pluggable, type PluggableList, type Plugin } from 'unified';
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

/** What a plugin's failure says: the plugin by its function's name and the option that lists it, so the owner knows which one to fix. */
export function pluginFailureMessage(plugin: string, list: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `the plugin ${plugin ? `"${plugin}"` : 'without a name'} of ${list} in site.config.ts failed: ${reason}`;
}

type Transformer = (tree: unknown, file: VFile, next?: (error?: unknown, tree?: unknown) => void) => unknown;

/**
 * The plugin with each failure of its transformer (thrown, rejected or passed to `next`) said by
 * pluginFailureMessage. The transformer keeps its arity, by which unified tells a callback one.
 */
function naming(plugin: Plugin<unknown[]>, list: string): Plugin<unknown[]> {
  const fail = (error: unknown) => new Error(pluginFailureMessage(plugin.name, list, error), { cause: error });
  return function (this: unknown, ...options: unknown[]) {
    const transformer = (plugin as (...args: unknown[]) => unknown).apply(this, options) as Transformer | undefined | void;
    if (typeof transformer !== 'function') return transformer;
    if (transformer.length >= 3)
      return function (this: unknown, tree: unknown, file: VFile, next: (error?: unknown, tree?: unknown) => void) {
        try {
          return transformer.call(this, tree, file, (error, result) => next(error ? fail(error) : error, result));
        } catch (error) {
          throw fail(error);
        }
      };
    return function (this: unknown, tree: unknown, file: VFile) {
      let result: unknown;
      try {
        result = transformer.call(this, tree, file);
      } catch (error) {
        throw fail(error);
      }
      return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(fail(error))) : result;
    };
  } as Plugin<unknown[]>;
}

/** A list entry whose plugin names itself when it fails (a preset's own plugins are left as they are). */
function namedEntry(entry: Pluggable, list: string): Pluggable {
  if (typeof entry === 'function') return naming(entry as Plugin<unknown[]>, list);
  if (Array.isArray(entry) && typeof entry[0] === 'function') return [naming(entry[0] as Plugin<unknown[]>, list), ...entry.slice(1)] as Pluggable;
  return entry;
}

/**
 * Plugins configured for one section (site.config.ts `docs.remarkPlugins`, `blog.rehypePlugins`…),
 * as one step of the shared pipeline: the content layer compiles docs and posts with one list, so
 * the step runs the section's plugins on that section's files only. `section` fixes the section
 * when the caller knows it (a post's excerpt has no source path). The plugins' transformers run;
 * a plugin that extends the parser cannot take effect this way. `option` (`remarkPlugins`) names the
 * list in a plugin's failure, with its section (`docs.remarkPlugins`).
 */
export function scopedPlugins(plugins: Partial<Record<ContentSection, PluggableList | undefined>>, section?: ContentSection, option = 'plugins') {
  const processors = Object.fromEntries(
    Object.entries(plugins)
      .filter(([, list]) => list && list.length > 0)
      .map(([name, list]) => [name, unified().use(list!.map((entry) => namedEntry(entry, `${name}.${option}`)))]),
  ) as Partial<Record<ContentSection, ReturnType<typeof unified>>>;
  return () => async (tree: MdastRoot | HastRoot, file: VFile) => {
    const processor = processors[section ?? sectionOf(file) ?? 'docs'];
    if (!processor) return tree;
    return (await processor.run(tree as never, file)) as MdastRoot | HastRoot;
  };
}

/** True when any section has plugins in the list. */
export const hasPlugins = (plugins: Partial<Record<ContentSection, PluggableList | undefined>>) => Object.values(plugins).some((list) => (list?.length ?? 0) > 0);
