import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import type { OnLoadResult } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CompilePool, type PoolSettings } from './mdx-compile-pool';
import type { CompileRequest, CompileResponse } from './mdx-compile-service';
import { compiledPageFacts, type PageFacts } from './page-facts';

const facts = (title: string): PageFacts => ({ contentTitle: title, headings: [], plainText: title, firstParagraph: '', infimaClasses: [] });

/** A worker that answers each request as the compile service would, after it says it is ready. */
class FakeWorker extends EventEmitter {
  held = false;
  terminated = false;
  private end: () => void = () => {};
  /** Settles when the pool ends this worker. */
  ended = new Promise<void>((resolve) => (this.end = resolve));
  posted: CompileRequest[] = [];
  postMessage(request: CompileRequest) {
    this.posted.push(request);
    const path = (request.document as { sourceFilePath: string }).sourceFilePath;
    setImmediate(() => this.emit('message', { id: request.id, result: { contents: `worker:${request.path}` }, pageFacts: [[path, facts(`from the worker: ${path}`)]] } satisfies CompileResponse));
  }
  ref() {
    this.held = true;
  }
  unref() {
    this.held = false;
  }
  async terminate() {
    this.terminated = true;
    this.end();
    return 0;
  }
}

function poolWith(settings: Partial<PoolSettings> = {}) {
  const workers: FakeWorker[] = [];
  const spawn = () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  };
  return { pool: new CompilePool({ startAfter: 2, workers: 1, idleMs: 5, spawn, ...settings }), workers };
}

const request = (n: number) => ({ path: `/site/content/docs/${n}.mdx`, contents: `# ${n}`, document: { sourceFilePath: `docs/${n}.mdx` } });
const here = (n: number) => async (): Promise<OnLoadResult> => ({ contents: `thread:${n}` });

describe('the compile pool', () => {
  it('compiles a small build in this thread and starts no worker', async () => {
    const { pool, workers } = poolWith();
    expect(await pool.compile(request(1), here(1))).toEqual({ contents: 'thread:1' });
    expect(await pool.compile(request(2), here(2))).toEqual({ contents: 'thread:2' });
    expect(workers).toEqual([]);
  });

  it("starts its workers past the threshold, compiles here until one is ready, then in it, and restores its compile's page facts here", async () => {
    const { pool, workers } = poolWith();
    await pool.compile(request(1), here(1));
    await pool.compile(request(2), here(2));
    expect(await pool.compile(request(3), here(3))).toEqual({ contents: 'thread:3' });
    expect(workers).toHaveLength(1);
    workers[0]!.emit('message', 'ready');
    const answers = await Promise.all([4, 5, 6].map((n) => pool.compile(request(n), here(n))));
    expect(answers.map((answer) => answer?.contents)).toEqual([4, 5, 6].map((n) => `worker:/site/content/docs/${n}.mdx`));
    // One at a time: the others waited for the worker.
    expect(workers[0]!.posted.map((posted) => posted.contents)).toEqual(['# 4', '# 5', '# 6']);
    expect(compiledPageFacts('docs/5.mdx', '# 5').contentTitle).toBe('from the worker: docs/5.mdx');
    expect(workers[0]!.held).toBe(false);
    // Ended once idle: the pool's own timer, not a wait of the test's.
    await workers[0]!.ended;
    expect(workers[0]!.terminated).toBe(true);
  });

  it('compiles here when its worker fails to start, and after', async () => {
    const { pool, workers } = poolWith({ startAfter: 0 });
    expect(await pool.compile(request(1), here(1))).toEqual({ contents: 'thread:1' });
    workers[0]!.emit('error', new Error('Cannot find module'));
    expect(await pool.compile(request(2), here(2))).toEqual({ contents: 'thread:2' });
    expect(workers).toHaveLength(1);
    await pool.close();
  });

  it("gives a compile in a worker that stops back to this thread", async () => {
    const { pool, workers } = poolWith({ startAfter: 0 });
    await pool.compile(request(1), here(1));
    const worker = workers[0]!;
    worker.emit('message', 'ready');
    worker.postMessage = (posted: CompileRequest) => void worker.posted.push(posted);
    const pending = pool.compile(request(2), here(2));
    worker.emit('exit', 1);
    expect(await pending).toEqual({ contents: 'thread:2' });
    await pool.close();
  });
});
