import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    environment: 'node',
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
