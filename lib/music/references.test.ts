import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreProblems, scoreReferences } from './references';

const root = join(__dirname, 'fixtures');

describe('scoreReferences', () => {
  it('finds each <Score> with its src and line', () => {
    expect(scoreReferences('# T\n\n<Score src="a.krn" />\n\ntext <Score label="x" src={\'b.krn\'}/>\n')).toEqual([
      { src: 'a.krn', line: 3 },
      { src: 'b.krn', line: 5 },
    ]);
  });
});

describe('scoreProblems', () => {
  const check = (body: string) => scoreProblems([{ path: 'docs/Page.mdx', source: `---\ntitle: T\n---\n\n${body}\n` }], root);

  it('accepts a score that reads', () => {
    expect(check('<Score src="good.krn" />')).toEqual([]);
  });

  it('names the MDX file and line of a missing score', () => {
    expect(check('<Score src="missing.krn" />')).toEqual(['content/docs/Page.mdx:5: <Score src="missing.krn">: no file content/music/missing.krn.']);
  });

  it('names the MDX line, the notation file, its line and the error', () => {
    expect(check('Text.\n\n<Score src="broken.krn" />')).toEqual([
      'content/docs/Page.mdx:7: <Score src="broken.krn">: content/music/broken.krn:7: expected 2 tab-separated fields (one per spine: **kern, **kern), found 1.',
    ]);
  });
});
