/**
 * The steps of `npm run build`, in order, named as BENCHMARKS.md names them. A step marked
 * `besidePrevious` starts with the step before it (scripts/lib/build-run.ts).
 *
 * scripts/build.ts runs the authoring checks and the post-build step, which read site.config.ts
 * through lib/site, in its own process (`run`), so that they evaluate the configuration and load the
 * site's modules once. The content build runs beside the checks in a process of its own (contentlayer2
 * evaluates the configuration in its own bundle of it wherever it runs); the type check and `next
 * build` stay commands.
 * Every step is also a shell command that runs it alone (run with the project's node_modules/.bin on
 * the PATH, as npm puts it there); the build benches time each step so, in a process of its own.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AUTHORING_FINDINGS_FILE } from './authoring-findings';
import { runCommand } from './build-run';
import { keepingTimesOfUnchanged } from './file-times';

export interface BuildStep {
  name: string;
  /** The step alone, in a process of its own. */
  command: string;
  /** The step inside the calling process; its exit status, 0 when it succeeded. */
  run?: () => Promise<number>;
  /**
   * Starts together with the step before it, whose files it neither reads nor writes, so that the two
   * share the machine's cores; the step after them waits for both. A command run so has its output
   * held until both have ended, so that it does not cut into the other step's.
   */
  besidePrevious?: boolean;
  /**
   * Starts beside the stage's first step, whose failure it would only repeat less clearly: when the
   * first step fails, this step is stopped and what it wrote is dropped. Run as Node with `nodeArgs`
   * (its `command` is the same process through a shell, which the build could not stop).
   */
  stoppedIfFirstFails?: boolean;
  nodeArgs?: readonly string[];
}

type StepEnv = Readonly<Record<string, string>>;

/** Variables as a shell command's prefix, for a step run alone. */
const prefix = (env: StepEnv) =>
  Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

/** Variables set in this process, for the steps run in it and the commands it starts after them. */
const setEnv = (env: StepEnv) => void Object.assign(process.env, env);

/**
 * Set for the steps after the authoring checks, which validated site.config.ts against the docs and
 * sidebars: lib/site then does not validate it again in each process that imports it.
 */
const VALIDATED_ENV: StepEnv = { SITE_CONFIG_VALIDATED: '1' };
export const CONFIG_VALIDATED = prefix(VALIDATED_ENV);

/**
 * The post-build step reads the site's data as `next build` rendered it: for a production export,
 * without drafts (lib/site leaves them in only outside production). Run by tsx, NODE_ENV is unset,
 * and a draft post would reach the feeds.
 */
const PRODUCTION_ENV: StepEnv = { NODE_ENV: 'production' };

const AUTHORING_ARGS = ['--quiet-warnings', '--findings', AUTHORING_FINDINGS_FILE];

/**
 * Loads the configuration, alone, and only then the module that checks with it. A site's own
 * CommonJS remark plugin (a Docusaurus site's `src/plugins/x.cjs`, loaded in site.config.ts with
 * createRequire) may `require` an ES-module package that the check imports too, such as
 * unist-util-visit. Imported together, Node can hand that `require` a module it has linked but not yet
 * run, and the build stopped with "Cannot require() ES Module … because it is not yet fully loaded"
 * in about half of its runs (nodejs/node#62130; canary in build-steps.test.ts).
 */
export async function configThenCheck<Config, Check>(loadConfig: () => Promise<Config>, loadCheck: () => Promise<Check>): Promise<[Config, Check]> {
  const config = await loadConfig();
  return [config, await loadCheck()];
}

async function authoringChecks(): Promise<number> {
  const [{ default: siteConfig }, { checkContent }] = await configThenCheck(
    () => import('../../site.config'),
    () => import('./check-content-run'),
  );
  const { status, lines } = await checkContent(AUTHORING_ARGS, siteConfig);
  for (const line of lines) console.error(line);
  if (status === 0) setEnv(VALIDATED_ENV);
  return status;
}

