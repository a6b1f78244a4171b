import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { contentDocumentData } from '../content/compiled-file';
import { containerRenderingSteps, UNRENDERED_CONTAINER, UNRENDERED_TAB_BLOCK } from '../content/remark-docusaurus';
import { UNUSED_DIRECTIVE } from '../content/directives';
import { directiveContainers, scanDocusaurusSource, unrenderedContainerMessage } from '../content/docusaurus-source';
import { findImports, packageImportProblem, themeImportProblem } from '../content/remark-theme-imports';
import { formatOf, frontMatterFormatOf, type MarkdownFormat } from '../content/markdown-format';
import { preparedMermaid } from '../content/mermaid';
import { contentDisplayPath, lineList, type ContentFile } from './content';
import { undefinedNameErrors } from './undefined-names';
import { mdxSyntaxError } from './mdx-syntax';
import type { Finding } from './findings';
import type { PageImport } from './script-imports';
import { splitFrontMatter } from '../schema/split-front-matter';

/** What parsing an MDX page finds: the error its parser stops on, or else the names nothing gives it. */
export interface MdxParseFindings {
  syntax: string | null;
  names: string[];
}

/**
 * Gives a page's parse findings, which follow from its path, its text and `markdown.math` alone: kept
 * from an earlier check of the same page, or made now (`npm run build` keeps them between builds,
 * scripts/lib/build-memo.ts). Parsing is most of the checks' time.
 */
export type MdxParseMemo = (path: string, source: string, math: boolean, parse: () => MdxParseFindings) => MdxParseFindings;

/** The remark plugins of a file's section around the step that reads containers, or null for a section without plugins. */
export type ContainerSteps = (path: string, format: 'md' | 'mdx') => PluggableList | null;

/**
 * A file with `:::name` containers that its section's remark plugins may render, with what may be
 * text or leaf directives, or with code blocks marked `tab` a plugin may group, which the steps find
 * and say (unrenderedContainerFindings).
 */
export interface ContainersToRender {
  file: ContentFile;
  format: 'md' | 'mdx';
  containers: { name: string; startLine: number }[];
  steps: PluggableList;
}

/**
 * Mistakes in Docusaurus syntax, found before the build: an unknown or unclosed admonition is a
 * warning (the text is still shown); an import of a theme or site path that does not exist here, or of
 * a package the project does not have (`hasPackage`), a page MDX's parser stops on (mdxSyntaxError,
 * with `$…$` read as the site's `markdown.math` says), or an element or a value no import, definition
 * or component of the site gives (undefinedNameErrors), is an error (the page could not render). A
 * `:::name` container that is no admonition is a warning, unless the file's section has remark
 * plugins (`stepsFor`): such files are handed back, for unrenderedContainerFindings to say, and so are
 * the pages' relative imports, for scriptImportErrors (lib/checks/script-imports.ts) to follow.
 */
