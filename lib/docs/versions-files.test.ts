import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVersionedSidebars, loadVersions, readVersionsFile } from './versions-files';
import type { DocsConfig } from '../config/types';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function root(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'versions-files-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
const docs = { routeBasePath: '/docs', mainDocId: 'intro', versionPersistence: 'localStorage', breadcrumbs: true } as DocsConfig;

describe('reading the version files', () => {
  it('reads versions.json, each version folder and its sidebars', () => {
    const dir = root({
      'versions.json': '["1.0"]',
      'content/docs/intro.mdx': '',
      'content/versioned_docs/version-1.0/intro.mdx': '',
      'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }',
    });
    const versions = loadVersions(docs, dir);
    expect(versions.map((v) => [v.name, v.path])).toEqual([
      ['current', '/docs/next'],
      ['1.0', '/docs'],
    ]);
    expect(loadVersionedSidebars(docs, versions[1]!, dir)).toEqual({ docs: ['intro'] });
  });

  it('has no versions.json on a site that is not versioned', () => {
    expect(readVersionsFile(root({}))).toBeNull();
  });

  it('names the file and the fix of a mistake', () => {
    expect(() => readVersionsFile(root({ 'versions.json': '{"1.0": true}' }))).toThrow('versions.json: ');
    expect(() => readVersionsFile(root({ 'versions.json': '["1.0", "1.0"]' }))).toThrow('a version is listed twice.');
    expect(() => readVersionsFile(root({ 'versions.json': '["1.0",' }))).toThrow('versions.json: cannot be read as JSON');
    expect(() => loadVersions(docs, root({ 'versions.json': '["1.0"]', 'content/docs/a.mdx': '' }))).toThrow('versions.json lists "1.0", but content/versioned_docs/version-1.0/ does not exist.');
  });
});

describe('dropStaleContentCache', () => {
  it("drops contentlayer's cached documents when the versions change, and only then", async () => {
    const { dropStaleContentCache } = await import('./versions-files');
    const { resolveVersions } = await import('./versioning');
    const cache = root({ '0.5.8/data-ABC.json': '{}', '0.5.8/compiled-contentlayer-config-ABC.mjs': '' });
    const one = resolveVersions(['1.0'], {}, '/docs');
    expect(dropStaleContentCache(one, cache)).toBe(true);
    expect(existsSync(join(cache, '0.5.8/data-ABC.json'))).toBe(false);
    expect(existsSync(join(cache, '0.5.8/compiled-contentlayer-config-ABC.mjs'))).toBe(true);
    writeFileSync(join(cache, '0.5.8/data-ABC.json'), '{}');
    expect(dropStaleContentCache(one, cache)).toBe(false);
    expect(dropStaleContentCache(resolveVersions(['2.0', '1.0'], {}, '/docs'), cache)).toBe(true);
  });
});
