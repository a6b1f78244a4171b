/**
 * The post-build step on its own (scripts/lib/postbuild-run.ts), over the export in $SITE_DIR or out/.
 * `npm run build` runs the same step in its own process.
 */
import { runPostbuild } from './lib/postbuild-run';

process.exitCode = await runPostbuild(process.env.SITE_DIR ?? 'out');
