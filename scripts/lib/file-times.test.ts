import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepingTimesOfUnchanged } from './file-times';

describe('keepingTimesOfUnchanged', () => {
  it('gives a file written again with the same content its old time, and leaves changed and new files alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'file-times-'));
    const [same, changed, created, removed] = ['same.d.ts', 'changed.d.ts', 'created.d.ts', 'removed.d.ts'].map((name) => join(dir, name)) as [string, string, string, string];
    const old = new Date('2026-01-01T00:00:00Z');
    try {
      for (const file of [same, changed, removed]) {
        writeFileSync(file, 'export type A = 1;');
        utimesSync(file, old, old);
      }
      const result = await keepingTimesOfUnchanged([same, changed, created, removed], async () => {
        writeFileSync(same, 'export type A = 1;');
        writeFileSync(changed, 'export type A = 2;');
        writeFileSync(created, 'export type A = 1;');
        rmSync(removed);
        return 'built';
      });
      expect(result).toBe('built');
      expect(statSync(same).mtime).toEqual(old);
      expect(statSync(changed).mtime.getTime()).toBeGreaterThan(old.getTime());
      expect(statSync(created).mtime.getTime()).toBeGreaterThan(old.getTime());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
