import type { Program } from 'estree';
import type { Root } from 'mdast';
import remarkComment from 'docusaurus-remark-comment';
import { remarkDirectiveSyntax } from '../content/directives';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { PROVIDED_COMPONENTS } from '../content/provided-components';
import { PAGE_GLOBALS } from '../content/remark-toc-inline';
import { freeIdentifiers } from './free-identifiers';
import { findImports, type MdxImport } from '../content/remark-theme-imports';
import { contentDisplayPath } from './content';
import { splitFrontMatter } from '../schema/split-front-matter';

/**
 * The names a page's own code gives: its imports and its top-level declarations and exports
 * (`export function Badge`, `export const Shelf = …`).
 */
function declaredNames(program: Program): string[] {
  return program.body.flatMap((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
    if (!declaration) return [];
    if (declaration.type === 'ImportDeclaration') return declaration.specifiers.map((s) => s.local.name);
    if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) return [declaration.id.name];
    if (declaration.type === 'VariableDeclaration') return declaration.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []));
    return [];
  });
}

/** The JSX elements in an expression's code, each with its line (the node's when the code has none). */
function expressionElements(program: unknown, line: number, found: (name: string | undefined, line: number) => void): void {
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const { type, name, loc } = node as { type?: string; name?: { type: string; name?: string; object?: unknown }; loc?: { start: { line: number } } };
    if (type === 'JSXOpeningElement' && name) {
      let root: { type: string; name?: string; object?: unknown } = name;
      while (root.type === 'JSXMemberExpression') root = root.object as typeof root;
      if (root.type === 'JSXIdentifier') found(root.name, loc?.start.line ?? line);
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range') walk(value);
  };
  walk(program);
}

/**
 * The components a page uses as elements (`<PackageLink />`, `<Shelf.Item>`) that nothing gives it,
 * and the names its expressions read that nothing gives it (`{latestVersion}`, a value a Docusaurus
 * site's swizzled components or plugins supplied; freeIdentifiers, lib/checks/free-identifiers.ts):
 * not imported, not defined in the page, and not one of the components every page has here. Many
 * Docusaurus sites give every page components of their own through a swizzled
 * `src/theme/MDXComponents`, which does not carry over; the page would render only as far as
 * `next build`'s prerender, which names the page's URL but not its file or line. One message per
 * page and name, with every line. Elements inside code, and a page that does not parse (the build
 * names its error), are left alone. `source` is the page as scanDocusaurusSource
 * (lib/content/docusaurus-source.ts) gives it to the compile: an import inside a ```` ```mdx-code-block ````
 * fence is an import, and a heading's `{#id}` no expression.
 */
export function undefinedNameErrors(path: string, source: string, imports: readonly MdxImport[] = findImports(source), math = false): string[] {
  // Most pages use only elements they import or every page has: those need no parse (a parse of
  // every page was a quarter of the check's time).
  const imported = new Set([...PROVIDED_COMPONENTS, ...imports.flatMap((found) => found.locals)]);
  // An expression that names something (`{version}`, `{props.x}`; not a `{/* comment */}` or an escaped `\{`) needs the parse too.
  const namesInExpressions = /(?<!\\)\{[^}]*?(?<![\w$.'"])[A-Za-z_$]/.test(source.replace(/\{\/\*[\s\S]*?\*\/\}/g, ''));
  if (!namesInExpressions && [...source.matchAll(/<([A-Z][\w$]*)/g)].every(([, name]) => imported.has(name!))) return [];
  const { body, lines } = splitFrontMatter(source);
  let tree: Root;
  try {
    // With HTML comments read as the compile reads them (remarkDocusaurusSyntax): without it, a post's
    // `<!-- truncate -->` made the page one that does not parse, and its elements went unchecked.
    // With math read as the site's `markdown.math` says: with it, `$2^{(n - 69)/12}$` holds no expression.
    tree = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(math ? [remarkMath] : [])
      .use(remarkComment)
      // Directives as the compile reads them: `::clip{id="x"}` holds attributes, not an expression.
      .use(remarkDirectiveSyntax)
      .parse(body);
  } catch {
    return [];
  }
  const known = new Set(PROVIDED_COMPONENTS);
  visit(tree, 'mdxjsEsm', (node) => {
    const program = node.data?.estree as Program | undefined;
    if (program) for (const name of declaredNames(program)) known.add(name);
  });
  // What an expression may read besides: the values every page has here, as on Docusaurus, MDX's
  // `props`, and `require`, whose calls naming files the build resolves (lib/content/remark-doc-assets.ts).
  const values = new Set([...known, ...PAGE_GLOBALS, 'props', 'require']);
  const read = new Map<string, number[]>();
  const readIn = (program: Program | null | undefined, line: number) => {
    if (program) for (const free of freeIdentifiers(program, line)) if (!values.has(free.name)) read.set(free.name, [...(read.get(free.name) ?? []), free.line + lines]);
  };
  const used = new Map<string, number[]>();
  const found = (element: string | null | undefined, line: number) => {
    // `<Shelf.Item>` needs `Shelf`; a lower-case name is an HTML element.
    const name = element?.split('.')[0];
    if (!name || !/^[A-Z]/.test(name) || known.has(name)) return;
    used.set(name, [...(used.get(name) ?? []), line + lines]);
  };
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    // An element may stand in an expression too: an attribute's (`icon={<LampIcon />}`) or the text's.
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      expressionElements(node.data?.estree, line, found);
      readIn(node.data?.estree, line);
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    found(node.name, line);
    for (const attribute of node.attributes) {
      const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : attribute;
      if (value && typeof value === 'object') {
        expressionElements(value.data?.estree, line, found);
        readIn(value.data?.estree as Program | undefined, line);
      }
    }
  });
  const linesOf = (at: number[]) => (at.length > 1 ? ` (lines ${at.join(', ')})` : '');
  const components = [...used].map(
    ([name, at]) =>
      `${contentDisplayPath(path)}:${at[0]}: <${name}>${linesOf(at)} is not imported or defined in this file, and this site gives pages no such component. A Docusaurus site gives it to every page from its own src/theme/MDXComponents, which does not carry over: import it in the page, or write it under components/mdx/ and add it to the MDX components map (components/mdx/MdxContent.tsx).`,
  );
  // A component's name read in an expression is named once, as a component.
  const names = [...read]
    .filter(([name]) => !used.has(name))
    .map(
      ([name, at]) =>
        `${contentDisplayPath(path)}:${at[0]}: {${name}}${linesOf(at)} reads "${name}", which nothing in this file imports, exports or declares, and which is not a value every page has (${PAGE_GLOBALS.join(', ')}): the page would fail as it is built, naming only its address. Import or export it in the page (export const ${name} = …), or write the value out.`,
    );
  return [...components, ...names];
}
