import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadJs, firstLoadScripts, htmlFileOf, readBudgets } from './lib/bytes';

/**
 * First-load JavaScript per route, from the built files: deterministic, so it can fail a build.
 * It belongs to the 'build' project (`npm run test:build`, which `npm test` runs right after the
 * build), not to the unit tests, which run before the build and would measure a stale export.
 * Without a build it is skipped with a warning, except under `npm run test:build`
 * (REQUIRE_BUILD=1), where a missing build fails.
 */
const out = join(process.cwd(), 'out');
const built = existsSync(join(out, 'index.html'));
const NO_BUILD = 'no build in out/, so the byte budgets were not checked: run `npm run build` first';

if (!built && process.env.REQUIRE_BUILD) {
  it('a build exists in out/', () => expect.fail(NO_BUILD));
} else if (!built) {
  console.warn(`Skipped: ${NO_BUILD}.`);
}

describe.skipIf(!built)(built ? 'first-load JavaScript budgets (bench/budgets.json)' : `first-load JavaScript budgets: skipped, ${NO_BUILD}`, () => {
  for (const [route, budget] of Object.entries(readBudgets())) {
    it(`${route} stays within ${Math.round(budget / 1000)} KB gzip`, () => {
      const measured = firstLoadJs(out, route, htmlFileOf(route));
      expect(measured.scripts).toBeGreaterThan(0);
      expect(measured.gzipBytes, `${route}: budget ${budget} bytes, actual ${measured.gzipBytes} bytes`).toBeLessThanOrEqual(budget);
    });
  }

  // The e2e build configures analytics (for one test page), so its code is built: it must still load
  // on render, not with the page (components/shell/AnalyticsSlot.tsx).
  it('the analytics code is in no first load', () => {
    for (const route of Object.keys(readBudgets())) {
      const scripts = firstLoadScripts(readFileSync(join(out, htmlFileOf(route)), 'utf8'));
      for (const src of scripts) expect(readFileSync(join(out, src.split('?')[0]!), 'utf8'), `${route}: ${src}`).not.toContain('gtag-bootstrap');
    }
  });
});
