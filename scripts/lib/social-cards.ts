/**
 * Social cards: a 1200×630 image for each doc and post without a front matter image
 * (lib/seo/social-card.ts). Cards are kept in .next/cache/social-cards by what they show, and only new
 * ones are drawn, in a worker thread (social-card-worker.mjs) that the post-build step starts first and
 * that draws beside its other steps, which run on one core (postbuild-run.ts).
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { socialCardKey, socialCardPath, type SocialCard } from '../../lib/seo/social-card';
import { configuredPublicFile } from '../../lib/checks/config-files';
import type { SiteConfig } from '../../lib/config/types';
import type { Finding } from '../../lib/checks/findings';
import type { CardJob, DrawOptions, DrawResult } from './social-card-drawing';
import type { PostbuildContext, SiteData, StepResult } from './postbuild-context';

/** Change when the design (social-card-drawing.tsx) changes, so every cached card is drawn again. */
const DESIGN_VERSION = '1';
const CACHE = join('.next', 'cache', 'social-cards');

/** Draws the jobs' cards in a worker thread (social-card-worker.mjs). */
export function drawInWorker(jobs: readonly CardJob[], options: DrawOptions): Promise<DrawResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./social-card-worker.mjs', import.meta.url), { workerData: { jobs, options } });
    let result: DrawResult | undefined;
    worker.once('message', (message: DrawResult) => (result = message));
    worker.once('error', reject);
    worker.once('exit', (code) => (result && code === 0 ? resolve(result) : reject(new Error(`The social card worker stopped with exit code ${code} before it had drawn every card.`))));
  });
}

/**
 * Writes each card into `outDir` (at socialCardPath of its route), drawing the ones not in the cache
 * first. A card the renderer refused (characters the font lacks, an emoji) gets the site-wide image at its
 * card's path instead, with a warning that names it; with no such file (the site image is on another
 * host), nothing is at the card's path, which the page's og:image still names, and the warning says so.
 */
export async function writeSocialCards(
  cards: readonly SocialCard[],
  outDir: string,
  { siteName, logoFile, fallbackFile, cacheDir = CACHE }: DrawOptions & { fallbackFile: string | null; cacheDir?: string },
  draw: (jobs: readonly CardJob[], options: DrawOptions) => Promise<DrawResult> = drawInWorker,
): Promise<{ drawn: number; cached: number; warnings: { route: string; message: string }[] }> {
  const cardFiles: CardJob[] = cards.map((card) => ({ card, file: join(cacheDir, `${socialCardKey(card, siteName, DESIGN_VERSION)}.png`) }));
  const jobs = cardFiles.filter(({ file }) => !existsSync(file));
  mkdirSync(cacheDir, { recursive: true });
  const { drawn, refused } = jobs.length > 0 ? await draw(jobs, { siteName, logoFile }) : { drawn: 0, refused: [] };
  const refusedRoutes = new Set(refused);
  const warnings = cards
    .filter((card) => refusedRoutes.has(card.route))
    .map((card) => ({
      route: card.route,
      message: `its title "${card.title}" has characters the card font (Geist) lacks, or an emoji, which the card would have to fetch, so ${fallbackFile ? 'its link preview uses the site image' : 'its link preview has no image (the site image is on another host, so it cannot stand in for the card)'}. Set front matter \`image\` for this page.`,
    }));
  for (const { card, file } of cardFiles) {
    const source = refusedRoutes.has(card.route) ? fallbackFile : file;
    if (source === null) continue;
    const target = join(outDir, socialCardPath(card.route));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
  return { drawn, cached: cards.length - jobs.length, warnings };
}

/** The docs and posts without a front matter image: their og:image points to their card. */
export function socialCardsOf(site: Pick<SiteData, 'docs' | 'blogPosts' | 'docSectionOf'>): SocialCard[] {
  return [
    ...site.docs.filter((doc) => !doc.image).map((doc) => ({ route: doc.url, title: doc.pageTitle, section: site.docSectionOf(doc) })),
    ...site.blogPosts.filter((post) => !post.image).map((post) => ({ route: post.url, title: post.title, section: 'Blog' })),
  ];
}

/** The post-build step "social cards"; a card that fell back to the site image is a finding on its page's source. */
export async function socialCardsStep({
  out,
  config,
  site,
  sourceOf,
  draw = drawInWorker,
}: Pick<PostbuildContext, 'out' | 'site' | 'sourceOf'> & { config: Pick<SiteConfig, 'title' | 'navbar' | 'favicon' | 'image'>; draw?: typeof drawInWorker }): Promise<StepResult> {
  const cards = socialCardsOf(site);
  const { drawn, cached, warnings } = await writeSocialCards(
    cards,
    out,
    {
      siteName: config.title,
      // A logo on another host is not fetched: the card shows the site's name alone.
      logoFile: configuredPublicFile(config.navbar.logo?.src ?? config.favicon),
      fallbackFile: configuredPublicFile(config.image),
    },
    draw,
  );
  const findings: Finding[] = warnings.map((w) => ({ check: 'socialCards', file: sourceOf.get(w.route) ?? w.route, message: w.message }));
  return { summary: `${cards.length} social cards (${drawn} drawn, ${cached} from the cache)`, findings };
}
