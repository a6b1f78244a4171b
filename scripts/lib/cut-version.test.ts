import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cutVersion } from './cut-version';
import { versionNameProblem } from '../../lib/docs/cut-version';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function site(): string {
  const root = mkdtempSync(join(tmpdir(), 'cut-version-'));
  dirs.push(root);
  mkdirSync(join(root, 'content/docs/Guides'), { recursive: true });
  mkdirSync(join(root, 'content/docs/e2e'), { recursive: true });
  writeFileSync(join(root, 'content/docs/intro.mdx'), '# Intro\n');
  writeFileSync(join(root, 'content/docs/Guides/a.mdx'), '# A\n');
  writeFileSync(join(root, 'content/docs/e2e/test.mdx'), '# Test only\n');
  return root;
}

const sidebars = { docs: ['intro', { type: 'category' as const, label: 'Guides', items: ['Guides/a'] }] };
const read = (root: string, path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown;

describe('docs:version', () => {
  it("copies the docs and sidebars into Docusaurus's layout and lists the version first", () => {
    const root = site();
    cutVersion('1.0', { root, filesDir: root, sidebars, exclude: ['e2e'] });
    expect(readFileSync(join(root, 'content/versioned_docs/version-1.0/Guides/a.mdx'), 'utf8')).toBe('# A\n');
    expect(existsSync(join(root, 'content/versioned_docs/version-1.0/e2e'))).toBe(false);
    expect(read(root, 'versioned_sidebars/version-1.0-sidebars.json')).toEqual(sidebars);
    expect(read(root, 'versions.json')).toEqual(['1.0']);

    cutVersion('2.0', { root, filesDir: root, sidebars });
    expect(read(root, 'versions.json')).toEqual(['2.0', '1.0']);
    expect(existsSync(join(root, 'content/versioned_docs/version-2.0/intro.mdx'))).toBe(true);
  });

  it('puts the docs beside versions.json when it has a folder of its own (docs.versionFilesDir)', () => {
    const root = site();
    const filesDir = join(root, 'e2e/versions');
    cutVersion('1.0', { root, filesDir, sidebars });
    expect(existsSync(join(filesDir, 'versioned_docs/version-1.0/intro.mdx'))).toBe(true);
    expect(existsSync(join(root, 'content/versioned_docs'))).toBe(false);
    expect(read(root, 'e2e/versions/versions.json')).toEqual(['1.0']);
  });

  it('refuses a name that exists, and leaves the files as they were', () => {
    const root = site();
    cutVersion('1.0', { root, filesDir: root, sidebars });
    expect(() => cutVersion('1.0', { root, filesDir: root, sidebars })).toThrow('docs:version: version "1.0" already exists in versions.json. Use a name that is not listed yet.');
    expect(read(root, 'versions.json')).toEqual(['1.0']);
  });

  it('refuses names that cannot be folders and URL segments', () => {
    expect(versionNameProblem('', [])).toContain('give the version a name');
    expect(versionNameProblem('current', [])).toContain('names the docs folder itself');
    expect(versionNameProblem('1/0', [])).toContain('cannot be a folder name');
    expect(versionNameProblem('..', [])).toContain('cannot be a folder name');
    expect(versionNameProblem('1.0', [])).toBeNull();
  });
});
