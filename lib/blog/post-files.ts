import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isPostPath } from './posts';
import { isExcludedContent, type ExcludeOptions } from '../content/exclude';
import { blogOptions } from '../config/blog';

/**
 * The post files under `contentDir`, as paths under it (`blog/x.mdx`, `blog/x/index.mdx`,
 * `blog/2021/05-12-x/index.mdx`): what the content build reads as posts. Partials (a file or folder
 * whose name starts with `_`) and what `blog.exclude` names (lib/content/exclude.ts) are left out;
 * with `blog: false`, all of them.
 */
export function postFilesIn(contentDir: string, exclude: ExcludeOptions): string[] {
  if (!blogOptions(exclude)) return [];
  return readdirSync(join(contentDir, 'blog'), { recursive: true, encoding: 'utf8' })
    .map((name) => `blog/${name.replaceAll('\\', '/')}`)
    .filter((path) => isPostPath(path) && !isExcludedContent(path, exclude))
    .sort();
}
