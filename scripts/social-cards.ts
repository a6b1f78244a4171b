/**
 * The build step "social cards" on its own: draws the cards not in their cache yet, which the
 * post-build step then copies into the export (scripts/lib/postbuild-run.ts, drawSocialCardsAhead).
 */
import { drawSocialCardsAhead } from './lib/postbuild-run';

const log = await drawSocialCardsAhead();
if (log) console.log(log);
