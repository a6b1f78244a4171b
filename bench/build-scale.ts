/**
 * How the build grows with the size of the docs: the real `npm run build`, every step timed with the
 * peak memory of its processes, on this site plus N synthetic MDX pages (bench/lib/synthetic-docs.ts:
 * headings, code, tables, admonitions, math, links between pages and to their anchors, all listed in
 * the sidebar). Each size builds from clean in its own copy of the project (tracked and untracked
 * files, node_modules hard-linked), so the working tree and its caches are left alone.
 * Usage: npm run bench:scale [-- --pages 0,1000,3000] [-- --folded] [-- --write] [-- --keep]
 *   --pages  synthetic page counts, one clean build each (0: the site as it is)
 *   --folded the synthetic sections' categories start folded (collapsed: true); open otherwise
 *   --write  replaces the scale section of BENCHMARKS.md with this run's table
 *   --keep   leaves the copies (their paths are printed) to look at the output
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_STEPS, runStep, treeRssBytes, type StepResult } from './lib/build-steps';
import { stagesOf } from '../scripts/lib/build-run';
import { mb, seconds } from './lib/harness';
import { replaceSection } from './lib/report';
import { TIMINGS_LINE_START } from '../scripts/lib/postbuild-context';
import { syntheticDocs, withBenchCategory } from './lib/synthetic-docs';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '0,1000,3000' },
    write: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    folded: { type: 'boolean', default: false },
  },
});
const sizes = args.pages.split(',').map(Number);
const root = resolve('.');

/** A copy of the project as git sees it (tracked and untracked, not ignored), node_modules hard-linked. */
function copyProject(pages: number): string {
  const work = mkdtempSync(join(tmpdir(), `site-scale-${pages}-`));
  execSync(`git ls-files -z -co --exclude-standard | tar --null -T - -cf - | tar -xf - -C ${JSON.stringify(work)}`, { cwd: root, stdio: 'inherit' });
  // Hard links, not a symlink: Turbopack resolves packages inside the project root only.
  for (const modules of ['node_modules', 'server/node_modules']) {
    // npm installs the server workspace's packages into the root node_modules unless versions clash.
    if (modules !== 'node_modules' && !existsSync(join(root, modules))) continue;
    try {
      execFileSync('cp', ['-al', join(root, modules), join(work, modules)]);
    } catch {
      if (modules === 'node_modules') throw new Error('cp -al node_modules failed: the copy needs the same file system as the project');
    }
  }
  return work;
}

function addSyntheticDocs(work: string, pages: number): void {
  if (pages === 0) return;
  for (const file of syntheticDocs(pages, 1, { folded: args.folded })) {
    const path = join(work, 'content/docs', file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.source);
  }
  const sidebars = join(work, 'sidebars.ts');
  writeFileSync(sidebars, withBenchCategory(readFileSync(sidebars, 'utf8')));
}

interface SizeResult {
  pages: number;
  htmlPages: number;
  outBytes: number;
  steps: Map<string, StepResult>;
  stages: StageResult[];
}

/** Steps that ran together: the time until the last of them ended, and the peak of their processes' summed memory. */
interface StageResult {
  ms: number;
  peakBytes: number;
}

