import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { answersAsRecorded, memoKey, openMemo, recordingCalls } from './build-memo';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-memo-'));
  dirs.push(dir);
  return dir;
};

/** One build's use of the memo `name`: each key's result, and what it had to make. */
async function build(dir: string, tree: string | null, keys: readonly string[], current?: (kept: string) => boolean) {
  const memo = openMemo<string>('test', dir, tree);
  const made: string[] = [];
  const results = [];
  for (const key of keys)
    results.push(
      await memo.get(
        key,
        async () => {
          made.push(key);
          return `result of ${key} in build ${tree}`;
        },
        current,
      ),
    );
  return { results, made, counts: memo.save() };
}

describe('the build memo', () => {
  it('keeps a result for the next build of the same tree, and makes only what is new', async () => {
    const dir = tempDir();
    expect((await build(dir, 't1', ['a', 'b'])).made).toEqual(['a', 'b']);
    const second = await build(dir, 't1', ['a', 'c']);
    expect(second.made).toEqual(['c']);
    expect(second.results).toEqual(['result of a in build t1', 'result of c in build t1']);
    expect(second.counts).toEqual({ kept: 1, made: 1 });
  });

  it('keeps only what the last build used, so it does not grow with every edit', async () => {
    const dir = tempDir();
    await build(dir, 't1', ['a', 'b']);
    await build(dir, 't1', ['a']);
    expect((await build(dir, 't1', ['a', 'b'])).made).toEqual(['b']);
  });

  it('starts empty when anything outside content/ changed (another tree key)', async () => {
    const dir = tempDir();
    await build(dir, 't1', ['a']);
    expect((await build(dir, 't2', ['a'])).made).toEqual(['a']);
  });

  it('keeps nothing outside `npm run build` (no tree key), and writes no file', async () => {
    const dir = tempDir();
    await build(dir, null, ['a']);
    expect((await build(dir, null, ['a'])).made).toEqual(['a']);
    expect(() => readFileSync(join(dir, 'test.json'))).toThrow();
  });

  it('makes a result again when the kept one is no longer current', async () => {
    const dir = tempDir();
    await build(dir, 't1', ['a', 'b']);
    expect((await build(dir, 't1', ['a', 'b'], (kept) => !kept.startsWith('result of b'))).made).toEqual(['b']);
  });

  it('reads a damaged memo file as empty', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'test.json'), '{"tree":"t1","entr');
    expect((await build(dir, 't1', ['a'])).made).toEqual(['a']);
  });

  it('hashes each part on its own, so that parts cannot run into each other', () => {
    expect(memoKey('ab', 'c')).not.toBe(memoKey('a', 'bc'));
    expect(memoKey('a', Buffer.from('b'))).toBe(memoKey('a', 'b'));
  });
});

describe('recorded calls', () => {
  it('hold while the functions answer the same, whatever they read to answer', () => {
    const files = new Map([['score.krn', 'Title one']]);
    const components = { Score: (src: string) => ({ title: files.get(src) }), DocCardList: undefined };
    const { functions, calls } = recordingCalls(components);
    expect(functions.Score!('score.krn')).toEqual({ title: 'Title one' });
    expect(calls).toEqual([{ name: 'Score', args: ['score.krn'], answer: '{"title":"Title one"}' }]);
    // As read back from the memo's file.
    const kept = JSON.parse(JSON.stringify(calls));
    expect(answersAsRecorded(components, kept)).toBe(true);
    files.set('score.krn', 'Title two');
    expect(answersAsRecorded(components, kept)).toBe(false);
    expect(answersAsRecorded({}, kept)).toBe(false);
  });
});
