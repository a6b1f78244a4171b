import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOfExport } from '../../lib/checks/links';
import { isCertainlyMissing } from '../../lib/checks/site-routes';
import { listFiles } from './export-files';

/**
 * The early link check (lib/checks/site-links.ts) against the link check over a real export, which
 * stays the authority. The early check may pass a link the link check fails, never the reverse: so
 * every route and file the export has must be one it expects (known, or under a path it leaves open),
 * and on a build that passed the link check it must reject no link.
 */
const out = join(process.cwd(), 'out');
const built = existsSync(join(out, 'index.html'));
// `npm test` builds the e2e variant and runs these checks without SITE_VARIANT: its own pages tell it.
const variant = process.env.SITE_VARIANT ?? (existsSync(join(out, 'e2e')) ? 'e2e' : '');

describe.skipIf(!built)(`the early link check beside the export's (${variant || 'the site'})`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-routes-'));
  let run: SpawnSyncReturns<string>;
  let expected: { routes: string[]; open: string[] };
  beforeAll(() => {
    // A process of its own: the variant decides which content the checks read when they are imported.
    const args = ['scripts/run-bundled.mjs', 'scripts/check-content.ts', '--routes', join(dir, 'routes.json'), '--quiet-warnings'];
    run = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, SITE_VARIANT: variant } });
    expected = JSON.parse(readFileSync(join(dir, 'routes.json'), 'utf8')) as typeof expected;
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('expects every route and file the export has', () => {
    const site = { routes: new Set(expected.routes), open: expected.open };
    expect([...routesOfExport(listFiles(out))].filter((route) => isCertainlyMissing(route, site))).toEqual([]);
  });

  it('rejects no link of a site whose export passed the link check', () => {
    expect(`${run.stdout}${run.stderr}`.split('\n').filter((line) => line.includes('[onBrokenLinks]'))).toEqual([]);
  });
});
