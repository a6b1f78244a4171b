import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../lib/schema/frontmatter';
import { countWords, hasTruncateMarker } from '../lib/content/text';
import { factsOfSource } from '../lib/content/page-facts';
import { runContentChecks } from './lib/content-checks';
import { siteConfig } from '../lib/site/config';
import { loadSidebars } from '../lib/docs/sidebars-file';
import { readParameterFiles } from '../lib/vital/data';
import { restatedRanges } from '../lib/vital/restated-ranges';
import { isExcludedContent } from '../lib/content/exclude';

/** The content quality bar (issue: content): length, structure, metadata, no placeholders. */

const root = join(__dirname, '../content');
const files: string[] = [];
const walk = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    const path = relative(root, full).split('\\').join('/');
    // The e2e-only docs (built only in the e2e variant, SITE_VARIANT=e2e) are test fixtures, not the site's content.
    if (entry.isDirectory()) {
      if (path !== 'docs/e2e') walk(full);
    } else if (entry.name.endsWith('.mdx') && !isExcludedContent(path, siteConfig)) files.push(path); // docs.exclude and blog.exclude name files that are not pages
  }
};
walk(join(root, 'docs'));
walk(join(root, 'blog'));

const parameterData = readParameterFiles(join(root, 'data/vital'), 'content/data/vital');

const PLACEHOLDER = /\b(lorem|ipsum|TODO|TBD|FIXME)\b|coming soon/i;

/** Minimum words outside code blocks, by page. */
function minimumWords(path: string): number {
  if (path.startsWith('docs/Vital/UserGuide/')) return 600;
  if (path === 'docs/Vital/Vital-Code-Docs.mdx') return 1000;
  if (path.startsWith('blog/')) return 700;
  return 300;
}

function parts(path: string) {
  const source = readFileSync(join(root, path), 'utf8');
  const { data, body } = splitFrontMatter(source);
  return { frontmatter: data, body };
}

describe('content', () => {
  it('has every page of the spec', () => {
    const expected = [
      'docs/About.mdx',
      'docs/My-Pieces/Main.mdx',
      'docs/My-Pieces/Twelve.mdx',
      'docs/Vital/Overview.mdx',
      ...['Intro', 'Oscillators-and-Sampler', 'Filters', 'Envelopes-and-LFOs', 'Modulation', 'Effects', 'Global-Controls-and-Header-Bar', 'Wavetable-Editor', 'Advanced'].map(
        (p) => `docs/Vital/UserGuide/${p}.mdx`,
      ),
      'docs/Vital/Vital-Code-Docs.mdx',
    ];
    for (const page of expected) expect(files).toContain(page);
    expect(files.filter((f) => f.startsWith('blog/'))).toHaveLength(2);
  });

  for (const path of files) {
    describe(path, () => {
      const { frontmatter, body } = parts(path);
      it('has a title and a description for its meta tags', () => {
        expect(String(frontmatter.title ?? '').length).toBeGreaterThan(2);
        expect(String(frontmatter.description ?? '').length).toBeGreaterThanOrEqual(50);
      });
      it(`has at least ${minimumWords(path)} words`, () => {
        expect(countWords(factsOfSource(body).plainText)).toBeGreaterThanOrEqual(minimumWords(path));
      });
      it('is structured with h2 headings and has no h1 of its own', () => {
        expect(body).toMatch(/^## \S/m);
        expect(body.replace(/```[\s\S]*?```/g, '')).not.toMatch(/^# \S/m);
      });
      it('has no placeholder text', () => {
        expect(body.match(PLACEHOLDER)).toBeNull();
      });
      if (path.startsWith('docs/Vital/UserGuide/')) {
        it('has a parameter table, an equation and links to related pages', () => {
          expect(body).toMatch(/^\|.+\|\s*$|<ParameterTable table="[^"]+"/m);
          expect(body).toMatch(/\$\$[\s\S]+?\$\$|\$[^$\n]+\$/);
          expect(body).toMatch(/\]\(\/docs\/Vital\//);
        });
      }
      if (path.startsWith('docs/')) {
        it('states no range that a Vital parameter table states: it links to the row instead', () => {
          const restated = restatedRanges(readFileSync(join(root, path), 'utf8'), parameterData);
          expect(restated.map((r) => `content/${path}:${r.line}: "${r.stated}" is the range of ${r.row}; link to its row (#${r.anchor}) instead`)).toEqual([]);
        });
      }
      if (path.startsWith('docs/Vital/')) {
        it('gives no Markdown table cell "knob" in place of a range', () => {
          const cells = body
            .split('\n')
            .filter((line) => /^\|.+\|\s*$/.test(line) && !/^\|[\s|:-]+\|\s*$/.test(line))
            .flatMap((line) =>
              line
                .trim()
                .slice(1, -1)
                .split('|')
                .map((c) => c.trim()),
            );
          expect(cells.filter((cell) => /^knob$/i.test(cell))).toEqual([]);
        });
      }
      if (path.startsWith('blog/')) {
        it('is a post of 700 to 1,200 words by the owner, with tags and a truncate marker', () => {
          expect(countWords(factsOfSource(body).plainText)).toBeLessThanOrEqual(1200);
          expect(frontmatter.authors).toEqual([siteConfig.owner]);
          expect((frontmatter.tags as unknown[]).length).toBeGreaterThan(0);
          expect(hasTruncateMarker(body)).toBe(true);
        });
      }
    });
  }

  it('has valid Vital parameter data: every row with a range and a default, none saying "knob"', () => {
    const rows = parameterData.flatMap((file) => file.tables.flatMap((table) => table.rows));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.range).not.toMatch(/^\s*$|^knob$/i);
      expect(row.default).not.toMatch(/^\s*$/);
    }
  });

  it('builds with no errors and no warnings', { timeout: 30_000 }, async () => {
    const { errors, findings } = runContentChecks({ contentDir: root, config: siteConfig, ...(await loadSidebars()) });
    expect(errors).toEqual([]);
    expect(findings).toEqual([]);
  });
});
