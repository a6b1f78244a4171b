/**
 * The post-build step, after `next build`: the named steps below, in order, over the export's pages
 * read once. They write the feeds, sitemap, search index and the other files of the export, check
 * every internal link and give each page its Content-Security-Policy. Broken links fail the build; the
 * other findings are printed together at the end as warnings (or fail, as configured in site.config.ts).
 * `npm run build` runs it in its own process (scripts/lib/build-steps.ts), scripts/postbuild.ts alone.
 */
import { siteConfig, docs, mainDocOf } from '../../lib/site';
import { blogFindings, blogPosts, listedPosts } from '../../lib/site/blog';
import { overlay } from '../../site.variant';
import { docSectionOf, searchPageInfo, searchPageKeys, unlistedRoutes } from './search-pages';
import { readExport, runSteps, sourceFilesOf, timingsLine, type PostbuildContext, type PostbuildStep, type SiteData } from './postbuild-context';
import { reportPostbuild } from './postbuild-report';
import { contentAssetsStep } from './content-assets';
import { feedsStep } from './feeds';
import { sitemapStep } from './sitemap';
import { searchIndexStep } from './search-index';
import { socialCardsStep } from './social-cards';
import { musicStep } from './music-assets';
import { serviceWorkerStep } from './service-worker';
import { markdownTwinsStep } from './markdown-twins';
import { authoringFindingsStep } from './authoring-step';
import { linkCheckStep } from './link-check';
import { redirectsStep } from './redirects';
import { pagePoliciesStep } from './csp';
import { pagePayloadsStep } from './page-payload';
import { scriptsAfterPaintStep } from './scripts-after-paint';

const STEPS: PostbuildStep[] = [
  // First, so that every later step sees the pages as they are served.
  { name: 'page payloads', run: pagePayloadsStep },
  { name: 'scripts after first paint', run: scriptsAfterPaintStep },
  // Images and files beside docs, under the hashed names their pages link to.
  { name: 'content assets', run: contentAssetsStep },
  { name: 'feeds', run: feedsStep },
  { name: 'sitemap and robots.txt', run: sitemapStep },
  { name: 'search index', run: (ctx) => searchIndexStep(ctx) },
  // Each score's MIDI file and performance, and the piano samples they need; before the link check.
  { name: 'music', run: musicStep },
  // Once the search index exists.
  { name: 'service worker', run: serviceWorkerStep },
  // Before the link check, since every page's head links its twin.
  { name: 'Markdown twins', run: markdownTwinsStep },
  { name: 'authoring findings', run: (ctx) => authoringFindingsStep(ctx) },
  // Drawn in a worker from the start, beside the steps above: it reads only the site's data and writes
  // only the cards' files, so that the link check after it finds them.
  { name: 'social cards', run: socialCardsStep, early: true },
  // The configured redirects and each post's Docusaurus address, once every route of the site exists
  // (a page of the site wins).
  { name: 'redirects', run: redirectsStep },
  // After every step that writes files, so that those count as existing.
  { name: 'link check', run: linkCheckStep },
  // Last, once every page is final.
  { name: 'Content-Security-Policy', run: pagePoliciesStep },
];

/** Runs the steps over the export in `out`; the exit status: 1 when the site must not be published. */
export async function runPostbuild(out: string): Promise<0 | 1> {
  const site: SiteData = { docs, mainDoc: mainDocOf(), blogPosts, listedPosts, blogFindings, unlisted: unlistedRoutes, docSectionOf, searchPageInfo, searchPageKeys };
  const ctx: PostbuildContext = { out, config: siteConfig, overlay, site, sourceOf: sourceFilesOf(site, siteConfig), ...readExport(out) };
  const results = await runSteps(STEPS, ctx);
  if (process.env.POSTBUILD_TIMINGS) console.error(timingsLine(results.timings));
  return reportPostbuild(ctx.pages.length, results, siteConfig) ? 1 : 0;
}
