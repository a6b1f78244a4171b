import { isRelativeFileUrl } from '../content/doc-assets';
import { docusaurusPostUrl } from './docusaurus-redirects';

/** A link that names a Markdown file (`./launch.md#setup`): a file link, which lib/content/routes.ts resolves. */
const MARKDOWN_FILE = /^[^#?]+\.mdx?(?:[?#].*)?$/i;

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
  if (MARKDOWN_FILE.test(written) || isRelativeFileUrl(written)) return null;
  const url = new URL(written, `http://site.invalid${docusaurusPostUrl(post.sourceFile, post.slug)}`);
  return `${url.pathname}${url.search}${url.hash}`;
}
