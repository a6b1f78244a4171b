import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';
import { rehypeCodeTitle } from './rehype-code-title';
import { rehypeContentImages } from './rehype-content-images';
import { rehypeCommonMarkHtml } from './rehype-commonmark-html';
import { rehypeFocusableMath } from './rehype-focusable-math';
import { rehypeHeadingLinks } from './rehype-heading-links';
import { remarkCodeBlockComponent } from './remark-code-block-component';
import { remarkDocusaurusSyntax, type DocusaurusSyntaxOptions } from './remark-docusaurus';
import { remarkMarkdownLinks } from './remark-markdown-links';
import { remarkPartials } from './remark-partials';
import { remarkThemeImports } from './remark-theme-imports';
import { remarkTocInline } from './remark-toc-inline';
import { codeTransformers } from './shiki-code-lines';

/**
 * The one MDX pipeline. contentlayer.config.ts and scripts/check-mdx.ts both use it, so a page that
 * passes the quick check compiles the same way in the real build.
 */
export const CODE_THEME = 'dark-plus'; // VS Code's Dark+, the closest shiki theme to prism's vsDark

/**
 * Options for every `@shikijs/rehype` use. Without `langs`, the plugin loads all of shiki's ~240
 * grammars before the first block (7 s on two cores, paid by every contentlayer run that compiles a
 * file and by the /api page); `lazy` loads only the languages the content names, on first use.
 */
export const SHIKI_OPTIONS: RehypeShikiOptions = {
  theme: CODE_THEME,
  langs: [],
  lazy: true,
  fallbackLanguage: 'text',
  defaultLanguage: 'text',
};

/**
 * With `format`, the pipeline reads a source as CommonMark ('md') or MDX; the content layer does not
 * give the parser the document's file name, so the caller decides (lib/content/source-format.ts).
 */
export function remarkPluginsFor(options: DocusaurusSyntaxOptions = {}): PluggableList {
  return [
    [remarkDocusaurusSyntax, options],
    remarkGfm,
    remarkMath,
    remarkMarkdownLinks,
    remarkThemeImports,
    remarkPartials,
    remarkCodeBlockComponent,
    remarkTocInline,
  ];
}

export const remarkPlugins: PluggableList = remarkPluginsFor();

export const rehypePlugins: PluggableList = [
  rehypeCommonMarkHtml,
  // Slug before KaTeX so a heading id comes from the source text, not KaTeX's MathML.
  rehypeSlug,
  rehypeHeadingLinks,
  [rehypeKatex, { output: 'htmlAndMathml', throwOnError: true, strict: 'ignore' }],
  rehypeFocusableMath,
  rehypeCodeTitle,
  rehypeContentImages,
  [rehypeShiki, { ...SHIKI_OPTIONS, transformers: codeTransformers }],
];
