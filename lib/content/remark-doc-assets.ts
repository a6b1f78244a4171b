import { readFileSync } from 'node:fs';
import type { AssignmentProperty, Expression, ImportDeclaration, Node as EstreeNode, Program, SimpleCallExpression, VariableDeclaration, VariableDeclarator } from 'estree';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { parse as parseYaml } from 'yaml';
import { resolveAsset, resolveDataImport, resolveRawImport, resolveStaticModule, resolveYamlImport, yamlImportPath, type AssetResolution } from './doc-assets';
import { contentSourcePath, partialSourceOf } from './compiled-file';
import { sourceFileOf } from './remark-theme-imports';
import { INLINE_SVG_GLOBAL } from './inline-svg';

/** `file.data` after this step: each published URL it gave out, with the file behind it. */
export interface AssetFilesData {
  assetFiles?: Record<string, string>;
}

/** Links to HTML files are page links of another kind: the link check judges them, as in Docusaurus. */
const isPageLink = (url: string) => /\.html?(?:[?#]|$)/i.test(url);

/** Every node of an estree program, depth first (estree has no parent links to follow). */
function walk(node: unknown, enter: (node: EstreeNode) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, enter);
    return;
  }
  if (typeof (node as { type?: unknown }).type === 'string') enter(node as EstreeNode);
  for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range' && value && typeof value === 'object') walk(value, enter);
}

/** `require('x')` with one string argument, or null. */
function requiredPath(node: EstreeNode): string | null {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require') return null;
  const [argument] = node.arguments;
  return argument?.type === 'Literal' && typeof argument.value === 'string' ? argument.value : null;
}

/**
 * Files named by a page, resolved as Docusaurus resolves them (lib/content/doc-assets.ts): Markdown
 * images and file links beside the doc, `require('./img/x.png')` and `require('@site/static/…')`
 * in JSX expressions (its value is `{ default: url }`, so `.default` works), raw-loader imports
 * (`import code from '!!raw-loader!./x.js'`, the file's text), scripts of the static folder
 * (`import Api from '@site/static/js/api.jsx'`, a module bundled with the page), and default imports
 * of such files (an SVG the page uses as an element, `<Chart />`, is a component that draws it
 * inline, as Docusaurus's SVGR gives it). A file that does not exist fails the build naming the page,
 * the line and the path.
 */
