import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MDXOptions } from 'contentlayer2/core';
import type { OnLoadArgs, OnLoadResult, Plugin, PluginBuild } from 'esbuild';
import { documentDataOfSteps } from './compiled-file';
import { MDX_ESBUILD_PLUGIN } from './document-compile';
import type { CompileRequest, CompileResponse } from './mdx-compile-service';
import { restorePageFacts } from './page-facts';

/**
 * contentlayer2 compiles every document's MDX on its one thread (mdx-bundler's esbuild build hands
 * each file to @mdx-js/esbuild's load step, in the calling thread): at 1,000 pages that was the one
 * long stretch of the build where a single core worked. This pool takes those compiles to worker
 * threads, which rebuild the same pipeline (scripts/lib/mdx-compile-worker.ts), so that the cores share the step:
 * the main thread keeps contentlayer2's own work for each document (about 60 % of its time at 1,000
 * pages), the workers compile.
 *
 * A worker costs its start, 1.5 to 3 s of loading the pipeline (shiki, KaTeX, the site's plugins),
 * so the pool starts only once a build has asked for more compiles than a small rebuild makes, and
 * this thread compiles until a worker is ready. Workers hold no process open, and end once no compile
 * has been asked for a moment (the end of a build, or of a rebuild in `npm run dev`'s content watcher).
 */
export interface PoolSettings {
  /** Compiles asked for in one build before the workers start (a one-edit build asks for one or a few). */
  startAfter: number;
  workers: number;
  /** How long the pool waits without a compile before it ends its workers. */
  idleMs: number;
  spawn: () => Worker;
}

/**
 * A worker's script is TypeScript of this project, which plain Node cannot load, from a module that
 * contentlayer2 bundles into .contentlayer/.cache/ (where `import.meta.url` is the configuration's,
 * not this file's). scripts/run-bundled.mjs runs the build's own entry points that way (an esbuild
 * bundle, packages left to Node, each module its own `import.meta.url`), so a worker runs through it,
 * from the project root, where every build script runs.
 */
const spawnCompileWorker = () => new Worker(join(process.cwd(), 'scripts', 'run-bundled.mjs'), { argv: ['scripts/lib/mdx-compile-worker.ts'] });

export const POOL_SETTINGS: PoolSettings = {
  // This site's clean build compiles about 20 files, one edit one or a few; 1,000 pages, as many. Below this, a worker's start
  // would cost more than it takes over.
  startAfter: 30,
  // One core stays with the main thread's share (contentlayer2's runtime, esbuild's callbacks, the
  // computed fields): with two workers on two cores the step took as long, for more CPU and memory.
  workers: Math.max(1, availableParallelism() - 1),
  idleMs: 1000,
  spawn: spawnCompileWorker,
};

type Compile = () => Promise<OnLoadResult | null | undefined>;

interface Job {
  request: Omit<CompileRequest, 'id'>;
  inThread: Compile;
  resolve: (result: OnLoadResult | null | undefined) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job & { id: number };
}

