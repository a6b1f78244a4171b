import { evaluate } from '@mdx-js/mdx';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rehypePlugins, remarkPluginsFor } from './mdx-plugins';

/**
 * Fixture in, expected out: each `fixtures/<name>.input.md(x)` goes through the site's whole MDX
 * pipeline and is rendered with stand-in components that show their props, and must give
 * `fixtures/<name>.output.html`.
 */
const dir = join(__dirname, 'fixtures');
const stub =
  (name: string) =>
  ({ children, ...props }: { children?: ReactNode }) =>
    createElement(`x-${name.toLowerCase()}`, { 'data-props': JSON.stringify(props) }, children);
const components = Object.fromEntries(['Admonition', 'AdmonitionTitle', 'Tabs', 'TabItem', 'TOCInline', 'Wrapper', 'Details'].map((n) => [n, stub(n)]));

export async function render(source: string, commonMark = false): Promise<string> {
  const { default: Content } = await evaluate(source, {
    ...runtime,
    remarkPlugins: remarkPluginsFor({ format: () => (commonMark ? 'md' : 'mdx') }),
    rehypePlugins,
  });
  // Shiki's colours are not what these fixtures are about.
  return renderToStaticMarkup(createElement(Content, { components })).replace(/ style="[^"]*"/g, '').replace(/></g, '>\n<');
}

describe('MDX pipeline fixtures', () => {
  for (const input of readdirSync(dir).filter((f) => /\.input\.mdx?$/.test(f))) {
    it(input, { timeout: 60_000 }, async () => {
      const html = await render(readFileSync(join(dir, input), 'utf8'), input.endsWith('.md'));
      await expect(html).toMatchFileSnapshot(join(dir, input.replace(/\.input\.mdx?$/, '.output.html')));
    });
  }
});

describe('errors', () => {
  it('fails on a theme import the site does not have, naming the import and the fix', async () => {
    await expect(render("import X from '@theme/DocItem';\n\nText\n")).rejects.toThrow(/1: the import "@theme\/DocItem" has nothing to resolve to on this site\. Docs may import @theme\/Admonition/);
    await expect(render("import X from '@site/src/x';\n")).rejects.toThrow(/"@site\/src\/x"/);
  });
});
