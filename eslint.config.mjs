import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '.next/**',
      'out/**',
      '.contentlayer/**',
      'bench/.cache/**',
      'e2e/fixtures/**/out/**',
      'test-results/**',
      'playwright-report/**',
      'blob-report/**',
      'server/data/**',
      'public/**',
      // Authors' material, as for Prettier: a moved Docusaurus site's own scripts beside its docs are
      // bundled by the content build and read by the authoring check (lib/checks/script-imports.ts).
      'content/**',
      'scripts/fixtures/checks/*/content/**',
      'next-env.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  // Syntax-only rules: the type-aware set would make lint a second full `tsc` on 2 cores, and
  // `npm run typecheck` already runs the compiler in strict mode.
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // The site is a static export (`output: 'export'`, `images.unoptimized`): next/image would
      // render the same <img> with a wrapper and client code, so plain <img> is the intended element.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    rules: {
      // A leading underscore names a parameter a signature requires but the body does not read
      // (adapters, stand-ins for callbacks); a rest sibling is how a key is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Client components read what the static HTML cannot know (the URL, storage, the viewport,
      // the DOM, the Cache API, the route) in an effect after hydration, so the first client render
      // matches the exported HTML; the second render that setState causes is the intended one.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS, as a moved site's sidebars.cjs is: require is how such a file imports.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // These walk parsed OpenAPI and JSON documents (YAML.parse, response bodies), whose shape is
    // what the server's description checks and the tests assert, not something to restate in types.
    files: ['server/**/*.ts', 'openapi/**/*.ts', 'e2e/api-*.spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be a
    // destructuring pattern even when empty, and hands the fixture's value to a callback named `use`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
