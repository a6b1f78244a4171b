import { isRelativeFileUrl } from '../content/doc-assets';
import { markdownLink } from '../content/routes';
import { docusaurusPostUrl } from './docusaurus-redirects';

/**
 * Where a post's relative link (`./other-post`, `../docs/intro#setup`) leads, as the path to write
 * instead, or null for a link that is not relative or names a file. A browser resolves such a link
 * from the page it is on, and on the Docusaurus site that page was the post's Docusaurus address
 * (`/blog/launch`, from its `slug` or file name), where the author checked it; here the post is served
 * at its date (`/blog/2024/04/16`), from which the same link would lead one or two folders off. So the
 * link is resolved from the Docusaurus address and written as the path it reached there.
 */
export function postRelativeLinkTarget(href: string, post: { sourceFile: string; slug?: string }): string | null {
  const written = href.trim();
  if (!written || /^[a-z][a-z\d+.-]*:/i.test(written) || /^[/#?@]/.test(written)) return null;
  // A Markdown link (`./launch.md#setup`) is resolved to its file's page instead (lib/content/routes.ts).
  if (markdownLink(written) || isRelativeFileUrl(written)) return null;
  const url = new URL(written, `http://site.invalid${docusaurusPostUrl(post.sourceFile, post.slug)}`);
  return `${url.pathname}${url.search}${url.hash}`;
}
