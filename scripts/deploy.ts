/**
 * `npm run deploy`: pushes the last build (out/) as one commit to the deployment branch of the
 * repository in site.config.ts (lib/config/deploy.ts), as `docusaurus deploy` does for GitHub Pages.
 * The branch holds only the site, so each deploy replaces it (a forced push). `.nojekyll` keeps
 * GitHub Pages from dropping the `_next/` folder, as Jekyll ignores folders starting with "_".
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { siteConfig } from '../lib/site/config';
import { deployTarget } from '../lib/config/deploy';

const OUT = resolve(process.env.SITE_DIR ?? 'out');
if (!existsSync(join(OUT, 'index.html'))) {
  console.error(`There is no build in ${OUT}. Run npm run build first.`);
  process.exit(1);
}
const { remote, branch } = deployTarget(siteConfig, process.env);
const source = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'a working tree without git';
  }
})();

const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
try {
  cpSync(OUT, dir, { recursive: true });
  writeFileSync(join(dir, '.nojekyll'), '');
  git('init', '-q');
  git('checkout', '-q', '-b', branch);
  git('add', '-A');
  git('-c', 'user.name=Site deploy', '-c', 'user.email=deploy@localhost', 'commit', '-q', '-m', `Deploy the site built from ${source}`);
  git('push', '-q', '--force', remote, `${branch}:${branch}`);
  console.log(`Deployed ${OUT} to ${branch} of ${remote}.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
