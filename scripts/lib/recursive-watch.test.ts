import { mkdirSync, mkdtempSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import chokidar from 'chokidar';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Canary for scripts/dev-search.ts, which watches the generated content with chokidar rather than
 * Node's `fs.watch(dir, { recursive: true })`. On Linux Node's recursive watch reports the first
 * remove-and-write of a file and then nothing more for that file, while it still reports new ones;
 * contentlayer2 rewrites every generated file that way. Node documents the cause for plain watches
 * ("Inodes" under fs.watch: the watch stays on the old inode) and its recursive watch on Linux
 * watches each file that way; no upstream issue asks for the recursive watch to follow the new file
 * (the nearest is nodejs/node#52879, open, on watch mode and replaced files). Node 24.22.1 rewrote
 * that watch (lib/internal/fs/recursive_watch.js) and reports every rewrite; Node 20 and 22 (22.23.5
 * checked) do not. When this test fails on Node 20 or 22, that line has the fix too; once every
 * version in `engines` has it, dev-search can use `fs.watch` again.
 */
function followsRewrites(nodeVersion: string): boolean {
  const [major = 0, minor = 0, patch = 0] = nodeVersion.split('.').map(Number);
  return major === 24 && (minor > 22 || (minor === 22 && patch >= 1));
}
const supportedMajor = [20, 22, 24].includes(Number.parseInt(process.versions.node, 10));

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function generatedTree(): { root: string; file: string } {
  const root = mkdtempSync(join(tmpdir(), 'recursive-watch-'));
  dirs.push(root);
  mkdirSync(join(root, 'Doc'));
  const file = join(root, 'Doc', 'page.json');
  writeFileSync(file, '0');
  return { root, file };
}

/** What contentlayer2's writer does to a generated file: remove it, then write it anew. */
function rewrite(file: string, content: string) {
  rmSync(file);
  writeFileSync(file, content);
}

/** Resolves with the next event whose path ends with `suffix`. */
function nextEvent(events: string[], listeners: Array<() => void>, suffix: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => events.some((path) => path.endsWith(suffix)) && resolve();
    listeners.push(check);
    check();
  });
}

describe.skipIf(process.platform !== 'linux')('watching a file that is removed and written again', () => {
  it.runIf(supportedMajor)("Node's recursive fs.watch stops reporting it after the first time before 24.22.1 (upstream bug)", async () => {
    const { root, file } = generatedTree();
    const events: string[] = [];
    const listeners: Array<() => void> = [];
    const watcher = watch(root, { recursive: true }, (_event, name) => {
      events.push(String(name));
      listeners.forEach((check) => check());
    });
    try {
      // The watcher reads the tree as it starts: a new file it reports shows it is listening.
      const ready = nextEvent(events, listeners, 'ready-0');
      writeFileSync(join(root, 'Doc', 'ready-0'), '');
      await ready;

      // After each rewrite, a new file in the same folder: libuv reads every watch from one inotify
      // queue, in order, so once the new file's event is here, any event for page.json is too.
      const rewriteSeen = async (content: string) => {
        const from = events.length;
        rewrite(file, content);
        const sentinel = nextEvent(events, listeners, `after-${content}`);
        writeFileSync(join(root, 'Doc', `after-${content}`), '');
        await sentinel;
        return events.slice(from).some((name) => name.endsWith('page.json'));
      };
      expect(await rewriteSeen('1')).toBe(true);
      const follows = followsRewrites(process.versions.node);
      const change = follows ? 'this Node no longer reports the second rewrite' : 'this Node now reports the second rewrite';
      expect(await rewriteSeen('2'), change).toBe(follows);
    } finally {
      watcher.close();
    }
  });

  it('chokidar reports every rewrite', async () => {
    const { root, file } = generatedTree();
    const events: string[] = [];
    const listeners: Array<() => void> = [];
    const watcher = chokidar.watch(root, { ignoreInitial: true });
    await new Promise((resolve) => watcher.on('ready', resolve));
    watcher.on('all', (_event, path) => {
      events.push(path);
      listeners.forEach((check) => check());
    });
    try {
      for (const content of ['1', '2', '3']) {
        // chokidar drops a second change to one path within 50 ms of the first (a leading-edge
        // throttle); a save in the editor is never that close to the last, so neither is this one.
        await delay(60);
        events.length = 0;
        const seen = nextEvent(events, listeners, 'page.json');
        rewrite(file, content);
        await seen;
      }
    } finally {
      await watcher.close();
    }
  });
});
