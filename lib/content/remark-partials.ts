import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { contentSourcePath, realSourcePath } from './compiled-file';
import { isPartialImport, missingPartialMessage } from './partials';
import { importedFileFrom } from './doc-assets';
import { sourceFileOf } from './remark-theme-imports';

/** `props.components` as MDX's compiler wants an attribute expression: with its estree. */
function componentsAttribute(): MdxJsxAttribute {
  const expression = { type: 'MemberExpression', object: { type: 'Identifier', name: 'props' }, property: { type: 'Identifier', name: 'components' }, computed: false, optional: false };
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } as unknown as Program;
  return { type: 'mdxJsxAttribute', name: 'components', value: { type: 'mdxJsxAttributeValueExpression', value: 'props.components', data: { estree } } };
}

/**
 * The folder of the file being compiled: its own path for a partial (which carries the importing
 * doc's content-layer data too), the content layer's source path for a doc (compiled under a made-up
 * name), or null when neither is known.
 */
function sourceDirOf(file: VFile): string | null {
  const real = realSourcePath(file.path);
  if (real) return dirname(real);
  const source = contentSourcePath(file);
  return source ? dirname(join(process.cwd(), 'content', source)) : null;
}

/**
 * Partials imported by a relative path render in place with the page's own MDX components (admonitions,
 * tabs, code blocks): each use of an imported name gets `components={props.components}`, which MDX
 * would otherwise not pass on. A partial that does not exist fails the build naming the doc, the line
 * and the path, before the bundler would name only a temporary file.
 */
export function remarkPartials() {
  return (tree: Root, file: VFile) => {
    const names = new Set<string>();
    const dir = sourceDirOf(file);
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
      const program = node.data?.estree as Program | undefined;
      for (const statement of program?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') continue;
        const source = String(statement.source.value);
        if (!isPartialImport(source)) continue;
        // An @site/ path needs no folder of the file's: it names one from the project folder.
        const partial = dir || source.startsWith('@site/') ? importedFileFrom(source, dir ?? '') : null;
        if (partial && !existsSync(partial)) {
          const line = statement.loc?.start.line ?? node.position?.start.line ?? 1;
          throw new Error(`${sourceFileOf(file)}:${line}: ${missingPartialMessage(source)}`);
        }
        // The bundler resolves from a folder of the content layer's choosing (the parent folder, for an
        // index doc), and knows no @site: the path is made absolute.
        if (partial) {
          statement.source.value = partial;
          statement.source.raw = JSON.stringify(partial);
        }
        for (const specifier of statement.specifiers) if (specifier.type === 'ImportDefaultSpecifier') names.add(specifier.local.name);
      }
    });
    if (names.size === 0) return;
    visit(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !names.has(node.name ?? '')) return;
      if (node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'components')) return;
      node.attributes.push(componentsAttribute());
    });
  };
}
