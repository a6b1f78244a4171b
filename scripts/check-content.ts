/**
 * Checks the sources before `next build`: configuration, sidebar, authors, tags, posts, Markdown file
 * links, duplicate routes. Errors fail with exit status 1; warnings are listed (the build's own list at
 * its end repeats them). Usage: tsx scripts/check-content.ts [--content DIR] [--config FILE.json]
 * [--sidebars FILE] [--out DIR] [--quiet-warnings]. --config patches the real configuration, and
 * --sidebars (JSON, or a module Node can import) stands in for the project's sidebars (fixtures). The
 * checks themselves are in scripts/lib/check-content-run.ts.
 */
import siteConfig from '../site.config';
import { checkContent } from './lib/check-content-run';

const { status, lines } = await checkContent(process.argv.slice(2), siteConfig);
for (const line of lines) console.error(line);
process.exitCode = status;
