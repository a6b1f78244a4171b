import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeExportPage, type ExportPage } from './export-files';
import { readExport, runSteps, sourceFilesOf, timingsLine, type PostbuildContext, type PostbuildStep } from './postbuild-context';

describe('the export the steps share', () => {
  it('is read once the not-found renders are gone, with Next’s own not-found copy apart from the served pages', () => {
    const out = mkdtempSync(join(tmpdir(), 'postbuild-'));
    try {
      const files: Record<string, string> = {
        'index.html': '<h1>Home</h1>',
        '404.html': '<h1>Not found</h1> NEXT_HTTP_ERROR_FALLBACK;404',
        '_not-found.html': '<h1>Not found</h1> NEXT_HTTP_ERROR_FALLBACK;404',
        'docs/About.html': '<h1>About</h1>',
        'docs/tags/_.html': '<script>self.__next_f.push([1,"NEXT_HTTP_ERROR_FALLBACK;404"])</script>',
        '_next/static/chunks/page.html': '<p>not a page</p>',
        'docs/About.txt': 'payload',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(out, file)), { recursive: true });
        writeFileSync(join(out, file), text);
      }
      const { pages, nextNotFound } = readExport(out);
      expect(pages).toEqual([
        { file: '404.html', route: '/404', html: files['404.html'] },
        { file: 'docs/About.html', route: '/docs/About', html: '<h1>About</h1>' },
        { file: 'index.html', route: '/', html: '<h1>Home</h1>' },
      ]);
      expect(nextNotFound).toEqual({ file: '_not-found.html', route: '/_not-found', html: files['_not-found.html'] });
      expect(existsSync(join(out, 'docs/tags'))).toBe(false);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('maps each route to the content file it was made from, the docs’ base route to the main doc', () => {
    const doc = (url: string, docId: string, dir = 'docs') => ({ url, docId, _raw: { sourceFilePath: `${dir}/${docId}.mdx` } });
    // An older version's About comes first in file order; the base route is the last version's.
    const older = doc('/docs/1.0/About', 'About', 'versioned_docs/version-1.0');
    const about = doc('/docs/About', 'About');
    const site = { docs: [doc('/docs/Intro', 'Intro'), older, about], mainDoc: about, blogPosts: [{ url: '/blog/2025/01/01/first', sourceFile: 'content/blog/first.mdx' }] } as never;
    expect(Object.fromEntries(sourceFilesOf(site, { docs: { mainDocId: 'About', routeBasePath: '/docs' } } as never))).toEqual({
      '/docs/Intro': 'content/docs/Intro.mdx',
      '/docs/1.0/About': 'content/versioned_docs/version-1.0/About.mdx',
      '/docs/About': 'content/docs/About.mdx',
      '/docs': 'content/docs/About.mdx',
      '/blog/2025/01/01/first': 'content/blog/first.mdx',
    });
  });
});

describe('running the steps', () => {
  const blogFinding = { check: 'onInlineTags', file: 'content/blog/a.mdx', message: 'inline tag' };
  const ctx = { out: 'out', pages: [], site: { blogFindings: [blogFinding] } } as unknown as PostbuildContext;

  it('runs them in order and gathers what each produced, after the blog’s findings', async () => {
    const seen: string[][] = [];
    const lines: string[] = [];
    const steps: PostbuildStep[] = [
      { name: 'a', run: () => ({ summary: '2 feeds', findings: [{ check: 'socialCards', file: 'x', message: 'm' }], headers: '\n/a\n' }) },
      { name: 'b', run: async () => ({ log: 'music: 1 score' }) },
      {
        name: 'c',
        run: (_, earlier) => {
          seen.push([...earlier.headers]);
          return { summary: '3 search records', brokenLinks: [{ page: '/', target: '/x' }], headers: '\n/c\n' };
        },
      },
    ];
    // A clock that moves 10, 20 and 30 ms over the three steps.
    const ticks = [0, 10, 10, 30, 30, 60];
    const results = await runSteps(
      steps,
      ctx,
      (line) => lines.push(line),
      () => ticks.shift()!,
    );
    expect(results).toEqual({
      summary: ['2 feeds', '3 search records'],
      findings: [blogFinding, { check: 'socialCards', file: 'x', message: 'm' }],
      brokenLinks: [{ page: '/', target: '/x' }],
      headers: ['\n/a\n', '\n/c\n'],
      timings: [
        { name: 'a', ms: 10 },
        { name: 'b', ms: 20 },
        { name: 'c', ms: 30 },
      ],
    });
    expect(seen).toEqual([['\n/a\n']]);
    expect(lines).toEqual(['music: 1 score']);
  });

  it('names the step that failed, and runs none after it', async () => {
    let ran = false;
    const steps: PostbuildStep[] = [
      {
        name: 'search index',
        run: () => {
          throw new Error('Pagefind could not start');
        },
      },
      {
        name: 'after',
        run: () => {
          ran = true;
          return {};
        },
      },
    ];
    await expect(runSteps(steps, ctx, () => {})).rejects.toThrow('The post-build step "search index" failed: Pagefind could not start');
    expect(ran).toBe(false);
  });

  it('starts an early step before the first, runs the others beside it, and takes its result in its place', async () => {
    const order: string[] = [];
    let finish!: (result: { summary: string }) => void;
    // The clock is what the steps set it to: payloads take 1 ms, feeds 2 ms (the early step ends as they
    // do, 3 ms after it began), the link check 1 ms.
    let t = 0;
    const steps: PostbuildStep[] = [
      { name: 'payloads', run: () => (order.push('payloads'), (t = 1), { summary: 'payloads' }) },
      { name: 'feeds', run: async () => (order.push('feeds'), (t = 3), finish({ summary: 'cards' }), { summary: 'feeds' }) },
      {
        name: 'cards',
        early: true,
        run: (_, earlier) => {
          order.push(`cards, after ${earlier.summary.length} steps`);
          return new Promise((resolve) => (finish = resolve));
        },
      },
      { name: 'link check', run: (_, earlier) => (order.push(`link check, after ${earlier.summary.join(' ')}`), (t = 4), {}) },
    ];
    const results = await runSteps(
      steps,
      ctx,
      () => {},
      () => t,
    );
    expect(order).toEqual(['cards, after 0 steps', 'payloads', 'feeds', 'link check, after payloads feeds cards']);
    expect(results.summary).toEqual(['payloads', 'feeds', 'cards']);
    expect(results.timings).toEqual([
      { name: 'payloads', ms: 1 },
      { name: 'feeds', ms: 2 },
      { name: 'cards', ms: 3, early: true },
      { name: 'link check', ms: 1 },
    ]);
  });

  it('reports an early step that failed in its place, after the steps before it', async () => {
    const ran: string[] = [];
    const steps: PostbuildStep[] = [
      { name: 'payloads', run: () => (ran.push('payloads'), {}) },
      { name: 'cards', early: true, run: () => Promise.reject(new Error('the worker stopped')) },
      { name: 'link check', run: () => (ran.push('link check'), {}) },
    ];
    await expect(runSteps(steps, ctx, () => {})).rejects.toThrow('The post-build step "cards" failed: the worker stopped');
    expect(ran).toEqual(['payloads']);
  });

  it('writes each page the steps changed into the export once, after the last step', async () => {
    const out = mkdtempSync(join(tmpdir(), 'postbuild-'));
    try {
      writeFileSync(join(out, 'index.html'), 'read');
      writeFileSync(join(out, 'about.html'), 'read');
      const pages: ExportPage[] = [
        { file: 'index.html', route: '/', html: 'read' },
        { file: 'about.html', route: '/about', html: 'read' },
      ];
      const onDisk: string[] = [];
      const steps: PostbuildStep[] = [
        { name: 'payloads', run: () => (changeExportPage(pages[0]!, 'joined'), {}) },
        // A later step sees the change in the list, while the export still holds the page as read.
        { name: 'policies', run: () => (onDisk.push(readFileSync(join(out, 'index.html'), 'utf8')), changeExportPage(pages[0]!, `${pages[0]!.html} and hashed`), {}) },
      ];
      await runSteps(steps, { ...ctx, out, pages } as PostbuildContext, () => {});
      expect(onDisk).toEqual(['read']);
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('joined and hashed');
      expect(pages.map((page) => page.changed)).toEqual([false, undefined]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('lists the steps and their times, slowest first, in seconds', () => {
    expect(
      timingsLine([
        { name: 'feeds', ms: 120 },
        { name: 'search index', ms: 12_345 },
        { name: 'page payloads', ms: 4_000 },
      ]),
    ).toBe('post-build steps: search index 12.3 s, page payloads 4.0 s, feeds 0.1 s');
    expect(timingsLine([{ name: 'social cards', ms: 18_000, early: true }])).toBe('post-build steps: social cards 18.0 s (beside the others)');
  });
});
