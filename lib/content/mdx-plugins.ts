import rehypeShiki from '@shikijs/rehype';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';
import { rehypeCodeTitle } from './rehype-code-title';
import { rehypeFocusableMath } from './rehype-focusable-math';
import { remarkMarkdownLinks } from './remark-markdown-links';

/**
 * The one MDX pipeline. contentlayer.config.ts and scripts/check-mdx.ts both use it, so a page that
 * passes the quick check compiles the same way in the real build.
 */
export const CODE_THEME = 'dark-plus'; // VS Code's Dark+, the closest shiki theme to prism's vsDark

export const remarkPlugins: PluggableList = [remarkGfm, remarkMath, remarkMarkdownLinks];

export const rehypePlugins: PluggableList = [
  // Slug before KaTeX so a heading id comes from the source text, not KaTeX's MathML.
  rehypeSlug,
  [rehypeKatex, { output: 'htmlAndMathml', throwOnError: true, strict: 'ignore' }],
  rehypeFocusableMath,
  rehypeCodeTitle,
  [rehypeShiki, { theme: CODE_THEME, fallbackLanguage: 'text', defaultLanguage: 'text' }],
];
