import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Definition, Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { splitFrontMatter } from '../schema/split-front-matter';
import { markdownLinkRoute, type ContentFiles } from './routes';
import { contentSourcePath } from './compiled-file';
import { isPostPath } from '../blog/posts';
import { postRelativeLinkTarget } from '../blog/post-links';

/** The content files under `contentDir` as file links read them, from the disk. */
export const contentFilesOnDisk = (contentDir: string): ContentFiles => ({
  exists: (path) => existsSync(join(contentDir, path)),
  frontMatter: (path) => splitFrontMatter(readFileSync(join(contentDir, path), 'utf8')).data,
});

/**
 * Links written to another content file ([Filters](./Filters.mdx)) become links to its page, as in
 * Docusaurus, at the URL the target is built at (its slug or id counts). A link between files of one
 * cut version (versioned_docs/version-1.0/) leads to that version's page, so each version links within itself. A file link that resolves to
 * nothing is left as written; the build reports it as a broken Markdown link (see
 * lib/checks/content.ts). A post's other relative links lead where they led from its Docusaurus
 * address (lib/blog/post-links.ts).
 */
export function remarkMarkdownLinks({ contentDir = 'content', versionBases }: { contentDir?: string; versionBases?: ReadonlyMap<string, string> } = {}) {
  return (tree: Root, file: VFile) => {
    const from = contentSourcePath(file);
    if (!from) return;
    const files = contentFilesOnDisk(join(process.cwd(), contentDir));
    // A compile of text that is not on disk (an excerpt's, a test's) takes the address from the file name.
    const slug = isPostPath(from) && files.exists(from) ? files.frontMatter(from).slug : undefined;
    const post = isPostPath(from) ? { sourceFile: from, slug: typeof slug === 'string' ? slug : undefined } : null;
    visit(tree, ['link', 'definition'], (node) => {
      const link = node as Link | Definition;
      // The target's own front matter decides its URL (slug, id), as it does when the target is built.
      const target = markdownLinkRoute(from, link.url, files, versionBases);
      if (target) link.url = `${target.route}${target.suffix}`;
      else if (post) link.url = postRelativeLinkTarget(link.url, post) ?? link.url;
    });
  };
}
