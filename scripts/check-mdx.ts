/**
 * Compiles MDX files with the site's own pipeline and reports errors with file and line.
 * Usage: npx tsx scripts/check-mdx.ts content/docs/About.mdx [more files…]
 * It writes nothing; `npm run build:content` remains the full check (frontmatter included).
 */
import { compile } from '@mdx-js/mdx';
import { readFile } from 'node:fs/promises';
import { splitFrontMatter } from '../lib/schema/frontmatter';
import { rehypePluginsFor, remarkPluginsFor } from '../lib/content/mdx-plugins';
import { formatOf, frontMatterFormatOf } from '../lib/content/markdown-format';
import { siteConfig } from '../lib/site/config';

const files = process.argv.slice(2);
let failed = 0;
for (const file of files) {
  const source = await readFile(file, 'utf8');
  const { body, error } = splitFrontMatter(source);
  try {
    if (error) throw new Error(error);
    // Read as MDX or CommonMark by the same rule as the build (markdown.format, front matter format).
    const math = siteConfig.markdown?.math ?? false;
    await compile(body, {
      remarkPlugins: remarkPluginsFor({ format: () => formatOf(file, frontMatterFormatOf(source), siteConfig.markdown?.format), math }),
      rehypePlugins: rehypePluginsFor({ math, prism: siteConfig.prism }),
    });
    const words = body
      .replace(/```[\s\S]*?```/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    console.log(`ok   ${file} (${words} words outside code blocks)`);
  } catch (error) {
    failed++;
    console.error(`FAIL ${file}: ${(error as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
