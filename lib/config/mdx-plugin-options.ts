import type { PluggableList } from 'unified';
import { z } from 'zod';

/**
 * Docusaurus's MDX plugin options, for docs and for the blog alike: remark and rehype plugins in
 * unified's forms (a plugin, or `[plugin, options]`). They run on the site's own pipeline
 * (lib/content/mdx-plugins.ts) in Docusaurus's order: `beforeDefault…` first, the rest after the
 * site's own steps.
 */
const pluggableList = z.custom<PluggableList>(
  (value) =>
    Array.isArray(value) &&
    value.every(
      (entry) =>
        typeof entry === 'function' || (Array.isArray(entry) && typeof entry[0] === 'function') || (typeof entry === 'object' && entry !== null && !Array.isArray(entry) && 'plugins' in entry),
    ),
  { error: 'must be a list of unified plugins: each a plugin function or [plugin, options] (for example [[npm2yarn, { sync: true }]]).' },
);

export const mdxPluginOptionsSchema = {
  /** Remark plugins run after the site's own Markdown steps (Docusaurus's `remarkPlugins`). */
  remarkPlugins: pluggableList.optional(),
  /** Rehype plugins run after the site's own HTML steps. */
  rehypePlugins: pluggableList.optional(),
  /** Remark plugins run before the site's own steps. */
  beforeDefaultRemarkPlugins: pluggableList.optional(),
  /** Rehype plugins run before the site's own HTML steps. */
  beforeDefaultRehypePlugins: pluggableList.optional(),
};

export type MdxPluginOptions = z.infer<z.ZodObject<typeof mdxPluginOptionsSchema>>;
