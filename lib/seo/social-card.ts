import { createHash } from 'node:crypto';
import { routeUrlPath } from '../markup/urls';

/**
 * Social cards: the image a link preview shows for a page (og:image, twitter:image). A doc or post
 * uses its front matter `image` when it has one; otherwise the build draws a card for it
 * (scripts/lib/social-cards.ts) with its title, its section and the site's name.
 */

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a generated card shows. */
export interface SocialCard {
  /** The page's route, e.g. /docs/Vital/UserGuide/Filters. */
  route: string;
  title: string;
  /** Where the page lives: its top sidebar category, "Docs" or "Blog". */
  section: string;
}

/** Where a page's generated card is served: /img/cards/<route>.png (/img/cards/index.png for /). */
export function socialCardPath(route: string): string {
  const path = route.replace(/^\/+|\/+$/g, '');
  return `/img/cards/${path === '' ? 'index' : path}.png`;
}

/**
 * The image of a page: front matter `image` when set (an absolute URL as written, a path from the
 * site's root, or a path relative to the static folder, as in Docusaurus), otherwise its card, at
 * the path a browser requests (the card's file is named after the route, `#`, `?` or `%` too).
 */
export function pageImage(route: string, image?: string | null): string {
  if (!image) return routeUrlPath(socialCardPath(route));
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(image) || image.startsWith('/')) return image;
  return `/${image.replace(/^\.\//, '')}`;
}

/** Everything a card's pixels depend on: a card is drawn again only when this changes. */
export function socialCardKey(card: SocialCard, siteName: string, designVersion: string): string {
  return createHash('sha256')
    .update(JSON.stringify([designVersion, siteName, card.title, card.section]))
    .digest('hex')
    .slice(0, 20);
}

/** Title size by length, so a long title still fits in three lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 28) return 84;
  if (title.length <= 56) return 68;
  return 54;
}
