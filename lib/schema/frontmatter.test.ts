import { describe, expect, it } from 'vitest';
import { checkFrontMatter, DOC_FRONT_MATTER, POST_FRONT_MATTER, splitFrontMatter } from './frontmatter';

describe('splitFrontMatter', () => {
  it('reads LF front matter and returns the body after it', () => {
    expect(splitFrontMatter('---\ntitle: A\n---\nBody\n')).toEqual({ data: { title: 'A' }, body: 'Body\n', lines: 3 });
  });

  it('reads CRLF line endings and a byte-order mark', () => {
    const { data, body, lines } = splitFrontMatter('\uFEFF---\r\ntitle: A\r\nsidebar_position: 2\r\n---\r\nBody');
    expect(data).toEqual({ title: 'A', sidebar_position: 2 });
    expect(body).toBe('Body');
    expect(lines).toBe(4);
  });

  it('treats a file without front matter as all body', () => {
    expect(splitFrontMatter('# Title')).toEqual({ data: {}, body: '# Title', lines: 0 });
  });

  it('reports YAML that does not parse, or is not a map', () => {
    expect(splitFrontMatter('---\ntitle: [a\n---\n').error).toContain('not valid YAML');
    expect(splitFrontMatter('---\n- a\n---\n').error).toContain('must be a map');
  });
});

describe('doc front matter', () => {
  const check = (data: Record<string, unknown>) => checkFrontMatter(DOC_FRONT_MATTER, data, 'content/docs/A.mdx');

  it('accepts every key of Docusaurus docs that takes effect here', () => {
    const report = check({
      id: 'a',
      title: 'A',
      description: 'd',
      slug: '/a',
      sidebar_label: 'A',
      sidebar_position: 1.5,
      sidebar_class_name: 'x',
      hide_title: true,
      hide_table_of_contents: false,
      toc_min_heading_level: 2,
      toc_max_heading_level: 4,
      pagination_label: 'A',
      pagination_prev: null,
      pagination_next: 'b',
      parse_number_prefixes: true,
      keywords: ['k'],
      image: '/i.png',
      tags: ['t', { label: 'T', permalink: '/t' }],
      draft: false,
      unlisted: false,
      last_update: { date: '2025-01-01', author: 'R' },
      custom_edit_url: null,
      format: 'mdx',
    });
    expect(report).toEqual(expect.objectContaining({ errors: [], warnings: [] }));
    expect(report.data?.pagination_prev).toBeNull();
  });

  it('names the file, the key and the expected type of a wrong value', () => {
    expect(check({ title: 'A', sidebar_position: 'first' }).errors).toEqual(['content/docs/A.mdx: front matter "sidebar_position" must be a number, not "first".']);
    expect(check({ title: 'A', hide_title: 'yes' }).errors[0]).toBe('content/docs/A.mdx: front matter "hide_title" must be true or false, not "yes".');
    expect(check({ title: 'A', toc_max_heading_level: 7 }).errors[0]).toContain('"toc_max_heading_level" must be a whole number from 2 to 6, not 7');
    expect(check({ title: 'A', tags: ['ok', 3] }).errors[0]).toContain('"tags" must be a list of tag keys or {label, permalink} maps; "tags.1" is not');
    expect(check({ title: 'A', id: 'a/b' }).errors[0]).toContain('"id" must be a text id without "/"');
  });

  it('takes a doc without front matter (the title then comes from the body or the file name)', () => {
    expect(check({}).errors).toEqual([]);
    expect(check({ title: 3 }).errors).toEqual(['content/docs/A.mdx: front matter "title" must be text, not 3.']);
  });

  it('rejects ToC levels in the wrong order', () => {
    expect(check({ title: 'A', toc_min_heading_level: 4, toc_max_heading_level: 3 }).errors[0]).toContain('toc_min_heading_level must not be above toc_max_heading_level');
  });

  it('warns of an unknown key, naming it', () => {
    const report = check({ title: 'A', sidebar_postion: 1 });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([expect.objectContaining({ key: 'sidebar_postion', message: expect.stringContaining('unknown front matter key "sidebar_postion"') })]);
  });

  it('warns, with the reason, about the Docusaurus keys that have no effect on a doc', () => {
    const report = check({ title: 'A', displayed_sidebar: null, sidebar_custom_props: { a: 1 } });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      { key: 'displayed_sidebar', message: expect.stringContaining('"displayed_sidebar" has no effect') },
      { key: 'sidebar_custom_props', message: expect.stringContaining('"sidebar_custom_props" has no effect') },
    ]);
  });
});

