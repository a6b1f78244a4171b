/**
 * The build step "social cards" on its own (scripts/lib/social-cards.ts): draws into the cache the
 * cards the post-build step copies into the export. `npm run build` runs it beside `next build`.
 */
import { drawSocialCardsAhead } from './lib/postbuild-run';

process.exitCode = await drawSocialCardsAhead();
