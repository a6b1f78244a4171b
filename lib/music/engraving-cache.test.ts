import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engravingKey, readThrough, verovioVersion } from './engraving-cache';

const isText = (value: unknown): value is string => typeof value === 'string';
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'engravings-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A `make` that counts its calls. */
function counted(value: string) {
  const made = { calls: 0, make: () => (made.calls++, Promise.resolve(value)) };
  return made;
}

describe('engravingKey', () => {
  it('changes with Verovio’s version, its options and its input, and with nothing else', () => {
    const key = engravingKey('6.3.0', { scale: 40 }, '**kern\n4c\n*-');
    expect(key).toMatch(/^[0-9a-f]{32}\.json$/);
    expect(engravingKey('6.3.0', { scale: 40 }, '**kern\n4c\n*-')).toBe(key);
    expect(engravingKey('6.3.1', { scale: 40 }, '**kern\n4c\n*-')).not.toBe(key);
    expect(engravingKey('6.3.0', { scale: 45 }, '**kern\n4c\n*-')).not.toBe(key);
    expect(engravingKey('6.3.0', { scale: 40 }, '**kern\n4d\n*-')).not.toBe(key);
  });
});

describe('verovioVersion', () => {
  it('reads the installed version, and null where there is none', () => {
    expect(verovioVersion(process.cwd())).toMatch(/^\d+\.\d+\.\d+/);
    expect(verovioVersion(folder())).toBeNull();
  });
});

describe('readThrough', () => {
  it('makes a value once and reads it back from the folder after that', async () => {
    const dir = folder();
    const first = counted('<svg/>');
    expect(await readThrough(dir, 'a.json', isText, first.make)).toBe('<svg/>');
    const second = counted('not read');
    expect(await readThrough(dir, 'a.json', isText, second.make)).toBe('<svg/>');
    expect([first.calls, second.calls]).toEqual([1, 0]);
    // Written whole and renamed: no partial file is left beside the entry.
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('makes again, and keeps, an entry that is cut short or of another shape', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'cut.json'), '"<svg');
    writeFileSync(join(dir, 'shape.json'), '{"pages":[]}');
    expect(await readThrough(dir, 'cut.json', isText, counted('<svg/>').make)).toBe('<svg/>');
    expect(await readThrough(dir, 'shape.json', isText, counted('<g/>').make)).toBe('<g/>');
    expect(JSON.parse(readFileSync(join(dir, 'shape.json'), 'utf8'))).toBe('<g/>');
  });

  it('makes the value every time without a folder, and when the folder cannot be written', async () => {
    const none = counted('<svg/>');
    await readThrough(null, 'a.json', isText, none.make);
    await readThrough(null, 'a.json', isText, none.make);
    expect(none.calls).toBe(2);
    const file = join(folder(), 'not-a-folder');
    writeFileSync(file, '');
    chmodSync(file, 0o444);
    const blocked = counted('<svg/>');
    expect(await readThrough(join(file, 'engravings'), 'a.json', isText, blocked.make)).toBe('<svg/>');
    expect(blocked.calls).toBe(1);
  });

  it('passes an error of make on, and keeps nothing', async () => {
    const dir = folder();
    await expect(readThrough(dir, 'a.json', isText, () => Promise.reject(new Error('no such note')))).rejects.toThrow('no such note');
    expect(readdirSync(dir)).toEqual([]);
  });
});