export function authoringFindings(
  files: readonly ContentFile[],
  configFormat: MarkdownFormat = 'mdx',
  hasPackage: (name: string) => boolean = () => true,
  stepsFor: ContainerSteps = () => null,
  math = false,
  parsed: MdxParseMemo = (_path, _source, _math, parse) => parse(),
): { errors: string[]; findings: Finding[]; toRender: ContainersToRender[]; pageImports: PageImport[] } {
  const errors: string[] = [];
  const findings: Finding[] = [];
  const toRender: ContainersToRender[] = [];
  const pageImports: PageImport[] = [];
  for (const file of files) {
    const format = formatOf(file.path, frontMatterFormatOf(file.source), configFormat);
    const scanned = scanDocusaurusSource(file.source, format);
    const containers = directiveContainers(scanned.containers);
    const inline = MAY_HOLD_DIRECTIVE.test(scanned.text);
    const tabs = scanned.tabCodeBlocks;
    const steps =
      containers.length || inline || tabs.length ? (stepsFor(file.path, format) ?? (inline ? containerRenderingSteps({ section: 'docs', format: () => format, always: true }) : null)) : null;
    if (steps) toRender.push({ file, format, containers, steps });
    // Without remark plugins nothing can group them; with some, unrenderedContainerFindings runs them to see.
    else if (tabs.length > 0) findings.push(tabBlockFinding(file.path, tabs));
    const unrendered = steps ? [] : containers.map((c) => ({ line: c.startLine, message: unrenderedContainerMessage(c.name) }));
    for (const warning of [...scanned.warnings, ...unrendered].sort((a, b) => a.line - b.line)) {
      findings.push({ check: 'onUnknownAdmonition', file: `${contentDisplayPath(file.path)}:${warning.line}`, message: warning.message });
    }
    if (scanned.codeReferences.length > 0) findings.push(codeReferenceFinding(file.path, scanned.codeReferences));
    if (scanned.liveCodeBlocks.length > 0) findings.push(liveCodeBlockFinding(file.path, scanned.liveCodeBlocks));
    errors.push(...mermaidErrors(file.path, scanned.mermaidBlocks));
    if (format === 'md') continue;
    const imports = findImports(file.source);
    const { syntax, names } = parsed(file.path, file.source, math, () => {
      const error = mdxSyntaxError(file.path, file.source, math);
      return error ? { syntax: error, names: [] } : { syntax: null, names: undefinedNameErrors(file.path, scanned.text, imports, math) };
    });
    if (syntax) {
      errors.push(syntax);
      continue;
    }
    for (const imported of imports) {
      const problem = themeImportProblem(imported.source, imported.exports) ?? packageImportProblem(imported.source, hasPackage);
      if (problem) errors.push(`${contentDisplayPath(file.path)}:${imported.line}: ${problem}`);
      else if (/^\.\.?\//.test(imported.source)) pageImports.push({ file: file.path, source: imported.source, line: imported.line });
    }
    errors.push(...names);
  }
  return { errors, findings, toRender, pageImports };
}

/**
 * What may be a text directive with a label or attributes (`:name[`, `:name{`) or a leaf directive
 * (`::name`), the ones Docusaurus warns about when no plugin handles them: a file that holds none
 * is not parsed again to look.
 */
const MAY_HOLD_DIRECTIVE = /:[A-Za-z][\w-]*[[{]|::[A-Za-z]/;

/**
 * Diagrams the build could not draw (a kind the renderer does not know, a line ending on an arrow),
 * named here as the content build names them, before it spends its time on every page ahead of them.
 */
function mermaidErrors(path: string, blocks: readonly { line: number; source: string }[]): string[] {
  return blocks.flatMap(({ line, source }) => {
    const prepared = preparedMermaid(source);
    return 'problem' in prepared ? [`${contentDisplayPath(path)}:${line}: the Mermaid diagram cannot be drawn: ${prepared.problem}`] : [];
  });
}

/**
 * Code blocks of docusaurus-theme-github-codeblock (```js reference⏎<address on GitHub>): on Docusaurus
 * the reader's browser fetches the lines the address names; here there is no such theme and the site
 * loads nothing from other hosts, so the block shows its address as code. One warning per page.
 */
function codeReferenceFinding(path: string, lines: readonly number[]): Finding {
  const blocks = lines.length === 1 ? `a code block marked "reference" (line ${lines[0]}) shows` : `${lines.length} code blocks marked "reference" (lines ${lineList(lines)}) show`;
  return {
    check: 'codeReferences',
    file: `${contentDisplayPath(path)}:${lines[0]}`,
    message: `${blocks} only the address in ${lines.length === 1 ? 'it' : 'them'}: on Docusaurus, docusaurus-theme-github-codeblock fetches the code from GitHub in the reader's browser, and this site has no such theme and loads nothing from other hosts. Paste the lines the address names into the block and take "reference" out of its first line; keep the address as a link under the block if readers should find the source.`,
  };
}

/**
 * Code blocks of @docusaurus/theme-live-codeblock (```jsx live): on Docusaurus an editor that runs the
 * code in the reader's browser and shows its result beside it; here the block shows its code, as
 * without that theme. One warning per page, so an author whose examples need their result sees where.
 */
function liveCodeBlockFinding(path: string, lines: readonly number[]): Finding {
  const blocks = lines.length === 1 ? `a code block marked "live" (line ${lines[0]}) shows` : `${lines.length} code blocks marked "live" (lines ${lineList(lines)}) show`;
  return {
    check: 'liveCodeBlocks',
    file: `${contentDisplayPath(path)}:${lines[0]}`,
    message: `${blocks} ${lines.length === 1 ? 'its' : 'their'} code only: on Docusaurus, @docusaurus/theme-live-codeblock runs it in the reader's browser and shows the result beside an editor, and this site has no such theme. Where the result matters, show it as an image or a component of components/mdx/ under the block; take "live" out of the first line to silence this.`,
  };
}

/**
 * Code blocks marked `tab` that no remark plugin grouped: on Docusaurus, docusaurus-remark-plugin-tab-blocks
 * (a remark plugin the site lists) turns neighbouring ones into one tabbed block; without it each shows
 * on its own, under its title. One warning per page, naming the package and where it goes.
 */
function tabBlockFinding(path: string, lines: readonly number[]): Finding {
  const blocks = lines.length === 1 ? `a code block marked "tab" (line ${lines[0]}) shows` : `${lines.length} code blocks marked "tab" (lines ${lineList(lines)}) show`;
  return {
    check: 'tabBlocks',
    file: `${contentDisplayPath(path)}:${lines[0]}`,
    message: `${blocks} one after another, not as tabs: on Docusaurus, the remark plugin docusaurus-remark-plugin-tab-blocks groups such blocks into tabs, and no remark plugin of this section does. Install it (npm install docusaurus-remark-plugin-tab-blocks) and add it to remarkPlugins under docs or blog in site.config.ts, as the Docusaurus configuration listed it; or take "tab" out of the blocks' first lines.`,
  };
}

/**
 * The `:::name` containers and the text and leaf directives that no remark plugin of the file's
 * section rendered, as warnings (`onUnusedMarkdownDirectives` for the latter, Docusaurus's name for
 * its warning): the section's plugins run over each file as the compile runs them. A file the plugins
 * fail on is said to be as the scan reads it; the compile will name the failure.
 */
export async function unrenderedContainerFindings(toRender: readonly ContainersToRender[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const { file, format, containers, steps } of toRender) {
    const finding = (line: number | undefined, message: string, check = 'onUnknownAdmonition'): Finding => ({ check, file: `${contentDisplayPath(file.path)}:${line ?? 1}`, message });
    try {
      const processor = unified()
        .use(remarkParse)
        .use(format === 'mdx' ? [remarkMdx] : [])
        .use(steps);
      // The compile is given the body alone: a `key: :name[…]` of the front matter is no directive.
      const frontMatter = splitFrontMatter(file.source).lines;
      const value = file.source
        .split('\n')
        .map((line, index) => (index < frontMatter ? '' : line))
        .join('\n');
      const vfile = new VFile({ value, path: file.path, data: contentDocumentData(file.path) });
      await processor.run(processor.parse(vfile), vfile);
      const tabs: number[] = [];
      for (const message of vfile.messages) {
        if (message.ruleId === UNRENDERED_CONTAINER) findings.push(finding(message.line, message.reason));
        if (message.ruleId === UNUSED_DIRECTIVE) findings.push(finding(message.line, message.reason, 'onUnusedMarkdownDirectives'));
        if (message.ruleId === UNRENDERED_TAB_BLOCK && message.line) tabs.push(message.line);
      }
      if (tabs.length > 0) findings.push(tabBlockFinding(file.path, tabs));
    } catch {
      findings.push(...containers.map((c) => finding(c.startLine, unrenderedContainerMessage(c.name))));
    }
  }
  return findings;
}
