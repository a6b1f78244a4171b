import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { contentSourcePath } from './compiled-file';
import { resolveStylesheetImport, siteStaticUrl } from './doc-assets';
import { sourceFileOf } from './remark-theme-imports';
import { partialSourceOf } from './remark-doc-assets';

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
      program.body = program.body.filter((statement) => {
        if (statement.type !== 'ImportDeclaration' || statement.specifiers.length > 0 || typeof statement.source.value !== 'string') return true;
        const spec = statement.source.value;
        const resolved = resolveStylesheetImport(spec, source, { root });
        if (!resolved) return true;
        if ('problem' in resolved) throw new Error(`${named}:${statement.loc?.start.line ?? node.position?.start.line ?? 1}: ${resolved.problem}`);
        const folder = servedFolder(spec);
        const css = readFileSync(resolved.file, 'utf8');
        styles.push({
          type: 'mdxJsxFlowElement',
          name: 'style',
          // The href names the file, without spaces: React and the page payloads step read it as one word.
          attributes: [
            { type: 'mdxJsxAttribute', name: 'href', value: `stylesheet:${relative(root, resolved.file).split('\\').join('/')}` },
            { type: 'mdxJsxAttribute', name: 'precedence', value: 'page' },
          ],
          children: [{ type: 'text', value: folder ? absoluteUrls(css, folder) : css }] as unknown as MdxJsxFlowElement['children'],
        });
        return false;
      });
      return program.body.length > 0;
    });
    tree.children.unshift(...(styles as RootContent[]));
  };
}
