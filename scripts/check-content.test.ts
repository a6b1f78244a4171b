import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SiteConfigInput } from '../lib/config/types';
import type { checkContent as CheckContent } from './lib/check-content-run';

/**
 * One small broken site per authoring mistake (scripts/fixtures/checks/<case>): the checker must exit
 * with the expected status and print the expected message, naming the file and the fix. The fixtures
 * run in this process (a child process each cost a TypeScript start-up: most of this file's time);
 * one runs through the command line, so the command's own wiring stays tested.
 */
const root = join(__dirname, 'fixtures/checks');
const cases = readdirSync(root).sort();

function argsFor(dir: string): string[] {
  const args = ['--content', join(dir, 'content'), '--config', join(dir, 'config.json'), '--sidebars', join(dir, 'sidebars.json')];
  if (existsSync(join(dir, 'out'))) args.push('--out', join(dir, 'out'));
  return args;
}

/** `output`: lines the run must print; `absent`: words it must not (a problem the fixture is there to show gone). */
const expectedOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as { exit: number; output: string[]; absent?: string[] };

let checkContent: typeof CheckContent;
let siteConfig: SiteConfigInput;
beforeAll(async () => {
  // As the command runs for these tests: the configuration reads the environment when imported.
  vi.stubEnv('SITE_ANNOUNCEMENT', 'off');
  ({ checkContent } = await import('./lib/check-content-run'));
  const own = (await import('../site.config')).default;
  // A fixture's configuration patches this site's, but this site's home page links lead to its own
  // docs, which no fixture has: the fixtures start from a home page without links.
  siteConfig = { ...own, home: { actions: [], sections: { ...own.home.sections, items: [] } } };
  // Loading the checks' modules (the MDX compiler among them) is most of this file's work: under load it takes seconds.
}, 120_000);

describe('authoring checks on broken fixtures', () => {
  it('has a fixture per mistake', () => {
    expect(cases.length).toBeGreaterThanOrEqual(18);
  });

  for (const name of cases) {
    it(name, async () => {
      const dir = join(root, name);
      const expected = expectedOf(dir);
      // Whatever the checks' modules print on their own counts as output too, as it would on stderr.
      const printed: string[] = [];
      const spies = (['log', 'warn', 'error'] as const).map((method) => vi.spyOn(console, method).mockImplementation((...parts) => void printed.push(parts.join(' '))));
      const run = await checkContent(argsFor(dir), siteConfig).finally(() => spies.forEach((spy) => spy.mockRestore()));
      const output = [...printed, ...run.lines].join('\n');
      for (const line of expected.output) expect(output).toContain(line);
      for (const words of expected.absent ?? []) expect(output).not.toContain(words);
      if (expected.output.length === 0) expect(output.trim()).toBe('');
      expect(run.status).toBe(expected.exit);
    });
  }
});

describe('files the checks cannot read', () => {
  it('fail with one problem naming the file, not a stack trace', async () => {
    const dir = join(root, 'unknown-author');
    const dir2 = mkdtempSync(join(tmpdir(), 'unreadable-'));
    onTestFinished(() => rmSync(dir2, { recursive: true, force: true }));
    const broken = join(dir2, 'sidebars.json');
    writeFileSync(broken, '{ not json');
    const run = await checkContent([...argsFor(dir).slice(0, 4), '--sidebars', broken], siteConfig);
    expect(run.status).toBe(1);
    expect(run.lines).toEqual(['The site cannot be built (1 problem):', expect.stringMatching(new RegExp(`^  - ${broken}: cannot be read: `))]);
  });
});

describe('the command line', () => {
  it('prints the problems and exits with status 1 on a broken fixture', () => {
    const dir = join(root, 'unknown-author');
    const expected = expectedOf(dir);
    // As `npm run check` runs it.
    const result = spawnSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/check-content.ts', ...argsFor(dir)], {
      encoding: 'utf8',
      env: { ...process.env, SITE_ANNOUNCEMENT: 'off' },
    });
    for (const line of expected.output) expect(`${result.stdout}${result.stderr}`).toContain(line);
    expect(expected.exit).toBe(1);
    expect(result.status).toBe(1);
  }, 30_000);
});

describe('the findings handed to the post-build step', () => {
  it('--findings writes what the checks found, warnings included, and --quiet-warnings prints none', async () => {
    const { readAuthoringFindings } = await import('./lib/authoring-findings');
    const dir = mkdtempSync(join(tmpdir(), 'findings-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'nested', 'findings.json');
    expect(readAuthoringFindings(file)).toBeNull();
    const run = await checkContent([...argsFor(join(root, 'broken-markdown-link')), '--quiet-warnings', '--findings', file], siteConfig);
    expect(run.status).toBe(0);
    expect(run.lines.filter((line) => line.includes('[onBrokenMarkdownLinks]'))).toEqual([]);
    expect(readAuthoringFindings(file)).toEqual([expect.objectContaining({ check: 'onBrokenMarkdownLinks', file: expect.stringContaining('Home.mdx') })]);
  });
});
