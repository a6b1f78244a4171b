import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';
import { rehypeCodeTitle } from './rehype-code-title';
import { rehypeContentImages } from './rehype-content-images';
import { rehypeInlineImages } from './rehype-inline-images';
import { rehypeCommonMarkHtml } from './rehype-commonmark-html';
import { rehypeFocusableMath } from './rehype-focusable-math';
import { rehypeHeadingLinks } from './rehype-heading-links';
import { rehypeTaskLists } from './rehype-task-lists';
import { rehypeJsxHtml } from './rehype-jsx-html';
import { remarkCodeBlockComponent } from './remark-code-block-component';
import { remarkDocusaurusSyntax, type DocusaurusSyntaxOptions } from './remark-docusaurus';
import { remarkUnusedDirectives, type DirectiveMark } from './directives';
import { remarkMarkdownLinks } from './remark-markdown-links';
import { remarkPartials } from './remark-partials';
import { remarkPageFacts } from './page-facts';
import { remarkContentTitle } from './remark-content-title';
import { remarkHeadTags } from './head-tags';
import { remarkStylesheetImports } from './remark-stylesheet-imports';
import { remarkThemeImports } from './remark-theme-imports';
import { remarkDocAssets } from './remark-doc-assets';
import { remarkMermaid } from './remark-mermaid';
import { hasPlugins, scopedPlugins, type ContentSection } from './scoped-plugins';
import { blogOptions } from '../config/blog';
import type { MdxPluginOptions } from '../config/mdx-plugin-options';
import { remarkTocInline } from './remark-toc-inline';
import { codeTransformersFor, type PrismOptions } from './shiki-code-lines';

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
  // Shiki gives up on a line after 500 ms by default and leaves it plain. A block's first line also
  // compiles its grammar's patterns, so on a loaded machine that line came out unhighlighted in some
  // builds and not others. A build has no visitor waiting: no limit.
  tokenizeTimeLimit: 0,
};

const remarkThemeImportsAfterPlugins = () => remarkThemeImports();

/** The MDX plugin options of site.config.ts, per section (`docs.remarkPlugins`, `blog.remarkPlugins`…). */
export type SectionPluginOptions = Partial<Record<ContentSection, MdxPluginOptions>>;

/** A site configuration's MDX plugin options, per section (none for the blog with `blog: false`). */
export const sitePluginOptions = (config: { readonly docs: MdxPluginOptions; readonly blog: MdxPluginOptions | false }): SectionPluginOptions => ({
  docs: config.docs,
  blog: blogOptions(config) ?? undefined,
});

export interface PipelineOptions extends DocusaurusSyntaxOptions {
  plugins?: SectionPluginOptions;
  /** The section of every file compiled (a post's excerpt has no source path to tell it by). */
  section?: ContentSection;
  /** The folder holding `content/` and `public/` (a fixture site in tests; the project otherwise). */
  root?: string;
  /** Draw Mermaid diagrams (the page); false keeps their fences, as the Markdown twins want. */
  drawDiagrams?: boolean;
  /** URL base of each cut docs version, for links between files of versioned_docs/. */
  versionBases?: ReadonlyMap<string, string>;
  /** `prism` of site.config.ts: its magic comments (default: Docusaurus's highlight comments) and default language. */
  prism?: PrismOptions;
  /** Take every page's content title out of its body, not only a post's (the Markdown twin, whose header gives it). */
  removeContentTitle?: boolean;
  /** How a directive no plugin handled gives back its marks: text by default, as the page shows them. */
  directiveMark?: DirectiveMark;
}

const pick = (plugins: SectionPluginOptions, key: keyof MdxPluginOptions) => ({ docs: plugins.docs?.[key], blog: plugins.blog?.[key] });

/** A configured list as one step, or no step when no section configures it. */
function configured(plugins: SectionPluginOptions, key: keyof MdxPluginOptions, section?: ContentSection): PluggableList {
  const lists = pick(plugins, key);
  return hasPlugins(lists) ? [scopedPlugins(lists, section, key)] : [];
}

