import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts', 'openapi/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'bench/.cache/**'],
    environment: 'node',
  },
});
