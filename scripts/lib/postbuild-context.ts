/**
 * What the post-build steps (scripts/lib/postbuild-run.ts) share: the export, the site's configuration and
 * data, and the export's pages, read once. Each step is a function of this context that returns what
 * it produced; runSteps runs them in order and gathers their results for the closing report.
 */
import type { Doc } from 'contentlayer/generated';
import type { SiteOverlay } from '../../lib/config/overlay';
import type { SiteConfig } from '../../lib/config/types';
import type { Finding } from '../../lib/checks/findings';
import type { BrokenLink } from '../../lib/checks/links';
import type { BlogPost } from '../../lib/site/blog';
import type { PageInfo } from '../../lib/search/records';
import { listFiles, NEXT_NOT_FOUND_FILE, readExportPages, writeChangedPages, type ExportPage } from './export-files';
import { removeNotFoundRenders } from './not-found-renders';

/** The site's content as the steps need it (lib/site, passed in so that a test can give its own). */
export interface SiteData {
  /** Every doc of the build, of every version. */
  docs: readonly Doc[];
  /** The last version's main doc, which the docs' base route shows. */
  mainDoc?: Doc;
  blogPosts: readonly BlogPost[];
  /** Posts that appear in lists, feeds and search. */
  listedPosts: readonly BlogPost[];
  /** Found while the blog loaded (inline authors or tags, missing truncate markers): the build's first findings. */
  blogFindings: readonly Finding[];
  /** Routes of unlisted docs and posts: pages of their own, but in no sitemap or search. */
  unlisted: ReadonlySet<string>;
  docSectionOf: (doc: Doc) => string;
  searchPageInfo: (route: string) => PageInfo | null;
  searchPageKeys: (routes: readonly string[]) => Record<string, string>;
}

export interface PostbuildContext {
  out: string;
  config: SiteConfig;
  overlay: SiteOverlay;
  site: SiteData;
  /**
   * The served pages, read once. A step changes one through changeExportPage, so that later steps see
   * the change; runSteps writes every changed page into the export once, after the last step.
   */
  pages: ExportPage[];
  /** Next's own copy of the not-found page: served under no route, so only the Content-Security-Policy step touches it. */
  nextNotFound: ExportPage | undefined;
  /** The content file each route was made from, so that a finding names the file to fix. */
  sourceOf: ReadonlyMap<string, string>;
}

/** What a step produced, for the steps after it and the closing report. */
export interface StepResult {
  /** Its part of the closing summary line ("3 feeds"). */
  summary?: string;
  /** A line of its own, printed as the step ends. */
  log?: string;
  findings?: readonly Finding[];
  brokenLinks?: readonly BrokenLink[];
  /** Rules for `_headers`, which the last step writes after the pages' policies. */
  headers?: string;
}

/** The results of the steps so far, in step order. */
export interface StepResults {
  summary: string[];
  findings: Finding[];
  brokenLinks: BrokenLink[];
  headers: string[];
  /** Each step's wall-clock time, in the order they ran. */
  timings: StepTiming[];
}

export interface StepTiming {
  name: string;
  ms: number;
  /** Started with the first step and run beside the others (PostbuildStep.early). */
  early?: boolean;
}

export interface PostbuildStep {
  name: string;
  run: (ctx: PostbuildContext, earlier: Readonly<StepResults>) => StepResult | Promise<StepResult>;
  /**
   * Started with the first step, and its result awaited in its place in the order: for a step whose
   * work runs off this thread (in a worker), so that it runs beside the steps before its place. Such a
   * step sees no earlier step's results, and must not read what those steps write.
   */
  early?: boolean;
}

type Settled = { ok: true; result: StepResult; ms: number } | { ok: false; error: unknown };

