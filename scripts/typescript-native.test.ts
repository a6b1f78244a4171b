import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SUPPORTED_TYPESCRIPT_VERSIONS } from '@typescript-eslint/typescript-estree/use-at-your-own-risk';
import { describe, expect, it } from 'vitest';

/**
 * The project installs two TypeScripts (README, Design decisions): `typescript-native` (TypeScript 7,
 * the native compiler) runs the type checks, four times faster than TypeScript 5.9; `typescript`
 * stays 5.9 because ESLint's parser, Next and the editors load its JavaScript API, which TypeScript 7
 * does not ship.
 */
const require = createRequire(import.meta.url);
const major = (version: string) => Number(version.split('.')[0]);
const packageVersion = (name: string) => (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

describe('the two TypeScripts', () => {
  it('the type checks run TypeScript 7, by the path that names it (both packages declare a `tsc` bin)', () => {
    expect(major(packageVersion('typescript-native'))).toBe(7);
    const scripts = [JSON.parse(readFileSync('package.json', 'utf8')), JSON.parse(readFileSync('server/package.json', 'utf8'))].map(
      (pkg: { scripts: Record<string, string> }) => pkg.scripts.typecheck,
    );
    // The site's through scripts/typecheck.mjs, which runs that path (and works around an incremental bug).
    expect(scripts[0]).toMatch(/node scripts\/typecheck\.mjs$/);
    expect(readFileSync('scripts/typecheck.mjs', 'utf8')).toContain("'../node_modules/typescript-native/bin/tsc'");
    expect(scripts[1]).toMatch(/node \.\.\/node_modules\/typescript-native\/bin\/tsc /);
  });

  it('`typescript` keeps the JavaScript API that the tools load', async () => {
    const ts = await import('typescript');
    expect(typeof ts.createProgram).toBe('function');
  });

  // Canary. https://github.com/typescript-eslint/typescript-eslint/issues/10940 (open): typescript-eslint
  // refuses TypeScript 7 and will support it from 7.1, whose API it needs. When this fails, ESLint can
  // run on TypeScript 7 and, once Next's build can too, `typescript` can be the one package again.
  it('typescript-eslint still supports no TypeScript from 7 on', () => {
    const upper = /<\s*(\d+)\./.exec(SUPPORTED_TYPESCRIPT_VERSIONS)?.[1];
    expect(upper, SUPPORTED_TYPESCRIPT_VERSIONS).toBeDefined();
    expect(Number(upper)).toBeLessThan(7);
  });
});
