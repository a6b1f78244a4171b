import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown, renderMarkdownTexts, unwrapParagraph } from './markdown';

describe("the description's Markdown", () => {
  // shiki loads its grammars on first use: seconds on a busy machine, once.
  beforeAll(() => renderMarkdown('```json\n1\n```'), 60_000);

  it('renders code spans, emphasis, links and lists as CommonMark', async () => {
    const { html } = await renderMarkdown('Log in with `POST /Auth/login`, **then** [read on](#models):\n\n1. one\n2. two');
    expect(html).toBe('<p>Log in with <code>POST /Auth/login</code>, <strong>then</strong> <a href="#models">read on</a>:</p>\n<ol>\n<li>one</li>\n<li>two</li>\n</ol>');
  });

  it('drops raw HTML instead of passing it through', async () => {
    const { html } = await renderMarkdown('Under <b onclick="x()">construction</b>.\n\n<script>alert(1)</script>');
    expect(html).toBe('<p>Under construction.</p>');
  });

  it('links bare URLs (GFM)', async () => {
    expect((await renderMarkdown('Licence: https://www.elastic.co/licensing/elastic-license')).html).toContain('<a href="https://www.elastic.co/licensing/elastic-license">');
  });

  it('highlights fenced code with shiki', async () => {
    const { html } = await renderMarkdown('```json\n{"a": 1}\n```');
    expect(html).toMatch(/^<pre class="shiki dark-plus"/);
    expect(html).toContain('<span style="color:#9CDCFE">"a"</span>');
  });

  it('starts the headings at the level asked, keeping their order, and gives them ids for the navigation', async () => {
    const { html, headings } = await renderMarkdown('# Intro\n\ntext\n\n### Deeper\n\n## Errors', { headingsFrom: 2 });
    expect(html).toBe('<h2 id="intro">Intro</h2>\n<p>text</p>\n<h4 id="deeper">Deeper</h4>\n<h3 id="errors">Errors</h3>');
    expect(headings).toEqual([
      { level: 2, id: 'intro', text: 'Intro' },
      { level: 4, id: 'deeper', text: 'Deeper' },
      { level: 3, id: 'errors', text: 'Errors' },
    ]);
    expect((await renderMarkdown('## A')).html).toBe('<h2>A</h2>');
  });

  it('unwraps a lone paragraph to sit inline, and only then', () => {
    expect(unwrapParagraph('<p>The <code>C</code> root.</p>')).toBe('The <code>C</code> root.');
    expect(unwrapParagraph('<p>One.</p>\n<p>Two.</p>')).toBe('<p>One.</p>\n<p>Two.</p>');
    expect(unwrapParagraph('<ul>\n<li>x</li>\n</ul>')).toBe('<ul>\n<li>x</li>\n</ul>');
  });

  it('renders each distinct text once, keyed by its source', async () => {
    const map = await renderMarkdownTexts(['`a`', undefined, '`a`', '*b*']);
    expect([...map]).toEqual([
      ['`a`', '<p><code>a</code></p>'],
      ['*b*', '<p><em>b</em></p>'],
    ]);
  });
});
