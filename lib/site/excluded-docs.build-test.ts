import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allDocs } from 'contentlayer/generated';

// docs.exclude (lib/content/exclude.ts) reaches the content build as contentlayer2's contentDirExclude.
// The e2e build sets capacitor-docs' exclude: ['README.md'], and its version 2.0 keeps a README.md beside
// its index.mdx (e2e/site/overlay.ts): built, it would be a second page at /docs/2.0.
const README = 'e2e/versions/versioned_docs/version-2.0/README.md';
const version2 = allDocs.filter((doc) => doc.version === '2.0');

describe.skipIf(version2.length === 0)("docs.exclude in the e2e build's version 2.0", () => {
  it('leaves the README.md at the top of the version folder out of the build', () => {
    expect(existsSync(README)).toBe(true);
    expect(version2.map((doc) => doc._raw.sourceFilePath)).not.toContainEqual(expect.stringMatching(/README\.md$/));
  });

  it("keeps /docs/2.0 the index doc's page", () => {
    expect(version2.filter((doc) => doc.url === '/docs/2.0').map((doc) => doc._raw.sourceFilePath)).toEqual([expect.stringMatching(/version-2\.0\/index\.mdx$/)]);
    const page = join('out', 'docs', '2.0.html');
    if (existsSync(page)) expect(readFileSync(page, 'utf8')).not.toContain("Version 2.0's docs folder");
  });
});
