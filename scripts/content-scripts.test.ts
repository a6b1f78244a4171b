import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A Docusaurus site keeps components beside its docs (`docs/getting-started/Dialects.tsx`), written for
 * its own types and webpack aliases. Moved into content/, they are the site's content: the content
 * build bundles them and the authoring check names what would not resolve. The project's own type
 * check and lint must not read them, or the build fails on code Docusaurus never type-checks.
 */
describe("scripts under content/ and the check fixtures' content/", () => {
  it('are left out of the type check and of ESLint, as Prettier leaves them', () => {
    const tsconfig = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { exclude: string[] };
    expect(tsconfig.exclude).toEqual(expect.arrayContaining(['content', 'scripts/fixtures/checks/*/content']));
    const eslintIgnores = /ignores: \[([^\]]*)\]/.exec(readFileSync('eslint.config.mjs', 'utf8'))?.[1] ?? '';
    expect(eslintIgnores).toContain("'content/**'");
    expect(eslintIgnores).toContain("'scripts/fixtures/checks/*/content/**'");
    expect(readFileSync('.prettierignore', 'utf8').split('\n')).toContain('content/');
  });
});

/**
 * The sidebars file is read at run time and checked by its shape (lib/docs/sidebars-schema.ts), never
 * imported for its type; Docusaurus does not type-check it either. A typed one that is valid there
 * (`items: typedocSidebar.items`, read through SidebarsConfig's index signature) failed this project's
 * stricter type check (noUncheckedIndexedAccess) at the end of the build.
 */
describe('the sidebars file', () => {
  it('is left out of the type check, as content/ is', () => {
    const tsconfig = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { exclude: string[] };
    expect(tsconfig.exclude).toContain('sidebars.ts');
  });
});
