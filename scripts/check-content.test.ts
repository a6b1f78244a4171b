import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One small broken site per authoring mistake (scripts/fixtures/checks/<case>): the checker must exit
 * with the expected status and print the expected message, naming the file and the fix.
 */
const root = join(__dirname, 'fixtures/checks');
const cases = readdirSync(root).sort();

function run(dir: string) {
  const args = ['--tsconfig', 'scripts/tsconfig.json', 'scripts/check-content.ts', '--content', join(dir, 'content'), '--config', join(dir, 'config.json'), '--sidebars', join(dir, 'sidebars.json')];
  if (existsSync(join(dir, 'out'))) args.push('--out', join(dir, 'out'));
  const result = spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), args, { encoding: 'utf8', env: { ...process.env, SITE_ANNOUNCEMENT: 'off' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('authoring checks on broken fixtures', () => {
  it('has a fixture per mistake', () => {
    expect(cases.length).toBeGreaterThanOrEqual(18);
  });

  for (const name of cases) {
    it(name, () => {
      const dir = join(root, name);
      const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as { exit: number; output: string[] };
      const { status, output } = run(dir);
      for (const line of expected.output) expect(output).toContain(line);
      if (expected.output.length === 0) expect(output.trim()).toBe('');
      expect(status).toBe(expected.exit);
    }, 20_000);
  }
});
