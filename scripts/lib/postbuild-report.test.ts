import { describe, expect, it } from 'vitest';
import { reportPostbuild } from './postbuild-report';
import type { StepResults } from './postbuild-context';

const config = (onBrokenLinks: string) =>
  ({ checks: { onBrokenLinks, onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'throw', onDuplicateRoutes: 'ignore' }, blog: { onInlineTags: 'throw' } }) as never;
const printed = () => {
  const lines: string[] = [];
  const log = { log: (s: string) => lines.push(`log ${s}`), warn: (s: string) => lines.push(`warn ${s}`), error: (s: string) => lines.push(`error ${s}`) };
  return { lines, log };
};
const results = (over: Partial<StepResults> = {}): StepResults => ({ summary: ['3 feeds', '12 sitemap URLs'], findings: [], brokenLinks: [], headers: [], timings: [], ...over });

describe('the closing report', () => {
  it('sums up the steps on one line and passes without findings', () => {
    const { lines, log } = printed();
    expect(reportPostbuild(40, results(), config('throw'), log)).toBe(false);
    expect(lines).toEqual(['log postbuild: 40 pages, 3 feeds, 12 sitemap URLs.']);
  });

  it('sorts the findings by their check’s severity: warnings listed, errors fail, ignored ones dropped; unknown checks warn', () => {
    const { lines, log } = printed();
    const findings = [
      { check: 'onBrokenAnchors', file: 'content/docs/a.mdx', message: 'anchor' },
      { check: 'onInlineTags', file: 'content/blog/b.mdx', message: 'tag' },
      { check: 'onDuplicateRoutes', file: 'content/docs/c.mdx', message: 'duplicate' },
      { check: 'socialCards', file: 'content/docs/d.mdx', message: 'card' },
    ];
    expect(reportPostbuild(1, results({ summary: [], findings }), config('throw'), log)).toBe(true);
    expect(lines).toEqual([
      'log postbuild: 1 pages.',
      'warn \nBuild warnings (2):',
      'warn   [onBrokenAnchors] content/docs/a.mdx: anchor',
      'warn   [socialCards] content/docs/d.mdx: card',
      'error \nBuild errors (1):',
      'error   [onInlineTags] content/blog/b.mdx: tag',
    ]);
  });

  it('fails on broken links, warns of them or ignores them, as onBrokenLinks says', () => {
    const brokenLinks = [{ page: '/docs/a', sourceFile: 'content/docs/a.mdx', target: '/nowhere' }];
    const thrown = printed();
    expect(reportPostbuild(1, results({ brokenLinks }), config('throw'), thrown.log)).toBe(true);
    expect(thrown.lines[1]).toBe(
      'error \nBroken links found (1):\n- On page /docs/a (source: content/docs/a.mdx), these links go nowhere:\n    -> /nowhere\n\nFix each link in its source file (or add the missing page), then build again.',
    );
    const warned = printed();
    expect(reportPostbuild(1, results({ brokenLinks }), config('warn'), warned.log)).toBe(false);
    expect(warned.lines[1]).toMatch(/^warn \nBroken links found \(1\):/);
    const ignored = printed();
    expect(reportPostbuild(1, results({ brokenLinks }), config('ignore'), ignored.log)).toBe(false);
    expect(ignored.lines).toHaveLength(1);
  });
});