/** Starts an early step; its outcome is kept, not thrown, until its place in the order. */
async function startEarly(step: PostbuildStep, ctx: PostbuildContext, now: () => number): Promise<Settled> {
  const started = now();
  const results: StepResults = { summary: [], findings: [], brokenLinks: [], headers: [], timings: [] };
  try {
    const result = await step.run(ctx, results);
    return { ok: true, result, ms: now() - started };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The served pages and Next's own not-found copy: what a step that rewrites every page goes over. */
export const everyPage = ({ pages, nextNotFound }: Pick<PostbuildContext, 'pages' | 'nextNotFound'>): ExportPage[] => (nextNotFound ? [...pages, nextNotFound] : [...pages]);

/**
 * The export's pages after the routes that rendered the not-found page are removed: removed first,
 * so that they answer 404 and no step lists them.
 */
export function readExport(out: string): Pick<PostbuildContext, 'pages' | 'nextNotFound'> {
  const files = listFiles(out);
  const removed = new Set(removeNotFoundRenders(out, files));
  const all = readExportPages(
    out,
    files.filter((file) => !removed.has(file)),
  );
  return { pages: all.filter((page) => page.file !== NEXT_NOT_FOUND_FILE), nextNotFound: all.find((page) => page.file === NEXT_NOT_FOUND_FILE) };
}

/** Which content file each route was made from; the docs' base route is the main doc's. */
export function sourceFilesOf(site: Pick<SiteData, 'docs' | 'mainDoc' | 'blogPosts'>, config: Pick<SiteConfig, 'docs'>): Map<string, string> {
  const sourceOf = new Map<string, string>();
  for (const doc of site.docs) sourceOf.set(doc.url, `content/${doc._raw.sourceFilePath}`);
  const { mainDoc } = site;
  if (mainDoc && !sourceOf.has(config.docs.routeBasePath)) sourceOf.set(config.docs.routeBasePath, `content/${mainDoc._raw.sourceFilePath}`);
  for (const post of site.blogPosts) sourceOf.set(post.url, post.sourceFile);
  return sourceOf;
}

/**
 * Runs the steps in order, the early ones started first (PostbuildStep.early); a step's log line is
 * printed in its place. Then writes the pages the steps changed. `now` is the clock, in ms.
 */
export async function runSteps(steps: readonly PostbuildStep[], ctx: PostbuildContext, log: (line: string) => void = console.log, now: () => number = () => performance.now()): Promise<StepResults> {
  const results: StepResults = { summary: [], findings: [...ctx.site.blogFindings], brokenLinks: [], headers: [], timings: [] };
  const early = new Map(steps.filter((step) => step.early).map((step) => [step, startEarly(step, ctx, now)]));
  for (const step of steps) {
    const started = now();
    let result: StepResult;
    let ms: number;
    const begun = early.get(step);
    try {
      if (begun) {
        const settled = await begun;
        if (!settled.ok) throw settled.error;
        ({ result, ms } = settled);
      } else {
        result = await step.run(ctx, results);
        ms = now() - started;
      }
    } catch (error) {
      // The reason goes into the message: the build's runner (tsx) prints an error without its cause.
      throw new Error(`The post-build step "${step.name}" failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    results.timings.push({ name: step.name, ms, ...(begun && { early: true }) });
    if (result.log) log(result.log);
    if (result.summary) results.summary.push(result.summary);
    results.findings.push(...(result.findings ?? []));
    results.brokenLinks.push(...(result.brokenLinks ?? []));
    if (result.headers) results.headers.push(result.headers);
  }
  writeChangedPages(ctx.out, everyPage(ctx));
  return results;
}

/** How the timings line starts, for what reads it back (bench/build-scale.ts). */
export const TIMINGS_LINE_START = 'post-build steps: ';

/**
 * One line with each step's time, slowest first, for a site that wants to know where its post-build
 * time goes (POSTBUILD_TIMINGS=1, which `npm run bench:scale` sets): "post-build steps: search
 * index 12.3 s, page payloads 4.0 s, …".
 */
export function timingsLine(timings: readonly StepTiming[]): string {
  const sorted = [...timings].sort((a, b) => b.ms - a.ms);
  return `${TIMINGS_LINE_START}${sorted.map(({ name, ms, early }) => `${name} ${(ms / 1000).toFixed(1)} s${early ? ' (beside the others)' : ''}`).join(', ')}`;
}
