/**
 * The steps of `npm run build`, in order, named as BENCHMARKS.md names them. scripts/build.ts runs
 * them and the build benches time them one by one; each is a shell command run with the project's
 * node_modules/.bin on the PATH (npm puts it there). The content build and the type check are also
 * commands of their own (package.json), so the steps name those.
 */
import { AUTHORING_FINDINGS_FILE } from './authoring-findings';

export interface BuildStep {
  name: string;
  command: string;
}

/**
 * Set for the steps after the authoring checks, which validated site.config.ts against the docs and
 * sidebars: lib/site then does not validate it again in each process that imports it.
 */
export const CONFIG_VALIDATED = 'SITE_CONFIG_VALIDATED=1';

export const BUILD_STEPS: readonly BuildStep[] = [
  { name: 'authoring checks', command: `tsx --tsconfig scripts/tsconfig.json scripts/check-content.ts --quiet-warnings --findings ${AUTHORING_FINDINGS_FILE}` },
  { name: 'contentlayer2', command: 'npm run build:content' },
  { name: 'type check', command: 'npm run typecheck' },
  // The type check above is the build's; Next's own would check the same files again.
  { name: 'next build', command: `${CONFIG_VALIDATED} SITE_TYPECHECKED=1 NEXT_TELEMETRY_DISABLED=1 next build` },
  { name: 'post-build', command: `${CONFIG_VALIDATED} tsx --tsconfig scripts/tsconfig.json scripts/postbuild.ts` },
];
