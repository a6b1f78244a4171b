import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { ImportDeclaration, Program, VariableDeclaration } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { contentSourcePath } from './compiled-file';
import { resolveStylesheetImport, siteStaticUrl } from './doc-assets';
import { sourceFileOf } from './remark-theme-imports';
import { partialSourceOf } from './compiled-file';

/** The address a stylesheet under public/ is served from, for the `url(…)`s in it that are relative. */
function servedFolder(spec: string): string | null {
  const url = siteStaticUrl(spec);
  return url === null ? null : url.slice(0, url.lastIndexOf('/') + 1);
}

/** `url(img/x.png)` in a stylesheet served from `/css/` is `url(/css/img/x.png)` once the rules sit in the page. */
export function absoluteUrls(css: string, folder: string): string {
  return css.replace(/url\(\s*(['"]?)(?![a-z][a-z\d+.-]*:|\/|#)([^'")]+)\1\s*\)/gi, (_, quote: string, path: string) => `url(${quote}${new URL(path, `https://site${folder}`).pathname}${quote})`);
}

/**
 * A CSS module's rules with each class made the file's own (`.red` → `.red_1a2b3c4d`, a hash of the
 * file's path), as webpack's css-loader scopes them, and the names it gives: `{ red: 'red_1a2b3c4d' }`.
 * Only selectors are rewritten: a declaration's `.5rem` or `url(x.png)` is left alone.
 */
export function scopedCssModule(css: string, fileId: string): { css: string; classes: Record<string, string> } {
  const suffix = createHash('sha256').update(fileId).digest('hex').slice(0, 8);
  const classes: Record<string, string> = {};
  const scope = (selector: string) =>
    selector.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_, name: string) => {
      classes[name] ??= `${name}_${suffix}`;
      return `.${classes[name]}`;
    });
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let out = '';
  let start = 0;
  // Text before a `{` is a selector (or an at-rule's prelude, which holds no class); text before `;` or `}` is declarations.
  for (let i = 0; i < code.length; i++) {
    const char = code[i];
    if (char === '{') {
      const prelude = code.slice(start, i);
      out += prelude.trimStart().startsWith('@') ? prelude : scope(prelude);
      out += char;
      start = i + 1;
    } else if (char === '}' || char === ';') {
      out += code.slice(start, i + 1);
      start = i + 1;
    }
  }
  return { css: out + code.slice(start), classes };
}

/** `const styles = { red: 'red_1a2b3c4d' }`, what the module's default import names. */
function classesDeclaration(statement: ImportDeclaration, classes: Record<string, string>): VariableDeclaration {
  const properties = Object.entries(classes).map(([name, scoped]) => ({
    type: 'Property' as const,
    kind: 'init' as const,
    method: false,
    shorthand: false,
    computed: false,
    key: { type: 'Literal' as const, value: name },
    value: { type: 'Literal' as const, value: scoped },
  }));
  return { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: statement.specifiers[0]!.local, init: { type: 'ObjectExpression', properties } }] };
}

/**
 * A stylesheet a page imports for itself (`import './timeline.css'` or `import
 * '@site/static/css/timeline.css'`, as Docusaurus pages may) becomes a `<style href precedence>` at
 * the top of the page with the file's rules, which React puts in the document's `<head>`, once: the
 * page looks as it did, with no request and no render-blocking stylesheet. The rules apply to that
 * page only, where Docusaurus loads them for the whole site once the page has been visited. A file
 * that is not there fails the build with the page and line; a package's stylesheet is left as written.
 */
export function remarkStylesheetImports(options: { root?: string } = {}) {
  return (tree: Root, file: VFile) => {
    const root = options.root ?? process.cwd();
    // A partial's stylesheet is beside the partial, as its images are.
    const partial = partialSourceOf(file, root);
    const source = partial ?? contentSourcePath(file);
    if (!source) return;
    const named = partial ? `content/${partial}` : sourceFileOf(file);
    const styles: MdxJsxFlowElement[] = [];
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'mdxjsEsm') return true;
      const program = node.data?.estree as Program | undefined;
      if (!program) return true;
      program.body = program.body.flatMap((statement) => {
        if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') return [statement];
        const spec = statement.source.value;
        // A CSS module (`import styles from './x.module.css'`, then `className={styles.red}`) names its classes.
        const cssModule = statement.specifiers.length === 1 && statement.specifiers[0]!.type === 'ImportDefaultSpecifier' && /\.module\.css$/i.test(spec);
        if (statement.specifiers.length > 0 && !cssModule) return [statement];
        const resolved = resolveStylesheetImport(spec, source, { root });
        if (!resolved) return [statement];
        if ('problem' in resolved) throw new Error(`${named}:${statement.loc?.start.line ?? node.position?.start.line ?? 1}: ${resolved.problem}`);
        const folder = servedFolder(spec);
        const href = relative(root, resolved.file).split('\\').join('/');
        const text = readFileSync(resolved.file, 'utf8');
        const scoped = cssModule ? scopedCssModule(text, href) : null;
        const css = scoped?.css ?? text;
        styles.push({
          type: 'mdxJsxFlowElement',
          name: 'style',
          // The href names the file, without spaces: React and the page payloads step read it as one word.
          attributes: [
            { type: 'mdxJsxAttribute', name: 'href', value: `stylesheet:${href}` },
            { type: 'mdxJsxAttribute', name: 'precedence', value: 'page' },
          ],
          children: [{ type: 'text', value: folder ? absoluteUrls(css, folder) : css }] as unknown as MdxJsxFlowElement['children'],
        });
        return scoped ? [classesDeclaration(statement, scoped.classes)] : [];
      });
      return program.body.length > 0;
    });
    tree.children.unshift(...(styles as RootContent[]));
  };
}