export function remarkDocAssets(options: { root?: string } = {}) {
  return (tree: Root, file: VFile) => {
    const partial = partialSourceOf(file, options.root ?? process.cwd());
    const source = partial ?? contentSourcePath(file);
    if (!source) return;
    const named = partial ? `content/${partial}` : sourceFileOf(file);
    // The files behind the URLs given out, for later steps of the same compile (image sizes).
    const files = ((file.data as AssetFilesData).assetFiles ??= {});
    const resolve = (url: string, line: number | undefined, link = false): AssetResolution | null => {
      const resolved = resolveAsset(url, source, { ...options, link });
      if (resolved && 'problem' in resolved) throw new Error(`${named}:${line ?? 1}: ${resolved.problem}`);
      if (resolved) files[resolved.url] = resolved.file;
      return resolved;
    };
    // An imported SVG that the page uses as an element (`<Chart />`) is a component; used as a value
    // (`<img src={chart} />`), it stays its URL.
    const elementNames = new Set<string>();
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) elementNames.add(node.name);
    });
    visit(tree, (node) => {
      const line = node.position?.start.line;
      if (node.type === 'image' || node.type === 'definition' || (node.type === 'link' && !isPageLink(node.url))) {
        const resolved = resolve(node.url, line, node.type === 'link');
        if (resolved && 'url' in resolved) node.url = resolved.url;
        return;
      }
      const programs: Program[] = [];
      const estree = (node.data as { estree?: Program } | undefined)?.estree;
      if (estree) programs.push(estree);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          const expression = attribute.value && typeof attribute.value === 'object' ? (attribute.value.data as { estree?: Program } | undefined)?.estree : undefined;
          if (expression) programs.push(expression);
        }
      }
      const readRaw = (spec: string, at: number | undefined): string | null => {
        const raw = resolveRawImport(spec, source, options);
        if (raw && 'problem' in raw) throw new Error(`${named}:${at ?? line ?? 1}: ${raw.problem}`);
        return raw ? readFileSync(raw.file, 'utf8') : null;
      };
      // A JSON file's text, checked: a file that is no JSON is named here, not when the page renders.
      const readJson = (spec: string, at: number | undefined): string | null => {
        const data = resolveDataImport(spec, source, options);
        if (data && 'problem' in data) throw new Error(`${named}:${at ?? line ?? 1}: ${data.problem}`);
        if (!data) return null;
        const text = readFileSync(data.file, 'utf8');
        try {
          JSON.parse(text);
        } catch (error) {
          throw new Error(`${named}:${at ?? line ?? 1}: "${spec}" is not valid JSON (${(error as Error).message}). Fix the file.`, { cause: error });
        }
        return text;
      };
      // A YAML file's data, as JSON text for jsonImport: a file that is no YAML is named here too.
      const readYaml = (spec: string, at: number | undefined): string | null => {
        const data = resolveYamlImport(spec, source, options);
        if (data && 'problem' in data) throw new Error(`${named}:${at ?? line ?? 1}: ${data.problem}`);
        if (!data) return null;
        try {
          return JSON.stringify(parseYaml(readFileSync(data.file, 'utf8')) ?? null);
        } catch (error) {
          throw new Error(`${named}:${at ?? line ?? 1}: "${spec}" is not valid YAML (${(error as Error).message.split('\n')[0]}). Fix the file.`, { cause: error });
        }
      };
      const readData = (spec: string, at: number | undefined) => (yamlImportPath(spec) === null ? readJson(spec, at) : readYaml(spec, at));
      const staticModule = (spec: string, at: number | undefined): string | null => {
        const found = resolveStaticModule(spec, source, options);
        if (found && 'problem' in found) throw new Error(`${named}:${at ?? line ?? 1}: ${found.problem}`);
        return found?.file ?? null;
      };
      for (const program of programs) rewriteProgram(program, (path, at) => resolve(path, at ?? line), elementNames, readRaw, readData, staticModule);
    });
  };
}

/**
 * A JSON file a page imports (`import pkg from '../package.json'`, then `{pkg.engines.node}`) is its
 * data, as webpack gives it to a Docusaurus page, not the file's address: `const pkg =
 * JSON.parse("…")`, and a named import (`import { engines } from …`) takes that key.
 */
function jsonImport(statement: ImportDeclaration, text: string | null): ImportDeclaration | VariableDeclaration {
  if (text === null || statement.specifiers.length === 0) return statement;
  const data: Expression = { type: 'CallExpression', optional: false, callee: JSON_PARSE, arguments: [{ type: 'Literal', value: text }] };
  const named = statement.specifiers.flatMap((s) => (s.type === 'ImportSpecifier' ? [s] : []));
  const whole = statement.specifiers.find((s) => s.type !== 'ImportSpecifier');
  const declarations: VariableDeclarator[] = [];
  if (whole) declarations.push({ type: 'VariableDeclarator', id: whole.local, init: data });
  if (named.length) {
    const properties = named.map((s): AssignmentProperty => {
      const key = s.imported.type === 'Identifier' ? s.imported : { type: 'Literal' as const, value: String(s.imported.value) };
      return { type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key, value: s.local };
    });
    declarations.push({ type: 'VariableDeclarator', id: { type: 'ObjectPattern', properties }, init: whole ? whole.local : data });
  }
  return { type: 'VariableDeclaration', kind: 'const', declarations };
}

const JSON_PARSE: Expression = { type: 'MemberExpression', object: { type: 'Identifier', name: 'JSON' }, property: { type: 'Identifier', name: 'parse' }, computed: false, optional: false };

/**
 * The data a statement binds from an imported JSON file, as jsonImport wrote it: each name with its
 * value (the whole file's, or a key's for a named import); none for any other statement. The page's
 * Markdown twin reads them to print the values the page shows.
 */