async function interactiveReference(): Promise<number> {
  const { writeInteractiveBundle } = await import('./interactive-bundle');
  const { kept } = await writeInteractiveBundle(process.cwd());
  if (!kept) console.log('interactive reference: bundled');
  return 0;
}

const NEXT_BUILD = `${CONFIG_VALIDATED} SITE_TYPECHECKED=1 NEXT_TELEMETRY_DISABLED=1 next build`;

/**
 * What `next build` writes again on every run, with the same content unless the routes changed, that
 * the type check reads: Next's route types and `.next/package.json`.
 */
export function nextTypeCheckedOutput(): string[] {
  const types = join('.next', 'types');
  return [join('.next', 'package.json'), ...(existsSync(types) ? readdirSync(types).map((name) => join(types, name)) : [])];
}

let postbuildModule: Promise<typeof import('./postbuild-run')> | undefined;

/** The post-build step's modules, which read the site's data as production when they load. */
function loadPostbuild(): Promise<typeof import('./postbuild-run')> {
  setEnv(PRODUCTION_ENV);
  return (postbuildModule ??= import('./postbuild-run'));
}

/**
 * `next build` in processes of its own; the files the type check reads keep their times when
 * unchanged. The post-build step's modules load meanwhile (they read only the generated content,
 * which is written by then): in the build's own process, which only waits while `next build` runs,
 * instead of after it.
 */
function nextBuild(): Promise<number> {
  const built = keepingTimesOfUnchanged(nextTypeCheckedOutput(), () => runCommand(NEXT_BUILD));
  // After the command has started, with its own environment: NODE_ENV is set for this process only.
  // A module that fails to load fails the post-build step, which awaits it again.
  loadPostbuild().catch(() => undefined);
  return built;
}

async function postbuild(): Promise<number> {
  const { runPostbuild } = await loadPostbuild();
  return runPostbuild(process.env.SITE_DIR ?? 'out');
}

/** What the post-build step reads: the site as the export has it. */
const SITE_DATA_ENV = prefix({ ...VALIDATED_ENV, ...PRODUCTION_ENV });

/** The content build in a process of its own, which the build stops when the authoring checks fail. */
const CONTENT_BUILD_ARGS = ['scripts/run-bundled.mjs', 'scripts/build-content.ts'];

export const BUILD_STEPS: readonly BuildStep[] = [
  { name: 'authoring checks', command: `node scripts/run-bundled.mjs scripts/check-content.ts ${AUTHORING_ARGS.join(' ')}`, run: authoringChecks },
  // Beside the checks, which mostly read and parse on one core while contentlayer2 compiles on the
  // other: after one edit the two took 1.2 and 1.3 s one after the other. The checks exist to stop the
  // build with a clearer message than contentlayer2's on a broken file, so when they fail the content
  // build is stopped and its messages dropped. It does not read the validated configuration (lib/site).
  { name: 'contentlayer2', command: `node ${CONTENT_BUILD_ARGS.join(' ')}`, nodeArgs: CONTENT_BUILD_ARGS, besidePrevious: true, stoppedIfFirstFails: true },
  // Before next build, whose /api page reads the bundle's manifest; beside the content build, which
  // compiles on one core while esbuild bundles on the other.
  { name: 'interactive reference', command: 'npm run build:interactive-reference', run: interactiveReference, besidePrevious: true },
  // The type check below is the build's; Next's own would check the same files again.
  { name: 'next build', command: NEXT_BUILD, run: nextBuild },
  { name: 'post-build', command: `${SITE_DATA_ENV} node scripts/run-bundled.mjs scripts/postbuild.ts`, run: postbuild },
  // After next build, which writes the route types that `npm run typecheck` has `next typegen` write,
  // and beside the post-build step, which reads none of the files it checks.
  { name: 'type check', command: 'node scripts/typecheck.mjs', besidePrevious: true },
];
