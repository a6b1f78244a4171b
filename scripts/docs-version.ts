/**
 * `npm run docs:version -- <name>`: cuts a docs version as `docusaurus docs:version` does (README,
 * "Docs versions"). Other site variants' own docs folders (site.variant.ts) are not copied.
 */
import { siteConfig } from '../lib/site/config';
import { excludedContent } from '../site.variant';
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
    exclude: excludedContent.filter((dir) => dir.startsWith('docs/')).map((dir) => dir.slice('docs/'.length)),
  });
  console.log(`Version ${name} created: ${written.join(', ')}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
