/**
 * `npm run build:interactive-reference`: bundles the interactive API reference into
 * public/interactive-reference/ unless the bundle there is current (scripts/lib/interactive-bundle.ts).
 * `npm run build` and `npm run dev` run it first.
 */
import { writeInteractiveBundle } from './lib/interactive-bundle';

const { kept, manifest } = await writeInteractiveBundle(process.cwd());
console.log(`interactive reference: ${kept ? 'kept' : 'bundled'} (${manifest.script}, ${manifest.inputs.length} site files)`);
