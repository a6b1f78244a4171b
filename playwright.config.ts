import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { e2eLaunchOptions } from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);

/** The e2e suite runs against the built export served by the project's own static server. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // At least two: Playwright's default, half the cores, is one on a 2-core machine, where the suite
  // took 8.5 minutes against 6.1 with two (BENCHMARKS, "CI time").
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // A test that passes only on a second try is a flaky test to fix, not a pass, and a retry costs a whole test's time.
  retries: 0,
  timeout: 30_000,
  // Only e2e/visual.spec.ts takes screenshots; they stay on this machine (gitignored).
  snapshotPathTemplate: '{testDir}/.visual/{arg}{ext}',
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    // Chromium's headless shell (scripts/lib/chromium.ts); E2E_CHROMIUM_PATH=/usr/bin/chromium for the full browser.
    launchOptions: e2eLaunchOptions(),
    // The offline service worker would answer requests that tests route, count or fail on purpose;
    // e2e/offline.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
