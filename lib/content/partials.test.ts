import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { bundleMDX } from 'mdx-bundler';
import { VFile } from 'vfile';
import { getMDXComponent } from 'mdx-bundler/client';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rehypePlugins, remarkPluginsFor } from './mdx-plugins';
import { contentDocumentData } from './compiled-file';
// contentlayer2's own file lister (@contentlayer2/source-files), which reads contentDirExclude.
import glob from 'fast-glob';
import { isPartialImport, isPartialPath, PARTIAL_GLOBS } from './partials';
import { MDX_PROVIDER, mdxBundlerGlobals, providerImportSource } from './docusaurus-modules';

describe('which files are partials', () => {
  it('are .md/.mdx files or folders whose name starts with _', () => {
    expect(isPartialPath('docs/guides/_intro.mdx')).toBe(true);
    expect(isPartialPath('docs/_shared/setup.md')).toBe(true);
    expect(isPartialPath('docs/guides/intro.mdx')).toBe(false);
    expect(isPartialPath('docs/guides/_category_.json')).toBe(false);
    expect(isPartialImport('./_intro.mdx')).toBe(true);
    expect(isPartialImport('../shared/_setup.md')).toBe(true);
    expect(isPartialImport('@site/src/x')).toBe(false);
    expect(isPartialImport('@site/shared/_contributing.mdx')).toBe(true);
  });

  it("are what the content build's exclude globs leave out, so that no partial becomes a page of its own", () => {
    const dir = mkdtempSync(join(tmpdir(), 'partials-'));
    try {
      const paths = ['docs/a/_intro.mdx', 'docs/_shared/setup.md', 'docs/a/intro.mdx', 'versioned_docs/version-1.0/_p.md', 'versioned_docs/version-1.0/g/x.mdx', 'blog/_draft-notes.md', 'blog/2025-01-25-post.mdx', 'blog/2021/05-12-launch/index.md', 'blog/2021/05-12-launch/_notes.md', 'blog/2021/_shared/x.md'];
      for (const path of paths) {
        mkdirSync(join(dir, path, '..'), { recursive: true });
        writeFileSync(join(dir, path), '');
      }
      const listed = glob.sync('**/*.{md,mdx}', { cwd: dir, ignore: [...PARTIAL_GLOBS] });
      expect(listed.sort()).toEqual(paths.filter((path) => !isPartialPath(path)).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const stub =
  (name: string) =>
  ({ children, ...props }: { children?: ReactNode }) =>
    createElement(`x-${name.toLowerCase()}`, { 'data-props': JSON.stringify(props) }, children);
const components = Object.fromEntries(['Admonition', 'Tabs', 'TabItem'].map((n) => [n, stub(n)]));

/** Through mdx-bundler, as the content layer compiles a doc and the partials (files on disk) it imports. */
async function renderWithPartials(source: string, files: Record<string, string>, asDocument = false): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'partials-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  // contentlayer2's first step puts the document's data on every file it compiles, its partials' too:
  // here a document in the temporary folder, named by its path from content/.
  const document = `${relative(join(process.cwd(), 'content'), dir).split(sep).join('/')}/page.mdx`;
  const documentData = () => (_tree: unknown, file: VFile) => void (asDocument && Object.assign(file.data, contentDocumentData(document)));
  const { code } = await bundleMDX({
    source,
    cwd: dir,
    mdxOptions: (options) => ({ ...options, remarkPlugins: [documentData, ...(options.remarkPlugins ?? []), ...remarkPluginsFor()], rehypePlugins, format: 'mdx', mdxExtensions: ['.mdx', '.md'] }),
  });
  rmSync(dir, { recursive: true, force: true });
  return renderToStaticMarkup(createElement(getMDXComponent(code), { components }));
}

describe('partials imported by a doc', () => {
  it('render in place, admonitions and tabs included, from .mdx and .md files', { timeout: 60_000 }, async () => {
    const html = await renderWithPartials(
      ["import Intro from './_intro.mdx';", "import Setup from './_setup.md';", '', '# Page', '', '<Intro />', '', '<Setup />', ''].join('\n'),
      {
        './_intro.mdx': ':::tip[Shared tip]\nFrom the **partial**.\n:::\n',
        './_setup.md': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\" label=\"A\">Tab text.</TabItem>\n</Tabs>\n\n<!-- a comment -->\n",
      },
    );
    // "Expected component Admonition to be defined" was the failure without the page's components.
    expect(html).toContain('<x-admonition data-props="{&quot;type&quot;:&quot;tip&quot;,&quot;title&quot;:&quot;Shared tip&quot;}">');
    expect(html).toContain('From the <strong>partial</strong>.');
    expect(html).toContain('<x-tabitem data-props="{&quot;value&quot;:&quot;a&quot;,&quot;label&quot;:&quot;A&quot;}">Tab text.</x-tabitem>');
    expect(html).not.toMatch(/:::|import |<!--/);
  });

  it('render from the project folder by @site/, as Docusaurus sites share text between versions', { timeout: 60_000 }, async () => {
    // The project folder is the working directory; the e2e real-site fixture keeps a partial outside content/.
    const html = await renderWithPartials(["import Shared from '@site/e2e/site/_shared-note.mdx';", '', '<Shared />', ''].join('\n'), {});
    expect(html).toContain('<x-admonition data-props="{&quot;type&quot;:&quot;note&quot;}">');
    expect(html).toContain('kept outside the content folder');
    expect(html).not.toMatch(/import |@site/);
  });

  it("render from the site's docs folder by @site/docs/, which is content/docs here, inside an mdx-code-block fence too", { timeout: 60_000 }, async () => {
    const html = await renderWithPartials(['```mdx-code-block', "import Cables from '@site/docs/e2e/docusaurus-site/_partials/_cable-colours.md';", '', '<Cables />', '```', ''].join('\n'), {});
    expect(html).toContain('Cable colours follow the signal');
    expect(html).not.toMatch(/import |@site|mdx-code-block/);
  });

  it("that import what has nothing to resolve to fail the build naming the partial and its line, not the importing doc", { timeout: 60_000 }, async () => {
    const render = renderWithPartials(["import Install from './_install.mdx';", '', '<Install />', ''].join('\n'), {
      './_install.mdx': "Install it.\n\nimport MacOS from '@site/src/components/Install/MacOS';\n\n<MacOS />\n",
    }, true);
    await expect(render).rejects.toThrow(/_install\.mdx:3: the import "@site\/src\/components\/Install\/MacOS" has nothing to resolve to/);
  });

  it('that do not exist fail the build naming the doc, the line and the path', async () => {
    const file = new VFile({ value: "\nimport Gone from './_gone.mdx';\n\n<Gone />\n", data: { rawDocumentData: { sourceFilePath: 'docs/About.mdx' } } });
    await expect(compile(file, { remarkPlugins: remarkPluginsFor(), rehypePlugins })).rejects.toThrow(
      'content/docs/About.mdx:2: the partial "./_gone.mdx" does not exist. Fix the path (relative to this file) or create the file.',
    );
  });
});

describe('Markdown files a script imports', () => {
  it("render with the site's components, as Docusaurus's MDXProvider gives them, and a page's own components still win", { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'script-markdown-'));
    try {
      const files: Record<string, string> = {
        // A script beside the doc that renders a Markdown file: the body it renders gets no `components` prop.
        '_panels.jsx': "import Steps from './steps.md';\n\nexport function StepsPanel() {\n  return <Steps />;\n}\n",
        'steps.md': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"one\" label=\"One\">First step.</TabItem>\n</Tabs>\n\n:::note\nA remark.\n:::\n",
      };
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      const { code } = await bundleMDX({
        source: "import { StepsPanel } from './\\_panels';\n\n# Page\n\n<StepsPanel />\n\n<Tabs><TabItem value=\"p\">Page tab.</TabItem></Tabs>\n",
        cwd: dir,
        globals: mdxBundlerGlobals(),
        mdxOptions: (options) => ({ ...options, remarkPlugins: [...(options.remarkPlugins ?? []), ...remarkPluginsFor()], rehypePlugins, format: 'mdx', mdxExtensions: ['.mdx', '.md'], providerImportSource }),
      });
      const provided = Object.fromEntries(['Admonition', 'Tabs', 'TabItem'].map((n) => [n, stub(n)]));
      const pageOwn = { ...provided, TabItem: stub('PageTabItem') };
      const Content = getMDXComponent(code, { [MDX_PROVIDER.global]: { useMDXComponents: () => provided } });
      const html = renderToStaticMarkup(createElement(Content, { components: pageOwn }));
      expect(html).toContain('<x-tabitem data-props="{&quot;value&quot;:&quot;one&quot;,&quot;label&quot;:&quot;One&quot;}">First step.</x-tabitem>');
      expect(html).toContain('<x-admonition data-props="{&quot;type&quot;:&quot;note&quot;}">');
      expect(html).toContain('<x-pagetabitem data-props="{&quot;value&quot;:&quot;p&quot;}">Page tab.</x-pagetabitem>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