/**
 * With `format`, the pipeline reads a source as CommonMark ('md') or MDX; the content layer does not
 * give the parser the document's file name, so the caller decides (lib/content/source-format.ts).
 * `plugins` are site.config.ts's remark plugins, placed as Docusaurus places them.
 */
export function remarkPluginsFor({ plugins = {}, section, root, drawDiagrams = true, versionBases, removeContentTitle, directiveMark, ...options }: PipelineOptions = {}): PluggableList {
  const after = configured(plugins, 'remarkPlugins', section);
  return [
    ...configured(plugins, 'beforeDefaultRemarkPlugins', section),
    [remarkDocusaurusSyntax, options],
    remarkGfm,
    ...(options.math === false ? [] : [remarkMath]),
    // A <head> block's title, meta tags and canonical URL leave the body for the page's metadata.
    remarkHeadTags,
    // Title, headings and plain text, read from the tree as written (before partials, assets and
    // diagrams are mapped), for the content layer's computed fields.
    remarkPageFacts,
    [remarkContentTitle, { removeContentTitle, section }],
    [remarkMarkdownLinks, { versionBases }],
    // Before the theme imports step, which would refuse `@site/src/css/x.css` as a component path.
    [remarkStylesheetImports, { root }],
    remarkThemeImports,
    remarkPartials,
    [remarkDocAssets, { root }],
    ...(drawDiagrams ? [remarkMermaid] : []),
    remarkCodeBlockComponent,
    remarkTocInline,
    // A configured plugin may add `@theme/*` imports and elements (npm2yarn adds Tabs): map them too,
    // with a step of its own (unified runs a plugin listed twice only once).
    ...(after.length > 0 ? [...after, remarkThemeImportsAfterPlugins] : []),
    // Last, as in Docusaurus: a text or leaf directive that no plugin handled is text again.
    [remarkUnusedDirectives, { mark: directiveMark }],
  ];
}

export const remarkPlugins: PluggableList = remarkPluginsFor();

/** The HTML steps, with site.config.ts's rehype plugins before and after them as in Docusaurus. */
export function rehypePluginsFor({ plugins = {}, section, math = true, prism }: Pick<PipelineOptions, 'plugins' | 'section' | 'math' | 'prism'> = {}): PluggableList {
  // rehype-katex also draws ```math fences (their `language-math` code), so it goes with remark-math.
  const all = prism?.magicComments || prism?.defaultLanguage ? [...rehypePlugins.slice(0, -1), shikiStep(prism)] : rehypePlugins;
  const steps = math ? all : all.filter((step) => !MATH_STEPS.has(Array.isArray(step) ? step[0] : step));
  return [...configured(plugins, 'beforeDefaultRehypePlugins', section), ...steps, ...configured(plugins, 'rehypePlugins', section)];
}

/** Code highlighting, last of the HTML steps, with the site's magic comments and default language. */
const shikiStep = (prism: PrismOptions = {}): PluggableList[number] => [
  rehypeShiki,
  { ...SHIKI_OPTIONS, defaultLanguage: prism.defaultLanguage ?? SHIKI_OPTIONS.defaultLanguage, transformers: codeTransformersFor(prism.magicComments) },
];

export const rehypePlugins: PluggableList = [
  rehypeCommonMarkHtml,
  rehypeTaskLists,
  rehypeJsxHtml,
  // Slug before KaTeX so a heading id comes from the source text, not KaTeX's MathML.
  rehypeSlug,
  rehypeHeadingLinks,
  [rehypeKatex, { output: 'htmlAndMathml', throwOnError: true, strict: 'ignore' }],
  rehypeFocusableMath,
  rehypeCodeTitle,
  rehypeContentImages,
  // After the zoom links are made: an image that shares its line keeps its link in the line too.
  rehypeInlineImages,
  shikiStep(),
];

const MATH_STEPS = new Set<unknown>([rehypeKatex, rehypeFocusableMath]);
