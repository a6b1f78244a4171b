import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// contentlayer2's own file lister (@contentlayer2/source-files), which reads contentDirExclude.
import glob from 'fast-glob';
import { DOCUSAURUS_DEFAULT_EXCLUDE, excludeGlobs, excludingPattern, isExcludedContent, isPartialDocusaurusBuilds } from './exclude';

const options = (docs?: string[], blog?: string[]) => ({ docs: { exclude: docs }, blog: { exclude: blog } });

describe('docs.exclude and blog.exclude', () => {
  it("read a docs pattern from each version's folder, as Docusaurus does", () => {
    // capacitor-docs' setting: the README.md at the top of each version's folder, no other.
    const capacitor = options(['README.md']);
    expect(excludingPattern('docs/README.md', capacitor)).toBe('README.md');
    expect(excludingPattern('versioned_docs/version-v8/README.md', capacitor)).toBe('README.md');
    expect(excludingPattern('../e2e/versions/versioned_docs/version-2.0/README.md', capacitor)).toBe('README.md');
    expect(excludingPattern('versioned_docs/version-v2/cli/README.md', capacitor)).toBeNull();
    expect(excludingPattern('docs/index.md', capacitor)).toBeNull();
    // A blog pattern is not a docs pattern.
    expect(excludingPattern('blog/README.md', capacitor)).toBeNull();
  });

  it('match at any depth with **/, name the first pattern that matches, and leave out what a named folder holds', () => {
    const patterns = options(['**/README.md', 'drafts', '**/*.notes.md'], ['**/_unused/**', 'archive/**']);
    expect(excludingPattern('docs/README.md', patterns)).toBe('**/README.md');
    expect(excludingPattern('docs/a/b/README.md', patterns)).toBe('**/README.md');
    expect(excludingPattern('docs/drafts/idea.mdx', patterns)).toBe('drafts');
    expect(excludingPattern('docs/drafts/deeper/idea.mdx', patterns)).toBe('drafts');
    expect(excludingPattern('docs/guides/drafts/idea.mdx', patterns)).toBeNull();
    expect(excludingPattern('docs/guides/setup.notes.md', patterns)).toBe('**/*.notes.md');
    expect(excludingPattern('blog/archive/2019-01-01-old.md', patterns)).toBe('archive/**');
    expect(isExcludedContent('blog/2025-01-25-post.mdx', patterns)).toBe(false);
    // Names that start with a dot match as any other, as fast-glob's ignore reads them.
    expect(excludingPattern('docs/.github/README.md', patterns)).toBe('**/README.md');
  });

  it("read the docs' patterns alone with blog: false, which has no blog patterns", () => {
    const blogless = { docs: { exclude: ['**/README.md'] }, blog: false as const };
    expect(excludingPattern('docs/README.md', blogless)).toBe('**/README.md');
    expect(excludingPattern('blog/README.md', blogless)).toBeNull();
    expect(excludeGlobs(blogless, ['docs'])).toEqual(['docs/**/README.md']);
  });

  it('leave everything in when unset or empty, and read ./ and \\ as Docusaurus would', () => {
    expect(isExcludedContent('docs/README.md', options())).toBe(false);
    expect(isExcludedContent('docs/README.md', options([]))).toBe(false);
    expect(excludingPattern('docs\\a\\README.md', options(['./a/README.md']))).toBe('./a/README.md');
    expect(excludingPattern('authors.yml', options(['**']))).toBeNull();
  });

  it("are what the content build's exclude globs leave out, in every docs folder, one outside content/ too", () => {
    const root = mkdtempSync(join(tmpdir(), 'exclude-'));
    const content = join(root, 'content');
    try {
      const paths = [
        'docs/README.md',
        'docs/index.md',
        'docs/guides/README.md',
        'docs/drafts/a.mdx',
        'versioned_docs/version-1.0/README.md',
        'versioned_docs/version-1.0/intro.md',
        '../ext/versioned_docs/version-0.9/README.md',
        '../ext/versioned_docs/version-0.9/drafts/b.md',
        '../ext/versioned_docs/version-0.9/intro.md',
        'blog/2025-01-25-post.mdx',
        'blog/archive/2019-01-01-old.md',
      ];
      for (const path of paths) {
        mkdirSync(join(content, path, '..'), { recursive: true });
        writeFileSync(join(content, path), '');
      }
      const dirs = ['docs', 'versioned_docs/version-1.0', '../ext/versioned_docs/version-0.9'];
      for (const set of [options(['README.md', 'drafts'], ['archive/**']), options(['**/README.md']), options(['**/*.md'])]) {
        // contentlayer2's listing: every document folder, then its ignore list.
        const listed = glob.sync(`{${[...dirs, 'blog'].map((dir) => `${dir}/`).join(',')}}{,**/}*.{md,mdx}`, { cwd: content, ignore: excludeGlobs(set, dirs) });
        expect(listed.sort()).toEqual(paths.filter((path) => !isExcludedContent(path, set)).sort());
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a partial under the site\'s own exclude', () => {
  it('is one Docusaurus builds as a page, its own list having replaced the default one, unless a pattern names it', () => {
    expect(isPartialDocusaurusBuilds('docs/guide/_note.mdx', options(['README.md']))).toBe(true);
    expect(isPartialDocusaurusBuilds('versioned_docs/version-1.0/_bits/more.md', options(['README.md']))).toBe(true);
    expect(isPartialDocusaurusBuilds('blog/_draft.md', options(undefined, ['notes/**']))).toBe(true);
    // Left out, the default list applies, as in Docusaurus; written with it, the same.
    expect(isPartialDocusaurusBuilds('docs/guide/_note.mdx', options())).toBe(false);
    expect(isPartialDocusaurusBuilds('docs/guide/_note.mdx', options([...DOCUSAURUS_DEFAULT_EXCLUDE, 'README.md']))).toBe(false);
    expect(isPartialDocusaurusBuilds('docs/_bits/more.md', options(['_bits']))).toBe(false);
    expect(isPartialDocusaurusBuilds('docs/guide/note.mdx', options(['README.md']))).toBe(false);
  });
});
