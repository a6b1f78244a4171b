import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'deploy-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run deploy', () => {
  it('pushes the export, with .nojekyll, as one commit to the deployment branch', async () => {
    const site = join(work, 'out');
    mkdirSync(join(site, '_next'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(site, '_next', 'app.js'), '1');
    const remote = join(work, 'site.git');
    await run('git', ['init', '-q', '--bare', remote]);
    const env = { ...process.env, SITE_DIR: site, DEPLOY_REMOTE: remote };
    const { stdout } = await run('npx', ['tsx', '--tsconfig', 'scripts/tsconfig.json', 'scripts/deploy.ts'], { env });
    expect(stdout).toContain(`to gh-pages of ${remote}`);
    const files = (await run('git', ['--git-dir', remote, 'ls-tree', '-r', '--name-only', 'gh-pages'])).stdout.trim().split('\n');
    expect(files.sort()).toEqual(['.nojekyll', '_next/app.js', 'index.html']);
    // A second deploy replaces the branch rather than stacking commits.
    await run('npx', ['tsx', '--tsconfig', 'scripts/tsconfig.json', 'scripts/deploy.ts'], { env });
    expect((await run('git', ['--git-dir', remote, 'rev-list', '--count', 'gh-pages'])).stdout.trim()).toBe('1');
  }, 60_000);

  it('refuses without a build', async () => {
    const env = { ...process.env, SITE_DIR: join(work, 'missing'), DEPLOY_REMOTE: join(work, 'none.git') };
    await expect(run('npx', ['tsx', '--tsconfig', 'scripts/tsconfig.json', 'scripts/deploy.ts'], { env })).rejects.toMatchObject({ stderr: expect.stringContaining('Run npm run build first') });
  }, 60_000);
});
