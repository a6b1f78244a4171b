import { existsSync, mkdirSync, mkdtempSync, promises, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writingOnlyChanges } from './content-writes';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A folder standing for `.contentlayer/`, with one generated document written a while ago. */
function output(): { root: string; doc: string; old: Date } {
  dir = mkdtempSync(join(tmpdir(), 'content-writes-'));
  const root = join(dir, '.contentlayer');
  mkdirSync(join(root, 'generated', 'Doc'), { recursive: true });
  const doc = join(root, 'generated', 'Doc', 'About.json');
  writeFileSync(doc, '{"title":"About"}');
  const old = new Date('2026-01-01T00:00:00Z');
  utimesSync(doc, old, old);
  return { root, doc, old };
}

/** What contentlayer2 does for each output file on each generation. */
async function removeAndWrite(file: string, content: string): Promise<void> {
  await promises.rm(file, { force: true });
  await promises.writeFile(file, content, 'utf8');
}

describe('writingOnlyChanges', () => {
  it('leaves a file written again with its own bytes alone, time and all', async () => {
    const { root, doc, old } = output();
    await writingOnlyChanges(root, () => removeAndWrite(doc, '{"title":"About"}'));
    expect(readFileSync(doc, 'utf8')).toBe('{"title":"About"}');
    expect(statSync(doc).mtime).toEqual(old);
  });

  it('writes a changed file and a new one whole, through a file beside it that does not stay', async () => {
    const { root, doc } = output();
    const added = join(root, 'generated', 'Doc', 'Filters.json');
    await writingOnlyChanges(root, async () => {
      await removeAndWrite(doc, '{"title":"About me"}');
      await removeAndWrite(added, '{"title":"Filters"}');
    });
    expect(readFileSync(doc, 'utf8')).toBe('{"title":"About me"}');
    expect(readFileSync(added, 'utf8')).toBe('{"title":"Filters"}');
    expect(readdirSync(join(root, '.partial'))).toEqual([]);
  });

  it('never shows a reader the file removed between the removal and the write', async () => {
    const { root, doc } = output();
    await writingOnlyChanges(root, async () => {
      await promises.rm(doc, { force: true });
      expect(readFileSync(doc, 'utf8')).toBe('{"title":"About"}');
      await promises.writeFile(doc, '{"title":"About me"}', 'utf8');
    });
    expect(readFileSync(doc, 'utf8')).toBe('{"title":"About me"}');
  });

  it('removes folders at once, and a file whose removal no write followed once the step ends', async () => {
    const { root, doc } = output();
    const stale = join(root, 'stale');
    mkdirSync(stale);
    await writingOnlyChanges(root, async () => {
      await promises.rm(stale, { recursive: true, force: true });
      expect(existsSync(stale)).toBe(false);
      await promises.rm(doc, { force: true });
    });
    expect(existsSync(doc)).toBe(false);
  });

  it('carries out a removal no write follows after a while, the step still running', async () => {
    const { root, doc } = output();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await writingOnlyChanges(root, async () => {
        await promises.rm(doc, { force: true });
        expect(existsSync(doc)).toBe(true);
        await vi.advanceTimersByTimeAsync(10_000);
        await vi.waitFor(() => expect(existsSync(doc)).toBe(false));
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves writes outside the folder as they are, and fs.promises as it was after the step', async () => {
    const { root } = output();
    const { rm, writeFile } = promises;
    const elsewhere = join(dir, 'elsewhere.json');
    writeFileSync(elsewhere, 'x');
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(elsewhere, old, old);
    await writingOnlyChanges(root, () => promises.writeFile(elsewhere, 'x', 'utf8'));
    expect(statSync(elsewhere).mtime.getTime()).toBeGreaterThan(old.getTime());
    expect(promises.rm).toBe(rm);
    expect(promises.writeFile).toBe(writeFile);
  });

  it('is still needed: contentlayer2 removes and writes every output file on each generation, whatever its cache of written files holds', () => {
    const source = readFileSync('node_modules/@contentlayer2/core/dist/generation/generate-dotpkg.js', 'utf8');
    expect(source).toMatch(/if \(!rmBeforeWrite && fileIsUpToDate\) \{\s*return;\s*\}/);
    expect(source).toMatch(/rmBeforeWrite = true, \}\) =>/);
    expect(source).not.toMatch(/rmBeforeWrite: false/);
  });
});
