/**
 * Draws the social cards (lib/seo/social-card.ts) as 1200×630 PNGs with Next's own image renderer
 * (`next/og`: satori and resvg, with the Geist font it ships), so no font or service is fetched.
 * Cards are kept in .next/cache/social-cards by what they show; a build draws only new ones.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ImageResponse } from 'next/og';
import { SOCIAL_CARD_SIZE, socialCardKey, socialCardPath, titleFontSize, type SocialCard } from '../../lib/seo/social-card';
import type { SiteConfig } from '../../lib/config/types';
import type { Finding } from '../../lib/checks/findings';
import type { PostbuildContext, SiteData, StepResult } from './postbuild-context';

/** Change when the design below changes, so every cached card is drawn again. */
const DESIGN_VERSION = '1';
const CACHE = join('.next', 'cache', 'social-cards');

function CardImage({ card, siteName, logo }: { card: SocialCard; siteName: string; logo: string }) {
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '64px 72px', background: '#0b2a5b', color: '#ffffff' }}>
      <div style={{ display: 'flex', fontSize: 30, color: '#b9cdf5', letterSpacing: 1 }}>{card.section}</div>
      <div style={{ display: 'flex', fontSize: titleFontSize(card.title), lineHeight: 1.15, maxWidth: 1056 }}>{card.title}</div>
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 32 }}>
        {/* satori draws an <img> from a data URL; next/og's own elements are plain markup */}
        <img src={logo} width={52} height={52} alt="" style={{ marginRight: 20 }} />
        {siteName}
      </div>
    </div>
  );
}

/**
 * Writes each card into `outDir` (at socialCardPath of its route) and returns how many were drawn
 * and how many came from the cache. For a title with characters the font lacks, the renderer would
 * fetch a font from Google: that request is refused, and the page gets the site-wide image at its
 * card's path instead, with a warning that names it.
 */
export async function writeSocialCards(
  cards: readonly SocialCard[],
  outDir: string,
  { siteName, logoFile, fallbackFile }: { siteName: string; logoFile: string; fallbackFile: string },
): Promise<{ drawn: number; cached: number; warnings: { route: string; message: string }[] }> {
  const logo = `data:image/svg+xml;base64,${readFileSync(logoFile).toString('base64')}`;
  mkdirSync(CACHE, { recursive: true });
  let drawn = 0;
  const warnings: { route: string; message: string }[] = [];
  let refused: string | null;
  const realFetch = globalThis.fetch;
  // The renderer loads its WebAssembly from a data: URL; anything else would leave the machine.
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('data:')) return realFetch(input, init);
    refused = url;
    return Promise.reject(new Error(`the card renderer asked for ${url.slice(0, 80)}; social cards are drawn offline`));
  }) as typeof fetch;
  try {
    for (const card of cards) {
      const cached = join(CACHE, `${socialCardKey(card, siteName, DESIGN_VERSION)}.png`);
      let source = cached;
      if (!existsSync(cached)) {
        refused = null;
        const image = new ImageResponse(<CardImage card={card} siteName={siteName} logo={logo} />, SOCIAL_CARD_SIZE);
        const png = Buffer.from(await image.arrayBuffer());
        if (refused === null) {
          writeFileSync(cached, png);
          drawn++;
        } else {
          source = fallbackFile;
          warnings.push({
            route: card.route,
            message: `its title "${card.title}" has characters the card font (Geist) lacks, so its link preview uses the site image. Set front matter \`image\` for this page.`,
          });
        }
      }
      const target = join(outDir, socialCardPath(card.route));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(source, target);
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return { drawn, cached: cards.length - drawn - warnings.length, warnings };
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
}: Pick<PostbuildContext, 'out' | 'site' | 'sourceOf'> & { config: Pick<SiteConfig, 'title' | 'navbar' | 'favicon' | 'image'> }): Promise<StepResult> {
  const cards = socialCardsOf(site);
  const { drawn, cached, warnings } = await writeSocialCards(cards, out, {
    siteName: config.title,
    logoFile: join('public', config.navbar.logo?.src ?? config.favicon),
    fallbackFile: join('public', config.image),
  });
  const findings: Finding[] = warnings.map((w) => ({ check: 'socialCards', file: sourceOf.get(w.route) ?? w.route, message: w.message }));
  return { summary: `${cards.length} social cards (${drawn} drawn, ${cached} from the cache)`, findings };
}
