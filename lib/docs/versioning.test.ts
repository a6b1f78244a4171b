import { describe, expect, it } from 'vitest';
import { isDocContentPath, resolveVersions, versionContentDir, versionOfContentPath, VersioningError } from './versioning';

const summary = (versions: ReturnType<typeof resolveVersions>) => versions.map(({ name, label, path, banner, badge, isLast }) => ({ name, label, path, banner, badge, isLast }));

describe('resolveVersions (Docusaurus rules)', () => {
  it('a site without versions.json has one version, current, at the route base, with no banner or badge', () => {
    expect(summary(resolveVersions(null, {}, '/docs'))).toEqual([{ name: 'current', label: 'Next', path: '/docs', banner: null, badge: false, isLast: true }]);
  });

  it('the newest cut version is the last, at the base; current at /next, unreleased; older ones unmaintained', () => {
    expect(summary(resolveVersions(['2.0', '1.0'], {}, '/docs'))).toEqual([
      { name: 'current', label: 'Next', path: '/docs/next', banner: 'unreleased', badge: true, isLast: false },
      { name: '2.0', label: '2.0', path: '/docs', banner: null, badge: true, isLast: true },
      { name: '1.0', label: '1.0', path: '/docs/1.0', banner: 'unmaintained', badge: true, isLast: false },
    ]);
  });

  it('takes lastVersion, per-version options and onlyIncludeVersions', () => {
    const versions = resolveVersions(
      ['2.0', '1.0'],
      {
        lastVersion: 'current',
        onlyIncludeVersions: ['current', '1.0'],
        versions: { current: { label: 'Latest', badge: false }, '1.0': { path: 'old', banner: 'none', noIndex: true } },
      },
      '/docs',
    );
    expect(versions.map((v) => [v.name, v.label, v.path, v.banner, v.badge, v.noIndex])).toEqual([
      ['current', 'Latest', '/docs', null, false, false],
      ['1.0', '1.0', '/docs/old', null, true, true],
    ]);
    expect(versions[1]).toMatchObject({ contentDir: 'versioned_docs/version-1.0', sidebarsFile: 'versioned_sidebars/version-1.0-sidebars.json' });
  });

  it('without the current version, the newest cut one is the last', () => {
    expect(resolveVersions(['2.0', '1.0'], { includeCurrentVersion: false }, '/docs').map((v) => [v.name, v.path])).toEqual([
      ['2.0', '/docs'],
      ['1.0', '/docs/1.0'],
    ]);
  });

  it('names the option and the fix of each mistake', () => {
    expect(() => resolveVersions(['1.0'], { lastVersion: '3.0' }, '/docs')).toThrow('docs.lastVersion: "3.0" is not among the versions built (current, 1.0)');
    expect(() => resolveVersions(['1.0'], { onlyIncludeVersions: ['9'] }, '/docs')).toThrow(VersioningError);
    expect(() => resolveVersions(['1.0'], { versions: { '0.9': { label: 'x' } } }, '/docs')).toThrow('docs.versions.0.9: no such version');
    expect(() => resolveVersions(['current'], {}, '/docs')).toThrow('versions.json: "current"');
    expect(() => resolveVersions(null, { includeCurrentVersion: false }, '/docs')).toThrow('no docs version to build');
  });
});

describe('versionOfContentPath', () => {
  it('reads the version from versioned_docs/version-<name>/ and maps the path under docs/', () => {
    expect(versionOfContentPath('versioned_docs/version-1.0/Guides/a.mdx')).toEqual({ version: '1.0', docsPath: 'docs/Guides/a.mdx' });
    expect(versionOfContentPath('docs/About.mdx')).toEqual({ version: 'current', docsPath: 'docs/About.mdx' });
    // With docs.versionFilesDir, a version's docs lie beside versions.json, out of content/.
    expect(versionOfContentPath('../e2e/versions/versioned_docs/version-2.0/Guides/a.mdx')).toEqual({ version: '2.0', docsPath: 'docs/Guides/a.mdx' });
    expect(versionOfContentPath('docs/versioned_docs/version-2.0/a.mdx').version).toBe('current');
    expect(isDocContentPath('../e2e/versions/versioned_docs/version-2.0/a.mdx') && isDocContentPath('docs/a.mdx') && !isDocContentPath('blog/a.mdx')).toBe(true);
  });

  it("keeps a version's docs under content/, or beside versions.json when versionFilesDir is set", () => {
    expect(versionContentDir('1.0')).toBe('versioned_docs/version-1.0');
    expect(versionContentDir('1.0', '.')).toBe('versioned_docs/version-1.0');
    expect(versionContentDir('1.0', 'e2e/versions')).toBe('../e2e/versions/versioned_docs/version-1.0');
    expect(resolveVersions(['1.0'], {}, '/docs', { versionFilesDir: 'e2e/versions' })[1]).toMatchObject({ contentDir: '../e2e/versions/versioned_docs/version-1.0' });
  });
});

describe('versioningOptionsSchema', () => {
  it('names the fix when docs.versions is the old path-prefix list', async () => {
    const { versioningOptionsSchema } = await import('./versioning');
    const result = versioningOptionsSchema.safeParse({ versions: [{ name: 'current', label: 'Latest', path: '/docs' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('a list of { name, label, path } is no longer read');
    expect(versioningOptionsSchema.safeParse({ versions: { current: { label: 'Latest' } } }).success).toBe(true);
  });
});
