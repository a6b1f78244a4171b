import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const UNIT_FOLDERS = ['lib', 'components', 'scripts', 'openapi', 'server', 'bench'];
const EXCLUDE = ['**/node_modules/**', 'bench/.cache/**'];
const unitInclude = UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.ts`);

/**
 * Unit test files that replace a module (vi.mock, vi.doMock, vi.resetModules) or set the environment
 * that a configuration module reads when it is imported (vi.stubEnv). They need a module graph of
 * their own; every other file shares its worker's, since loading the same compilers (MDX, shiki, the
 * content config) again for each of 160 files was most of the unit suite's time.
 */
function filesNeedingOwnModules(): string[] {
  const replaces = /\bvi\.(mock|doMock|resetModules|stubEnv)\(/;
  return UNIT_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && !file.split('/').some((part) => part === 'node_modules' || part === '.cache'))
      .map((file) => `${folder}/${file}`)
      .filter((file) => replaces.test(readFileSync(file, 'utf8'))),
  );
}
const ownModules = filesNeedingOwnModules();

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // The content build's output, for the build checks that read the site's data (as tsconfig maps it).
      'contentlayer/generated': fileURLToPath(new URL('./.contentlayer/generated/index.mjs', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // Vitest runs one file at a time on a 2-core machine (one worker fewer than the cores), and the
    // server's fault, shutdown and memory tests spend most of their time waiting on timers and child
    // processes: one worker more than the cores keeps both busy (the unit suite took half the time).
    maxWorkers: availableParallelism() + 1,
    // Workers stay for the whole run: files share a worker's modules, and with shared workers that may
    // stop when idle, Vitest 3.2 ends two runs in three with "Terminating worker thread" although every
    // test passed (the error of vitest-dev/vitest#8564, closed for Vitest 4; canary in
    // scripts/vitest-config.test.ts).
    minWorkers: availableParallelism() + 1,
    exclude: EXCLUDE,
    // Tests that start servers, PostgreSQL sessions or child processes take seconds on a loaded 2-core
    // machine: Vitest's 5 s ran out in CI for the store's and the server's tests while other work ran.
    testTimeout: 15_000,
    // A global a test stubs is put back after it, whichever file runs next in the worker.
    unstubGlobals: true,
    // Vitest 3 reads isolation per pool, not per project: the forks pool shares each worker's modules
    // between files; the threads pool, one thread, gives each file its own.
    pool: 'forks',
    poolOptions: { forks: { isolate: false }, threads: { isolate: true, maxThreads: 1, minThreads: 1 } },
    projects: [
      // `npm run test:unit` runs both unit projects (--project 'unit*').
      { extends: true, test: { name: 'unit', include: unitInclude, exclude: [...EXCLUDE, ...ownModules] } },
      { extends: true, test: { name: 'unit-own-modules', include: ownModules, pool: 'threads' } },
      // Checks of the built export (out/): `npm run test:build`, after the build.
      { extends: true, test: { name: 'build', include: ['**/*.build-test.ts'] } },
    ],
  },
});
