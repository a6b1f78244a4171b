import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

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
    exclude: ['**/node_modules/**', 'bench/.cache/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts', 'openapi/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      // Checks of the built export (out/): `npm run test:build`, after the build.
      { extends: true, test: { name: 'build', include: ['**/*.build-test.ts'] } },
    ],
  },
});
