import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { contentRoute, markdownLinkTarget } from './routes';

/**
 * Links written to another content file ([Filters](./Filters.mdx)) become links to its page, as in
 * Docusaurus. A file link that resolves to nothing is left as written; the build reports it as a
 * broken Markdown link (see lib/checks/content.ts).
 */
export function remarkMarkdownLinks({ contentDir = 'content' }: { contentDir?: string } = {}) {
  return (tree: Root, file: VFile) => {
    const raw = (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData;
    const from = raw?.sourceFilePath;
    if (!from) return;
    visit(tree, 'link', (node: Link) => {
      const target = markdownLinkTarget(from, node.url);
      if (!target || !existsSync(join(process.cwd(), contentDir, target.path))) return;
      const route = contentRoute(target.path);
      if (route) node.url = `${route}${target.hash}`;
    });
  };
}
