import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { duration, kb, mb, parseProcStat, seconds, serveExport } from './harness';

describe('bench figures', () => {
  it('writes bytes in KB and MB with one decimal and thousands separators', () => {
    expect(kb(512)).toBe('0.5 KB');
    expect(kb(1024 * 1234.56)).toBe('1,234.6 KB');
    expect(mb(3 * 1024 * 1024)).toBe('3.0 MB');
  });

  it('writes times in ms or s at a readable scale', () => {
    expect(seconds(1234)).toBe('1.2 s');
    expect(seconds(1234, 2)).toBe('1.23 s');
    expect(duration(4.26)).toBe('4.3 ms');
    expect(duration(123.4)).toBe('123 ms');
    expect(duration(12_345)).toBe('12.3 s');
  });
});

/** A port nothing listens on now: a fixed one would collide with another run of this suite. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

describe('serveExport', () => {
  it('serves a directory on the port and stops on close', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-harness-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bench</title>');
    const server = await serveExport(await freePort(), { siteDir: dir, host: '127.0.0.1' });
    try {
      const response = await fetch(`${server.url}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>bench</title>');
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects with the reason when the server cannot start', async () => {
    await expect(serveExport(-1)).rejects.toThrow(/static server exited/);
  });
});

describe('parseProcStat', () => {
  it('reads the group and the CPU ticks of a process, its name holding spaces and parentheses', () => {
    const line = '24052 (next-server (v16.5.0)) S 23947 23882 23882 0 -1 4194560 84211 1203 0 0 512 97 3 4 20 0 11 0 1234 0 0';
    expect(parseProcStat(line)).toEqual({ group: 23882, ticks: 512 + 97 + 3 + 4 });
  });

  it('is null for a line cut short', () => {
    expect(parseProcStat('1 (init) S 0 1')).toBeNull();
  });
});
