import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getMDXComponent } from 'mdx-bundler/client';
import { bundleMDX } from 'mdx-bundler';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { VFile } from 'vfile';
import { docusaurusModules } from '@/components/mdx/docusaurus/modules';
import { IdealImage } from '@/components/mdx/docusaurus/IdealImage';
import { Mermaid } from '@/components/mdx/docusaurus/Mermaid';
import { ThemedImage } from '@/components/mdx/docusaurus/ThemedImage';
import { ASSET_URL_PREFIX, hashedAssetUrl } from './doc-assets';
import { mdxBundlerGlobals } from './docusaurus-modules';
import { rehypePlugins, remarkPluginsFor } from './mdx-plugins';
import { formatOf, frontMatterFormatOf } from './markdown-format';

/**
 * A small Docusaurus-shaped site (fixtures/docusaurus-site: docs in folders with `_category_.json`,
 * images and files beside the pages, `@site/static` paths, module imports, Mermaid), written here
 * after the shapes real Docusaurus sites use. Each page is compiled as the content layer compiles it
 * and rendered with the site's components: no Docusaurus source may show, and every image and file
 * must resolve to something the export will have.
 */
const site = join(__dirname, 'fixtures/docusaurus-site');
const docsDir = join(site, 'content/docs');
const pages = (function list(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? list(join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? [join(dir, entry.name)] : []));
})(docsDir);

/** Every file of the fixture's content by the URL the build publishes it under. */
const published = new Map(
  (function list(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? list(join(dir, entry.name)) : [join(dir, entry.name)]));
  })(docsDir).map((file) => [hashedAssetUrl(file, readFileSync(file)), file]),
);

const Link = ({ to, href, ...rest }: ComponentProps<'a'> & { to?: string }) => createElement('a', { href: to ?? href, ...rest });

async function render(file: string): Promise<string> {
  const sourceFilePath = relative(join(site, 'content'), file);
  const { code } = await bundleMDX({
    source: readFileSync(file, 'utf8'),
    globals: mdxBundlerGlobals(),
    mdxOptions(options) {
      const withSource = () => (_: unknown, vfile: VFile) => void Object.assign(vfile.data, { rawDocumentData: { sourceFilePath } });
      options.remarkPlugins = [...(options.remarkPlugins ?? []), withSource, ...remarkPluginsFor({ format: (source) => formatOf(file, frontMatterFormatOf(source)), root: site })];
      options.rehypePlugins = [...(options.rehypePlugins ?? []), ...rehypePlugins];
      return options;
    },
  });
  const Content = getMDXComponent(code, { ...docusaurusModules, DocusaurusLink: Link });
  return renderToStaticMarkup(createElement(Content, { components: { Mermaid, ThemedImage, IdealImage } }));
}

describe('a Docusaurus-shaped site', () => {
  it('has the pages the shapes need', () => {
    expect(pages.map((p) => relative(docsDir, p)).sort()).toEqual(['guides/diagrams.mdx', 'guides/routing.mdx', 'guides/site-values.mdx', 'intro.md']);
  });

  for (const page of pages) {
    it(`${relative(docsDir, page)} renders with no Docusaurus source left and every file found`, { timeout: 60_000 }, async () => {
      const html = await render(page);
      const text = html.replace(/<[^>]+>/g, ' ');
      for (const literal of ['import ', '@theme', '@docusaurus', '@site', 'require(', 'flowchart LR', 'stateDiagram', ':::']) expect(text).not.toContain(literal);
      const urls = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((url) => url.startsWith('/') && !url.startsWith('/docs/'));
      for (const url of urls) {
        if (url.startsWith(ASSET_URL_PREFIX)) expect(published.has(url), `${url} is a file beside a page`).toBe(true);
        else expect(existsSync(join(site, 'public', url)), `${url} is in public/`).toBe(true);
      }
    });
  }

  it('draws both diagrams as named SVGs with their labels', { timeout: 60_000 }, async () => {
    const html = await render(join(docsDir, 'guides/diagrams.mdx'));
    expect(html.match(/<svg id="mermaid-[^"]+" role="img"/g)).toHaveLength(2);
    expect(html).toContain('>Voice path</title>');
    expect(html).toContain('>Envelope stages</title>');
    for (const label of ['Oscillator', 'Filter', 'Amplifier', 'Attack', 'Release']) expect(html).toContain(`>${label}<`);
  });

  it("answers the modules with the site's values", { timeout: 60_000 }, async () => {
    const html = await render(join(docsDir, 'guides/site-values.mdx'));
    expect(html).toContain('<strong>Robin Vale</strong>');
    expect(html).toContain('Its logo is at /img/mark.svg.');
    expect(html).toContain('<a href="/docs/guides/routing">Read about routing</a>');
    expect(html).toContain('Hello, readers and goodbye.');
    expect(html).toContain('<span>Static fallback</span>');
    expect(html).toContain('<meta name="fixture" content="site values"/>');
  });
});