export function importedJsonData(statement: Program['body'][number]): [string, unknown][] {
  if (statement.type !== 'VariableDeclaration') return [];
  const found: [string, unknown][] = [];
  let whole: { name: string; data: unknown } | undefined;
  for (const { id, init } of statement.declarations) {
    const parsed = init?.type === 'CallExpression' ? jsonParsed(init) : undefined;
    const data = parsed !== undefined ? parsed : init?.type === 'Identifier' && init.name === whole?.name ? whole.data : undefined;
    if (data === undefined) continue;
    if (id.type === 'Identifier') {
      whole = { name: id.name, data };
      found.push([id.name, data]);
    } else if (id.type === 'ObjectPattern' && data !== null && typeof data === 'object') {
      for (const property of id.properties) {
        if (property.type !== 'Property' || property.value.type !== 'Identifier') continue;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        if (key !== undefined && Object.hasOwn(data, key)) found.push([property.value.name, (data as Record<string, unknown>)[key]]);
      }
    }
  }
  return found;
}

/** The data of `JSON.parse("…")` with a literal, or undefined for another call. */
function jsonParsed(call: SimpleCallExpression): unknown {
  const { callee } = call;
  const argument = call.arguments[0];
  if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier' || callee.object.name !== 'JSON' || callee.property.type !== 'Identifier' || callee.property.name !== 'parse') return undefined;
  return argument?.type === 'Literal' && typeof argument.value === 'string' ? (JSON.parse(argument.value) as unknown) : undefined;
}

function rewriteProgram(
  program: Program,
  resolve: (path: string, line: number | undefined) => AssetResolution | null,
  elementNames: ReadonlySet<string>,
  readRaw: (spec: string, line: number | undefined) => string | null,
  readData: (spec: string, line: number | undefined) => string | null,
  staticModule: (spec: string, line: number | undefined) => string | null,
): void {
  program.body = program.body.map((statement) => {
    if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') return statement;
    // A JSON file's import is its data, and so is a YAML file's read by yaml-loader; the file is not
    // published for it (a link to it would be).
    if (/\.json$/i.test(statement.source.value) || yamlImportPath(statement.source.value) !== null) return jsonImport(statement, readData(statement.source.value, statement.loc?.start.line));
    // A script of Docusaurus's static folder is a module the page bundles, not a file's URL.
    const moduleFile = staticModule(statement.source.value, statement.loc?.start.line);
    if (moduleFile !== null) return { ...statement, source: { type: "Literal", value: moduleFile, raw: JSON.stringify(moduleFile) } };
    const only = statement.specifiers.length === 1 ? statement.specifiers[0] : undefined;
    if (only?.type !== 'ImportDefaultSpecifier') return statement;
    // raw-loader's import is the file's text, a string constant (which <CodeBlock> highlights at build time).
    const text = readRaw(statement.source.value, statement.loc?.start.line);
    if (text !== null) return { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: only.local, init: { type: 'Literal', value: text } }] };
    const resolved = resolve(statement.source.value, statement.loc?.start.line);
    if (!resolved || !('url' in resolved)) return statement;
    // An SVG used as an element is a component that draws it inline, as Docusaurus's SVGR gives it;
    // otherwise the import is the file's URL.
    const init: Expression = /\.svg$/i.test(resolved.file) && elementNames.has(only.local.name)
      ? { type: 'CallExpression', optional: false, callee: { type: 'Identifier', name: INLINE_SVG_GLOBAL }, arguments: [{ type: 'Literal', value: readFileSync(resolved.file, 'utf8') }] }
      : { type: 'Literal', value: resolved.url };
    return { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: only.local, init }] };
  });
  walk(program, (node) => {
    const path = requiredPath(node);
    if (path === null) return;
    // `require('!!raw-loader!@site/examples/routes.ts').default` is the file's text, as the import form is.
    const text = readRaw(path, node.loc?.start.line);
    const resolved = text === null ? resolve(path, node.loc?.start.line) : null;
    if (text === null && (!resolved || !('url' in resolved))) return;
    const value = text ?? (resolved as { url: string }).url;
    const replacement = {
      type: 'ObjectExpression',
      properties: [{ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: 'default' }, value: { type: 'Literal', value } }],
    };
    for (const key of Object.keys(node)) if (key !== 'loc' && key !== 'range' && key !== 'start' && key !== 'end') delete (node as unknown as Record<string, unknown>)[key];
    Object.assign(node, replacement);
  });
}
