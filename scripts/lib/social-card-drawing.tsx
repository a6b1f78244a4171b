/**
 * Draws social cards (lib/seo/social-card.ts) as 1200×630 PNGs with Next's own image renderer
 * (`next/og`: satori and resvg, with the Geist font it ships), so no font or service is fetched. It runs
 * in the social card worker (social-card-worker.mjs), beside the other post-build steps.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { ImageResponse } from 'next/og';
import { SOCIAL_CARD_SIZE, titleFontSize, type SocialCard } from '../../lib/seo/social-card';
import { cardLogoDataUrl } from './social-card-logo';

/** A card to draw and the file to draw it into. */
export interface CardJob {
  card: SocialCard;
  file: string;
}

export interface DrawOptions {
  siteName: string;
  /** The logo's file, drawn beside the site's name; null for none (a logo on another host), and the card shows the name alone. */
  logoFile: string | null;
}

export interface DrawResult {
  drawn: number;
  /** The routes whose card was not drawn: the renderer wanted a font for characters Geist lacks, or an emoji's image. */
  refused: string[];
}

function CardImage({ card, siteName, logo }: { card: SocialCard; siteName: string; logo: string | null }) {
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '64px 72px', background: '#0b2a5b', color: '#ffffff' }}>
      <div style={{ display: 'flex', fontSize: 30, color: '#b9cdf5', letterSpacing: 1 }}>{card.section}</div>
      <div style={{ display: 'flex', fontSize: titleFontSize(card.title), lineHeight: 1.15, maxWidth: 1056 }}>{card.title}</div>
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 32 }}>
        {/* satori draws an <img> from a data URL; next/og's own elements are plain markup */}
        {logo && <img src={logo} width={52} height={52} alt="" style={{ marginRight: 20 }} />}
        {siteName}
      </div>
    </div>
  );
}

/**
 * Draws each job's card into its file. For a title with characters the font lacks, the renderer would
 * fetch a font from Google, and for an emoji its image from a CDN: that request is refused, no file is
 * written, and the route is returned.
 */
export async function drawCards(jobs: readonly CardJob[], { siteName, logoFile }: DrawOptions): Promise<DrawResult> {
  const logo = logoFile === null ? null : cardLogoDataUrl(readFileSync(logoFile));
  const refused: string[] = [];
  let asked: string | null;
  const realFetch = globalThis.fetch;
  // The renderer loads its WebAssembly from a data: URL; anything else would leave the machine.
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('data:')) return realFetch(input, init);
    asked = url;
    return Promise.reject(new Error(`the card renderer asked for ${url.slice(0, 80)}; social cards are drawn offline`));
  }) as typeof fetch;
  // The renderer logs the refused request with its stack; the step's finding names the page instead.
  const realError = console.error;
  let logged: unknown[][] = [];
  console.error = (...args: unknown[]) => void logged.push(args);
  try {
    for (const { card, file } of jobs) {
      asked = null;
      logged = [];
      const image = new ImageResponse(<CardImage card={card} siteName={siteName} logo={logo} />, SOCIAL_CARD_SIZE);
      let png: Buffer | null = null;
      try {
        png = Buffer.from(await image.arrayBuffer());
      } catch (error) {
        // A missing font is only logged, but a refused emoji image fails the whole render.
        if (asked === null) throw error;
      }
      if (asked === null && png) {
        // Written whole and then moved into place: the cache keeps a card by its name, and a build
        // stopped mid-write would otherwise leave a cut-short image that every later build copies.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, png);
        renameSync(partial, file);
        for (const args of logged) realError(...args);
      } else refused.push(card.route);
    }
  } finally {
    globalThis.fetch = realFetch;
    console.error = realError;
  }
  return { drawn: jobs.length - refused.length, refused };
}
