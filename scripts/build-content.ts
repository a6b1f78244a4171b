/**
 * `npm run build:content`: the content build alone, as `npm run build` runs it (scripts/lib/content-build.ts):
 * contentlayer2's build, with the generated files the type check reads keeping their times when unchanged.
 */
import { buildContent } from './lib/content-build';

await buildContent();