export class CompilePool {
  private requested = 0;
  private active = 0;
  private nextId = 0;
  private slots: Slot[] = [];
  private waiting: Job[] = [];
  private failed = false;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly settings: PoolSettings = POOL_SETTINGS) {}

  /**
   * Compiles one file in a worker once one is ready (queued while all are busy: this thread has its
   * own work for every document), else in this thread (`inThread`).
   */
  compile(request: Job['request'], inThread: Compile): Promise<OnLoadResult | null | undefined> {
    clearTimeout(this.idleTimer);
    this.requested += 1;
    this.active += 1;
    if (!this.failed && this.slots.length === 0 && this.requested > this.settings.startAfter) this.start();
    const done = this.slots.some((slot) => slot.ready) ? new Promise<OnLoadResult | null | undefined>((resolve, reject) => this.queue({ request, inThread, resolve, reject })) : inThread();
    return done.finally(() => this.settle());
  }

  /** Ends the workers now (a test's end; a build's pool ends by itself once idle). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const slots = this.slots;
    this.slots = [];
    this.requested = 0;
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private settle(): void {
    this.active -= 1;
    if (this.active > 0) return;
    this.idleTimer = setTimeout(() => void this.close(), this.settings.idleMs);
    this.idleTimer.unref();
  }

  private start(): void {
    for (let i = 0; i < this.settings.workers; i++) {
      const worker = this.settings.spawn();
      // Only a compile in flight holds the process open (send); an idle or starting worker does not.
      worker.unref();
      const slot: Slot = { worker, ready: false };
      this.slots.push(slot);
      worker.on('message', (message: CompileResponse | 'ready') => this.answer(slot, message));
      worker.on('error', () => this.lose(slot));
      worker.on('exit', () => this.lose(slot));
    }
  }

  private queue(job: Job): void {
    const free = this.slots.find((slot) => slot.ready && !slot.job);
    if (free) this.send(free, job);
    else this.waiting.push(job);
  }

  private send(slot: Slot, job: Job): void {
    const id = (this.nextId += 1);
    slot.job = { ...job, id };
    slot.worker.ref();
    slot.worker.postMessage({ ...job.request, id } satisfies CompileRequest);
  }

  private answer(slot: Slot, message: CompileResponse | 'ready'): void {
    if (message !== 'ready') {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = undefined;
      slot.worker.unref();
      if ('error' in message) job.reject(new Error(message.error));
      else {
        restorePageFacts(message.pageFacts);
        job.resolve(message.result);
      }
    }
    slot.ready = true;
    const next = this.waiting.shift();
    if (next) this.send(slot, next);
  }

  /**
   * A worker that fails to start or stops: its compile and the queued ones run in this thread, and so
   * does every later one once no worker is left (the compile's own error, if it has one, then shows).
   */
  private lose(slot: Slot): void {
    if (!this.slots.includes(slot)) return;
    this.slots = this.slots.filter((other) => other !== slot);
    if (!slot.ready) this.failed = true;
    const orphans = [...(slot.job ? [slot.job] : []), ...(this.slots.some((other) => other.ready) ? [] : this.waiting.splice(0))];
    slot.job = undefined;
    for (const job of orphans) job.inThread().then(job.resolve, job.reject);
  }
}

let shared: CompilePool | undefined;

/**
 * contentlayer2's `mdx` options, with each document's MDX compile offered to the pool. The plugin that
 * takes @mdx-js/esbuild's place registers that plugin's own load step and keeps its name, so that a
 * compile left to this thread, and esbuild's messages, are as before.
 */
export function withCompilePool<Options extends MDXOptions>(
  mdx: Options,
  pool: Pick<CompilePool, 'compile'> = (shared ??= new CompilePool()),
): Options & Required<Pick<MDXOptions, 'mdxOptions' | 'esbuildOptions'>> {
  // mdx-bundler makes the MDX plugin from mdxOptions' result and hands it to esbuildOptions in one
  // synchronous expression (its bundleMDX, dist/index.js), so the document named here is the one
  // whose plugin esbuildOptions receives next.
  let document: unknown;
  return {
    ...mdx,
    mdxOptions: (options: Parameters<NonNullable<MDXOptions['mdxOptions']>>[0]) => {
      document = documentDataOfSteps(options.remarkPlugins);
      return mdx.mdxOptions ? mdx.mdxOptions(options) : options;
    },
    esbuildOptions: (options: Parameters<NonNullable<MDXOptions['esbuildOptions']>>[0], frontmatter: Parameters<NonNullable<MDXOptions['esbuildOptions']>>[1]) => {
      const mapped = mdx.esbuildOptions ? mdx.esbuildOptions(options, frontmatter) : options;
      const ofDocument = document;
      document = undefined;
      return { ...mapped, plugins: mapped.plugins?.map((plugin) => (plugin.name === MDX_ESBUILD_PLUGIN ? pooledPlugin(plugin, ofDocument, pool) : plugin)) };
    },
  };
}

/** The MDX plugin, its load step offered to the pool first. */
export function pooledPlugin(plugin: Plugin, document: unknown, pool: Pick<CompilePool, 'compile'>): Plugin {
  return {
    name: plugin.name,
    setup(build) {
      const onLoad: PluginBuild['onLoad'] = (options, callback) =>
        build.onLoad(options, (args: OnLoadArgs) => {
          const contents = (args.pluginData as { contents?: unknown } | undefined)?.contents;
          return pool.compile({ path: args.path, contents: contents === undefined || contents === null ? undefined : String(contents), document }, async () => callback(args));
        });
      return plugin.setup({ ...build, onLoad });
    },
  };
}
