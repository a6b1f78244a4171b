import { describe, expect, it } from 'vitest';
import { parameterTableReferences, parseParameterFile, resolveTable, rowAnchor, tablesByKey, ParameterDataError } from './parameters';
import { buildReference, referenceToc } from './reference';
import { parameterDataProblems } from './checks';
import { headingIdsFromHeadingLines } from '../content/page-facts';
import { splitFrontMatter } from '../schema/split-front-matter';

const PATH = 'content/data/vital/effects.yaml';

const good = `page: Vital/UserGuide/Effects
tables:
  - id: delay
    title: Delay
    anchor: delay
    rows:
      - control: Feedback
        range: "-100 % to 100 %"
        default: "50 %"
        description: How much of the delayed signal is fed back.
        source: src/common/synth_parameters.cpp
      - control: Voices
        range: 4, 8, 12 or 16
        default: 16
        description: Number of chorus voices.
        source: src/common/synth_parameters.cpp
`;

const withRow = (row: string) => `page: Vital/UserGuide/Effects
tables:
  - id: delay
    title: Delay
    anchor: delay
    rows:
${row}`;

describe('parseParameterFile', () => {
  it('reads a file into tables keyed by file stem and table id', () => {
    const file = parseParameterFile(good, PATH);
    expect(file.stem).toBe('effects');
    expect(file.page).toBe('Vital/UserGuide/Effects');
    expect(file.tables.map((t) => t.key)).toEqual(['effects/delay']);
    expect(file.tables[0]!.rows[0]).toMatchObject({ control: 'Feedback', range: '-100 % to 100 %', default: '50 %' });
  });

  it('keeps a number YAML parsed as text', () => {
    expect(parseParameterFile(good, PATH).tables[0]!.rows[1]!.default).toBe('16');
  });

  it('fails on a row without a range, naming the file, table and row', () => {
    const text = withRow('      - control: Feedback\n        default: "0 %"\n        description: Feeds back.\n        source: src/common/synth_parameters.cpp\n');
    expect(() => parseParameterFile(text, PATH)).toThrow(ParameterDataError);
    expect(() => parseParameterFile(text, PATH)).toThrow(/effects\.yaml, table "delay", row 1 \("Feedback"\): range/);
  });

  it('fails on an empty default', () => {
    const text = withRow('      - control: Mix\n        range: "0 % to 100 %"\n        default: ""\n        description: Dry and wet balance.\n        source: src/common/synth_parameters.cpp\n');
    expect(() => parseParameterFile(text, PATH)).toThrow(/row 1 \("Mix"\): default is empty/);
  });

  it('fails on "knob" as a range, whatever its case', () => {
    const text = withRow('      - control: Level\n        range: Knob\n        default: "0.50"\n        description: Output level.\n        source: src/common/synth_parameters.cpp\n');
    expect(() => parseParameterFile(text, PATH)).toThrow(/row 1 \("Level"\): range says "knob"/);
  });

  it('fails on an unknown key, so a misspelt field is not silently dropped', () => {
    const text = withRow(
      '      - control: Mix\n        range: "0 % to 100 %"\n        defualt: "50 %"\n        default: "50 %"\n        description: Balance.\n        source: src/common/synth_parameters.cpp\n',
    );
    expect(() => parseParameterFile(text, PATH)).toThrow(/defualt/);
  });

  it('fails on a source that is not a path in the Vital source', () => {
    const text = withRow('      - control: Mix\n        range: "0 % to 100 %"\n        default: "50 %"\n        description: Balance.\n        source: the manual\n');
    expect(() => parseParameterFile(text, PATH)).toThrow(/source must be a path/);
  });

  it('fails on two tables with one id, and on a table without rows', () => {
    const twice = `${good}  - id: delay\n    title: Again\n    anchor: delay\n    rows:\n      - control: X\n        range: "1"\n        default: "1"\n        description: Y.\n        source: src/a.cpp\n`;
    expect(() => parseParameterFile(twice, PATH)).toThrow(/two tables have the id "delay"/);
    const empty = 'page: Vital/UserGuide/Effects\ntables:\n  - id: delay\n    title: Delay\n    anchor: delay\n    rows: []\n';
    expect(() => parseParameterFile(empty, PATH)).toThrow(/table "delay": rows has no rows/);
  });

  it('fails on invalid YAML and on a file name that is no page stem', () => {
    expect(() => parseParameterFile('page: [', PATH)).toThrow(/not valid YAML/);
    expect(() => parseParameterFile(good, 'content/data/vital/Effects Page.yaml')).toThrow(/file name/);
  });
});

