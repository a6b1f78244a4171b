import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileContents } from './file-contents';

describe('FileContents', () => {
  it('counts a file as changed when first seen, and then only when its bytes change', () => {
    const dir = mkdtempSync(join(tmpdir(), 'file-contents-'));
    const file = join(dir, 'About.json');
    try {
      const contents = new FileContents();
      writeFileSync(file, '{"title":"About"}');
      expect(contents.changed(file)).toBe(true);
      // Removed and written again with the same bytes, as contentlayer2 writes at start.
      rmSync(file);
      writeFileSync(file, '{"title":"About"}');
      expect(contents.changed(file)).toBe(false);
      writeFileSync(file, '{"title":"About me"}');
      expect(contents.changed(file)).toBe(true);
      expect(contents.changed(file)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts a removal as a change, and a file written back after it as another', () => {
    const files = new Map<string, string>([['a', 'one']]);
    const contents = new FileContents((file) => (files.has(file) ? Buffer.from(files.get(file)!) : null));
    expect(contents.changed('a')).toBe(true);
    files.delete('a');
    expect(contents.changed('a')).toBe(true);
    expect(contents.changed('a')).toBe(false);
    files.set('a', 'one');
    expect(contents.changed('a')).toBe(true);
  });

  it('records every file it is given, not only those up to the first change', () => {
    const files = new Map([
      ['a', 'one'],
      ['b', 'two'],
    ]);
    const contents = new FileContents((file) => Buffer.from(files.get(file) ?? ''));
    expect(contents.changedAmong(['a', 'b'])).toEqual(['a', 'b']);
    files.set('a', 'uno');
    files.set('b', 'dos');
    expect(contents.changedAmong(['a', 'b'])).toEqual(['a', 'b']);
    expect(contents.changedAmong(['a', 'b'])).toEqual([]);
  });
});
