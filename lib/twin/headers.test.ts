import { describe, expect, it } from 'vitest';
import { twinHeaders } from './headers';

describe('twinHeaders', () => {
  it('serves each twin as UTF-8 Markdown, the llms files as UTF-8 text and other files with their types', () => {
    expect(twinHeaders(['/', '/docs/a'], [['/openapi.yaml', 'application/yaml; charset=utf-8']])).toBe(
      [
        '',
        '/index.md',
        '  Content-Type: text/markdown; charset=utf-8',
        '',
        '/docs/a.md',
        '  Content-Type: text/markdown; charset=utf-8',
        '',
        '/llms.txt',
        '  Content-Type: text/plain; charset=utf-8',
        '',
        '/llms-full.txt',
        '  Content-Type: text/plain; charset=utf-8',
        '',
        '/openapi.yaml',
        '  Content-Type: application/yaml; charset=utf-8',
        '',
      ].join('\n'),
    );
  });

  it("writes the twin of a route with a space or a letter outside ASCII as the path the browser requests, as the page's own rule", () => {
    expect(twinHeaders(['/docs/My Page', '/docs/Café'])).toMatch(/^\/docs\/My%20Page\.md\n {2}Content-Type: text\/markdown; charset=utf-8\n\n\/docs\/Caf%C3%A9\.md\n/m);
  });
});
