import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { isPostPath } from '../blog/posts';
import { contentSourcePath, realSourcePath } from './compiled-file';
import { removeContentTitle } from './page-facts';
import type { ContentSection } from './scoped-plugins';

export interface ContentTitleOptions {
  /** Take every page's content title out (the Markdown twin, whose header gives the title). */
  removeContentTitle?: boolean;
  /** The section of the file compiled, when no path tells it (a post's excerpt). */
  section?: ContentSection;
}

/** A post's own file: not a partial it imports, which the bundler compiles under its real path with the post's data. */
const isPostFile = (file: VFile) => {
  const path = realSourcePath(file.path) ? undefined : contentSourcePath(file);
  return path !== undefined && isPostPath(path);
};

/**
 * Takes a blog post's content title (its `# heading`, lib/content/page-facts.ts) out of its body, as
 * Docusaurus's blog plugin does (`removeContentTitle: true`): the post's header shows it as the title,
 * on the post's page and on the blog list. After remarkPageFacts, which records it.
 */
export function remarkContentTitle(options: ContentTitleOptions = {}) {
  return (tree: Root, file: VFile) => {
    if (options.removeContentTitle || (options.section ? options.section === 'blog' : isPostFile(file))) removeContentTitle(tree);
  };
}