describe('table references', () => {
  const tables = tablesByKey([parseParameterFile(good, PATH)]);

  it('finds ParameterTable uses outside code, with their lines', () => {
    const mdx =
      'Intro\n\n<ParameterTable table="effects/delay" />\n\n```mdx\n<ParameterTable table="effects/nope" />\n```\n`<ParameterTable table="x/y" />` and <ParameterTable table=\'effects/chorus\'/>\n';
    expect(parameterTableReferences(mdx)).toEqual([
      { key: 'effects/delay', line: 3 },
      { key: 'effects/chorus', line: 8 },
    ]);
  });

  it('resolves a known key and explains an unknown one', () => {
    expect(resolveTable(tables, 'effects/delay').title).toBe('Delay');
    expect(() => resolveTable(tables, 'effects/dleay', 'content/docs/x.mdx:4')).toThrow(
      'content/docs/x.mdx:4: no parameter table "effects/dleay". Tables in content/data/vital/effects.yaml: effects/delay.',
    );
    expect(() => resolveTable(tables, 'filters/voice')).toThrow(/There is no content\/data\/vital\/filters\.yaml/);
  });
});

describe('rowAnchor', () => {
  it('joins the table id and the control label as a slug', () => {
    expect(rowAnchor('voice-filter', 'Cutoff')).toBe('voice-filter-cutoff');
    expect(rowAnchor('comb', 'CUT (Comb Blend Offset)')).toBe('comb-cut-comb-blend-offset');
    expect(rowAnchor('connection', '# (row number)')).toBe('connection-row-number');
  });
});

describe('parameterDataProblems', () => {
  const files = [parseParameterFile(good, PATH)];
  const page = { path: 'docs/Vital/UserGuide/Effects.mdx', source: '---\ntitle: Effects\n---\n\n## Delay\n\n<ParameterTable table="effects/delay" />\n' };

  it('accepts data whose page and anchors exist and whose references resolve', () => {
    expect(parameterDataProblems(files, [page])).toEqual([]);
  });

  it('names a missing page, a missing anchor and an unknown reference with its MDX file', () => {
    expect(parameterDataProblems(files, [])[0]).toMatch(/effects\.yaml: page "Vital\/UserGuide\/Effects" is no doc/);
    const noAnchor = { ...page, source: '## Echo\n\n<ParameterTable table="effects/delay" />\n' };
    expect(parameterDataProblems(files, [noAnchor])[0]).toMatch(/anchor "delay" is no heading id on content\/docs\/Vital\/UserGuide\/Effects\.mdx/);
    const badRef = { ...page, source: `${page.source}\n<ParameterTable table="effects/reverb" />\n` };
    expect(parameterDataProblems(files, [badRef])).toEqual([expect.stringMatching(/^content\/docs\/Vital\/UserGuide\/Effects\.mdx:9: no parameter table "effects\/reverb"/)]);
  });

  it("reads the page's heading lines alone, and confirms on the whole page what they seem to show wrong", () => {
    // Read alone, the setext heading is no heading, so its anchor seems missing; the whole page has it.
    const setext = { ...page, source: '---\ntitle: Effects\n---\n\nDelay\n-----\n\n```md\n## Echo\n```\n\n<ParameterTable table="effects/delay" />\n' };
    expect(parameterDataProblems(files, [setext])).toEqual([]);
    expect(headingIdsFromHeadingLines(splitFrontMatter(setext.source).body)).toEqual([]);
  });

  it('names a row whose anchor another row or a heading of the page already has', () => {
    const twice = parseParameterFile(good.replace('control: Voices', 'control: "Feedback!"'), PATH);
    expect(parameterDataProblems([twice], [page])).toEqual([expect.stringMatching(/row "Feedback!": its anchor "#delay-feedback" is also the anchor of .*row "Feedback"/)]);
    const heading = { ...page, source: `${page.source}\n## Delay feedback\n` };
    expect(parameterDataProblems(files, [heading])).toEqual([
      expect.stringMatching(/row "Feedback": its anchor "#delay-feedback" is also a heading id on content\/docs\/Vital\/UserGuide\/Effects\.mdx/),
    ]);
  });
});

describe('buildReference', () => {
  const filters = parseParameterFile(good.replace('page: Vital/UserGuide/Effects', 'page: Vital/UserGuide/Filters'), 'content/data/vital/filters.yaml');
  const effects = parseParameterFile(good, PATH);
  const pages = [
    { id: 'Vital/UserGuide/Filters', title: 'Filters', url: '/docs/Vital/UserGuide/Filters' },
    { id: 'Vital/UserGuide/Effects', title: 'Effects', url: '/docs/Vital/UserGuide/Effects' },
  ];

  it('orders groups as the sidebar orders their pages and links each table to its anchor', () => {
    const groups = buildReference([effects, filters], pages);
    expect(groups.map((g) => g.page.title)).toEqual(['Filters', 'Effects']);
    expect(groups[1]!.tables[0]).toMatchObject({ headingId: 'effects-delay', href: '/docs/Vital/UserGuide/Effects#delay' });
  });

  it('gives equal table titles of two pages distinct heading ids, listed in the table of contents', () => {
    const toc = referenceToc(buildReference([effects, filters], pages));
    expect(toc.map((t) => `${t.level}:${t.id}`)).toEqual(['2:filters-controls', '3:filters-delay', '2:effects-controls', '3:effects-delay']);
  });
});