describe('post front matter', () => {
  const base = { title: 'P', date: '2025-01-25', description: 'd', authors: ['robin'] };

  it('accepts the keys posts use', () => {
    expect(checkFrontMatter(POST_FRONT_MATTER, { ...base, tags: ['t'], draft: false, slug: '/welcome' }, 'p.mdx')).toMatchObject({ errors: [], warnings: [] });
  });

  it("names its authors by `authors` or by Docusaurus's older `author`, or none, as in Docusaurus", () => {
    const { authors, ...unnamed } = base;
    expect(authors).toEqual(['robin']);
    expect(checkFrontMatter(POST_FRONT_MATTER, { ...unnamed, author: 'Sam Reed', author_title: 'Maintainer', authorURL: 'https://sam.example' }, 'p.mdx')).toMatchObject({ errors: [], warnings: [] });
    expect(checkFrontMatter(POST_FRONT_MATTER, unnamed, 'p.mdx')).toMatchObject({ errors: [], warnings: [] });
  });

  it("takes a post's format, which its page is compiled by as a doc's is, and names a wrong value", () => {
    expect(checkFrontMatter(POST_FRONT_MATTER, { ...base, format: 'md' }, 'p.mdx')).toMatchObject({ errors: [], warnings: [] });
    expect(checkFrontMatter(POST_FRONT_MATTER, { ...base, format: 'markdown' }, 'p.mdx').errors[0]).toContain('"md", "mdx" or "detect"');
  });

  it('bounds the table of contents levels as for docs, and takes tag keys only', () => {
    expect(checkFrontMatter(POST_FRONT_MATTER, { ...base, keywords: ['k'], hide_table_of_contents: true, toc_min_heading_level: 2, toc_max_heading_level: 3 }, 'p.mdx').errors).toEqual([]);
    expect(checkFrontMatter(POST_FRONT_MATTER, { ...base, toc_min_heading_level: 4, toc_max_heading_level: 3 }, 'p.mdx').errors[0]).toContain(
      'toc_min_heading_level must not be above toc_max_heading_level',
    );
    expect(checkFrontMatter(POST_FRONT_MATTER, { ...base, tags: [{ label: 'T', permalink: '/t' }] }, 'p.mdx').errors[0]).toBe(
      'p.mdx: front matter "tags" must be a list of tag keys; "tags.0" is not.',
    );
  });

  it('leaves the title, the date and the description out, as Docusaurus does, and names a wrong type', () => {
    // The file name's date and the first paragraph stand in for them (lib/blog/posts.ts, lib/content/page-facts.ts).
    const { date: _date, description: _description, ...withoutEither } = base;
    expect(checkFrontMatter(POST_FRONT_MATTER, withoutEither, 'p.mdx').errors).toEqual([]);
    const { title: _title, ...withoutTitle } = base;
    // The body's "# heading", else the file name, titles it (contentlayer.config.ts, pageTitle).
    expect(checkFrontMatter(POST_FRONT_MATTER, withoutTitle, 'p.mdx').errors).toEqual([]);
    expect(checkFrontMatter(POST_FRONT_MATTER, { ...base, draft: 'no' }, 'p.mdx').errors[0]).toBe('p.mdx: front matter "draft" must be true or false, not "no".');
  });
});
