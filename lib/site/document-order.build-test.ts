import { describe, expect, it } from 'vitest';
import { docs, posts } from './index';

// contentlayer2's allDocs is not in file order, and its order differed between two builds of the same
// tree, and with it every page's payload (the version's list of doc routes). The site's lists follow
// the files.
describe("the site's docs and posts", () => {
  const files = (list: readonly { _raw: { sourceFilePath: string } }[]) => list.map((d) => d._raw.sourceFilePath);
  const sorted = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  it('are in the order of their files, whatever order the content build listed them in', () => {
    expect(docs.length).toBeGreaterThan(10);
    expect(files(docs)).toEqual(sorted(files(docs)));
    expect(files(posts)).toEqual(sorted(files(posts)));
  });
});
