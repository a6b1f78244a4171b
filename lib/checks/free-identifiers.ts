import { analyze } from 'eslint-scope';
import globals from 'globals';
import type { Program } from 'estree';

/** Keys of an estree node that hold no child nodes. */
const NOT_CHILDREN = new Set(['type', 'loc', 'range', 'start', 'end', 'parent', 'comments']);

/**
 * What a page's code may name without declaring it: the language's built-ins and the browser's
 * (`Math`, `JSON`, `Date`, `window`), which exist where the page renders.
 */
const AMBIENT = new Set([...Object.keys(globals.builtin), ...Object.keys(globals.browser)]);

/**
 * The names an expression reads that nothing in it declares (its arrow functions' parameters, its
 * own declarations) and that are no built-in: each with its line. eslint-scope resolves the scopes,
 * as ESLint's no-undef does; JSX element names are left to the components check.
 */
export function freeIdentifiers(program: Program, fallbackLine: number): { name: string; line: number }[] {
  const manager = analyze(program as never, {
    ecmaVersion: 2022,
    sourceType: 'module',
    // The estree of MDX expressions holds JSX; its children are every key that holds nodes.
    fallback: (node: object) => Object.keys(node).filter((key) => !NOT_CHILDREN.has(key)),
  });
  const global = manager.globalScope;
  if (!global) return [];
  return global.through
    .filter((reference) => !AMBIENT.has(reference.identifier.name))
    .map((reference) => ({ name: reference.identifier.name, line: reference.identifier.loc?.start.line ?? fallbackLine }));
}
