import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Canary for the workaround in site.config.ts: contentlayer2 keeps unscoped packages out of its
// compiled config but bundles scoped ones (@docusaurus/…), so a CommonJS plugin that requires its own
// dependencies (npm2yarn requires tslib) fails there unless site.config.ts loads it with require.
// timlrx/contentlayer2#70. When this fails, scoped packages are external too: import npm2yarn plainly.
describe('contentlayer2 config bundling', () => {
  it('still bundles scoped packages into the compiled config', () => {
    const source = readFileSync('node_modules/@contentlayer2/core/dist/getConfig/index.js', 'utf8');
    const filter = /const filter = (\/.*\/); \/\/ Must not start with/.exec(source)?.[1];
    expect(filter).toBeDefined();
    const external = new RegExp(filter!.slice(1, -1));
    expect(external.test('tslib')).toBe(true);
    expect(external.test('@docusaurus/remark-plugin-npm2yarn')).toBe(false);
  });
});
