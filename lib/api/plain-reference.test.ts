import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { highlight, responseExampleTitle } from './plain-reference';

describe('highlighted samples', () => {
  beforeAll(() => highlight('1', 'json'), 60_000);

  it('keep every character and colour, with the block colour as bare text and no line wrappers', async () => {
    const html = await highlight('{ "name": "B",\n  "n": 1 }', 'json');
    expect(html).toMatch(/^<pre class="shiki dark-plus" style="background-color:#1E1E1E;color:#D4D4D4" tabindex="0"><code>/);
    expect(html).not.toContain('class="line"');
    expect(html).not.toMatch(/color:#D4D4D4"><\/span>|<span style="color:#D4D4D4">/i);
    expect(html).toContain('<span style="color:#9CDCFE">"name"</span>: <span style="color:#CE9178">"B"</span>,\n');
    expect(html.replace(/<[^>]+>/g, '').replace(/&#x22;|&quot;/g, '"')).toBe('{ "name": "B",\n  "n": 1 }');
  });

  afterEach(() => vi.restoreAllMocks());

  it('highlight a line however long its tokenizing takes, as the first JavaScript line of a loaded build', async () => {
    // Each reading of the clock a second later: a line past shiki's default limit of 500 ms.
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const html = await highlight("const response = await fetch('https://x.example/a', {\n  method: 'POST',\n});", 'js');
    expect(html).toContain('<span style="color:#569CD6">const</span>');
    expect(html).toContain('<span style="color:#CE9178">\'https://x.example/a\'</span>');
  });

  it('title response examples by status and summary', () => {
    expect(responseExampleTitle('200', 'C major')).toBe('Response 200: C major');
    expect(responseExampleTitle('4XX', undefined)).toBe('Response 4XX');
  });
});