async function buildAt(pages: number): Promise<SizeResult> {
  const work = copyProject(pages);
  try {
    addSyntheticDocs(work, pages);
    // POSTBUILD_TIMINGS: the post-build step prints each of its own steps' times (scripts/lib/postbuild-context.ts).
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${join(work, 'node_modules/.bin')}:${process.env.PATH}`, NEXT_TELEMETRY_DISABLED: '1', POSTBUILD_TIMINGS: '1' };
    delete env.SITE_VARIANT;
    const steps = new Map<string, StepResult>();
    const stages: StageResult[] = [];
    // As `npm run build` runs them: a stage's steps together (scripts/lib/build-run.ts).
    for (const stage of stagesOf(BUILD_STEPS)) {
      const started = performance.now();
      // The memory of every process the stage started, at the same moments: its steps' peaks need not coincide.
      let peakBytes = 0;
      const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeRssBytes(process.pid) - process.memoryUsage().rss)), 250);
      const results = await Promise.all(stage.map((step) => runStep(step.command, { cwd: work, env }))).finally(() => clearInterval(sampler));
      stages.push({ ms: performance.now() - started, peakBytes: Math.max(peakBytes, ...results.map((result) => result.peakBytes)) });
      stage.forEach((step, i) => {
        const result = results[i]!;
        steps.set(step.name, result);
        process.stderr.write(
          `${pages} pages, ${step.name}: ${seconds(result.ms)} (CPU ${seconds(result.cpuMs ?? NaN)}), peak ${mb(result.peakBytes)}, load ${result.load.map((l) => l.toFixed(1)).join(' → ')}\n`,
        );
      });
    }
    const htmlPages = Number(execSync("find out -name '*.html' | wc -l", { cwd: work, encoding: 'utf8' }).trim());
    const outBytes = Number(execSync('du -sb out', { cwd: work, encoding: 'utf8' }).split('\t')[0]);
    return { pages, htmlPages, outBytes, steps, stages };
  } finally {
    if (args.keep) process.stderr.write(`kept ${work}\n`);
    else rmSync(work, { recursive: true, force: true });
  }
}

const results: SizeResult[] = [];
for (const pages of sizes) results.push(await buildAt(pages));

const stepNames = BUILD_STEPS.map((s) => s.name);
const total = (r: SizeResult) => r.stages.reduce((sum, s) => sum + s.ms, 0);
const totalCpu = (r: SizeResult) => [...r.steps.values()].reduce((sum, s) => sum + (s.cpuMs ?? NaN), 0);
const peak = (r: SizeResult) => Math.max(...r.stages.map((s) => s.peakBytes));
/** The post-build step's own line of its steps' times, slowest first. */
const postbuildSteps = (r: SizeResult) =>
  r.steps
    .get('post-build')
    ?.stderr.split('\n')
    .find((line) => line.startsWith(TIMINGS_LINE_START)) ?? `${TIMINGS_LINE_START}not reported`;
const loads = results.flatMap((r) => [...r.steps.values()].flatMap((s) => s.load));
const report = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${mb(totalmem())} of memory), Node ${process.versions.node}, by \`npm run bench:scale -- --pages ${args.pages}${args.folded ? ' --folded' : ''}\`: one clean \`npm run build\` per size. The machine's 1-minute load average ran from ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} during the run. As in \`npm run build\`, ${stagesOf(
    BUILD_STEPS,
  )
    .filter((stage) => stage.length > 1)
    .map((stage) => stage.map((step) => step.name).join(' and '))
    .join(', and ')} ran together: the total adds each group's longest, and the peak is of the group's processes together.`,
  '',
  `| Wall clock: synthetic pages (HTML pages in \`out/\`) | Total | ${stepNames.join(' | ')} | Peak memory | \`out/\` |`,
  `|---|---:|${stepNames.map(() => '---:').join('|')}|---:|---:|`,
  ...results.map(
    (r) =>
      `| ${r.pages.toLocaleString('en')} (${r.htmlPages.toLocaleString('en')}) | **${seconds(total(r))}** | ${stepNames.map((name) => seconds(r.steps.get(name)?.ms ?? 0)).join(' | ')} | ${mb(peak(r))} | ${mb(r.outBytes)} |`,
  ),
  '',
  `| CPU time (user + system) | Total | ${stepNames.join(' | ')} |`,
  `|---|---:|${stepNames.map(() => '---:').join('|')}|`,
  ...results.map((r) => `| ${r.pages.toLocaleString('en')} pages | **${seconds(totalCpu(r))}** | ${stepNames.map((name) => seconds(r.steps.get(name)?.cpuMs ?? NaN)).join(' | ')} |`),
  '',
  `| Peak memory by step | ${stepNames.join(' | ')} |`,
  `|---|${stepNames.map(() => '---:').join('|')}|`,
  ...results.map((r) => `| ${r.pages.toLocaleString('en')} pages | ${stepNames.map((name) => mb(r.steps.get(name)?.peakBytes ?? 0)).join(' | ')} |`),
  '',
  ...results.map((r) => `- ${r.pages.toLocaleString('en')} pages, wall clock, ${postbuildSteps(r)}`),
].join('\n');
console.log(report);
if (args.write) {
  replaceSection('BENCHMARKS.md', 'scale', report);
  console.log('\nBENCHMARKS.md updated.');
}
