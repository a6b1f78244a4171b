/**
 * `npm run docs:version -- <name>`: cuts a docs version as `docusaurus docs:version` does (README,
 * "Docs versions"). Outside the e2e build, the test-only content/docs/e2e folder is not copied.
 */
import siteConfig from '../site.config';
import { loadSidebars } from '../lib/docs/sidebars-file';
import { versionFilesDir } from '../lib/docs/versions-files';
import { cutVersion } from './lib/cut-version';

const name = process.argv[2] ?? '';
try {
  const { sidebars } = await loadSidebars();
  const written = cutVersion(name, {
    root: process.cwd(),
    filesDir: versionFilesDir(siteConfig.docs),
    sidebars,
    exclude: process.env.SITE_E2E === '1' ? [] : ['e2e'],
  });
  console.log(`Version ${name} created: ${written.join(', ')}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
