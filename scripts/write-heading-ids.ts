/**
 * Writes explicit ids into the docs' and posts' headings, as `docusaurus write-heading-ids` does.
 * Usage: npm run write-heading-ids -- [files…] [--syntax classic|mdx-comment] [--migrate | --overwrite] [--maintain-case]
 * Without files, every .md/.mdx file the content build reads, as Docusaurus's command takes its
 * plugins' folders: each docs version's and the blog's (none with `blog: false`), partials and what
 * `exclude` names included, as there, but not other site variants' own folders, which this build never reads.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseWriteHeadingIdsArgs, writeHeadingIds } from '../lib/content/write-heading-ids';
import { siteConfig } from '../lib/site/config';
import { contentFoldersOf } from '../lib/config/blog';
import { loadVersions } from '../lib/docs/versions-files';
import { markdownFilesOf } from './lib/content-files';

let parsed: ReturnType<typeof parseWriteHeadingIdsArgs>;
try {
  parsed = parseWriteHeadingIdsArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const files = parsed.files.length > 0 ? parsed.files : markdownFilesOf('content', contentFoldersOf(loadVersions(siteConfig.docs), siteConfig)).map((path) => join('content', path));

let changed = 0;
try {
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    const after = writeHeadingIds(before, parsed.options);
    if (after === before) continue;
    writeFileSync(file, after);
    changed++;
    console.log(`wrote ${file}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`${changed} of ${files.length} file(s) changed.`);
