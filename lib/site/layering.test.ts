import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The site-data layer (README, "Code layout"): only lib/site/ reads the configuration and the
 * generated content when imported. Components take their data from the page, or (the modules an MDX
 * body calls) the site's identity from lib/site/identity.ts; the rest of lib/ stays pure.
 */
const ROOT = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The modules a file imports for their values (type-only imports read nothing). */
function valueImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);
}

const readsSiteData = (specifier: string) =>
  /(^|\/)site\.config$/.test(specifier) || /^@\/lib\/site(\/(?!identity$).*)?$/.test(specifier) || /^(\.\.\/)+site(\/.*)?$/.test(specifier) || specifier === 'contentlayer/generated';

describe('the site-data layer', () => {
  it('no component imports the configuration, the content or lib/site (but its identity)', () => {
    const offenders = sources('components').flatMap((file) =>
      valueImports(file)
        .filter(readsSiteData)
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no module of lib/ outside lib/site/ imports the configuration, the content or lib/site', () => {
    const offenders = sources('lib')
      .filter((file) => !file.startsWith('lib/site/'))
      .flatMap((file) =>
        valueImports(file)
          .filter(readsSiteData)
          .map((specifier) => `${file}: ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it('would see a component that does', () => {
    expect(readsSiteData('@/site.config')).toBe(true);
    expect(readsSiteData('@/lib/site')).toBe(true);
    expect(readsSiteData('@/lib/site/doc-page')).toBe(true);
    expect(readsSiteData('../../site.config')).toBe(true);
    expect(readsSiteData('@/lib/site/identity')).toBe(false);
    expect(readsSiteData('@/lib/docs/sidebar')).toBe(false);
  });
});
