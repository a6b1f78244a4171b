import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EXPORT_PLACEHOLDER, exportParams, routeParam } from './export-params';

describe('exportParams', () => {
  it('passes a route’s params through', () => {
    expect(exportParams([{ tag: 'a' }, { tag: 'b' }], { tag: EXPORT_PLACEHOLDER })).toEqual([{ tag: 'a' }, { tag: 'b' }]);
  });
  it('gives a route without params its one placeholder', () => {
    expect(exportParams([], { year: EXPORT_PLACEHOLDER, month: EXPORT_PLACEHOLDER, day: EXPORT_PLACEHOLDER })).toEqual([{ year: '_', month: '_', day: '_' }]);
  });
});

describe('routeParam', () => {
  it('decodes a percent-encoded value, and leaves a decoded or ASCII one as it is', () => {
    expect(routeParam('nicol%C3%B2')).toBe('nicolò');
    expect(routeParam('nicolò')).toBe('nicolò');
    expect(routeParam('henry')).toBe('henry');
    // Not an escape: kept as written rather than failing the page.
    expect(routeParam('100%')).toBe('100%');
  });
});

// Canary for the placeholder: it fails once Next accepts an export route without params
// (vercel/next.js#61213), and exportParams can go.
describe("Next's export of a dynamic route without params (canary)", () => {
  it('still refuses an empty generateStaticParams', () => {
    const require = createRequire(import.meta.url);
    // Where Next 16 decides which params an app route exports.
    const staticPaths = join(dirname(require.resolve('next/package.json')), 'dist', 'build', 'static-paths', 'app.js');
    expect(readFileSync(staticPaths, 'utf8')).toContain('returned an empty array from "generateStaticParams()"');
  });
});
