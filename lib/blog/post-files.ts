import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isPostPath } from './posts';

/**
 * The post files under `contentDir`, as paths under it (`blog/x.mdx`, `blog/x/index.mdx`,
 * `blog/2021/05-12-x/index.mdx`): what the content build reads as posts. Partials (a file or folder
 * whose name starts with `_`) are left out.
 */
export function postFilesIn(contentDir: string): string[] {
  return readdirSync(join(contentDir, 'blog'), { recursive: true, encoding: 'utf8' })
    .map((name) => `blog/${name.replaceAll('\\', '/')}`)
    .filter(isPostPath)
    .sort();
}
