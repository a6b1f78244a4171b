import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { firstLoadJs, htmlFileOf, readBudgets } from '../lib/bench/bytes';

// First-load JavaScript per route, from the built files: deterministic, so it can fail a build.
const budgets = readBudgets();

for (const [route, budget] of Object.entries(budgets)) {
  test(`${route} first-load JavaScript stays within ${Math.round(budget / 1000)} KB gzip`, () => {
    const measured = firstLoadJs(join(process.cwd(), 'out'), route, htmlFileOf(route));
    expect(measured.scripts).toBeGreaterThan(0);
    expect(measured.gzipBytes, `${route}: budget ${budget} bytes, actual ${measured.gzipBytes} bytes`).toBeLessThanOrEqual(budget);
  });
}
