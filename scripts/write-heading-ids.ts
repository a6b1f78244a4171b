/**
 * Writes explicit ids into the docs' and posts' headings, as `docusaurus write-heading-ids` does.
 * Usage: npm run write-heading-ids -- [files…] [--syntax classic|mdx-comment] [--migrate | --overwrite] [--maintain-case]
 * Without files, every .md/.mdx file under content/docs and content/blog.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseWriteHeadingIdsArgs, writeHeadingIds } from '../lib/content/write-heading-ids';
import { listFiles } from './lib/export-files';

let parsed: ReturnType<typeof parseWriteHeadingIdsArgs>;
try {
  parsed = parseWriteHeadingIdsArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const everything = ['content/docs', 'content/blog'].flatMap((dir) =>
  existsSync(dir)
    ? listFiles(dir)
        .filter((f) => /\.mdx?$/.test(f))
        .map((f) => join(dir, f))
    : [],
);
const files = parsed.files.length > 0 ? parsed.files : everything;

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
