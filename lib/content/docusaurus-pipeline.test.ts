import { compile } from '@mdx-js/mdx';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { rehypePluginsFor, remarkPluginsFor, type PipelineOptions } from './mdx-plugins';

const npm2yarn = createRequire(import.meta.url)('@docusaurus/remark-plugin-npm2yarn');

/** Compiles as the content layer does, with the source path the steps read. */
async function compileAt(sourceFilePath: string, value: string, options: PipelineOptions = {}): Promise<string> {
  const file = new VFile({ value, data: { rawDocumentData: { sourceFilePath } } });
  return String(await compile(file, { remarkPlugins: remarkPluginsFor(options), rehypePlugins: rehypePluginsFor(options) }));
}

// The e2e modules page has real files beside it.
const PAGE = 'docs/e2e/docusaurus-modules/index.mdx';

describe('Docusaurus modules, assets and diagrams in the pipeline', () => {
  it('keeps @docusaurus imports for the bundler and drops @theme ones', async () => {
    const code = await compileAt(PAGE, "import Link from '@docusaurus/Link';\nimport ThemedImage from '@theme/ThemedImage';\n\n<Link to=\"/x\">x</Link>\n");
    expect(code).toContain("import Link from '@docusaurus/Link';");
    expect(code).not.toContain('@theme/');
  });
  it('fails on an unknown Docusaurus module, naming file, line and fix', async () => {
    await expect(compileAt(PAGE, "# T\n\nimport {useHistory} from '@docusaurus/router';\n")).rejects.toThrow(
      'content/docs/e2e/docusaurus-modules/index.mdx:3: the import "@docusaurus/router" is not available on this site; link with @docusaurus/Link',
    );
  });
  it('publishes files beside the doc under hashed names, and @site/static from public/', async () => {
    const code = await compileAt(
      PAGE,
      "import logo from '@site/static/img/logo.svg';\n\n![a](./img/signal-flow.png)\n\n[sheet](./files/patch-sheet.txt)\n\n<img src={require('./img/signal-flow-dark.png').default} alt=\"b\" />\n\n<img src={logo} alt=\"c\" />\n",
    );
    expect(code).toMatch(/"\/assets\/images\/signal-flow-[0-9a-f]{8}\.png"/);
    expect(code).toMatch(/"\/assets\/files\/patch-sheet-[0-9a-f]{8}\.txt"/);
    expect(code).toMatch(/default: "\/assets\/images\/signal-flow-dark-[0-9a-f]{8}\.png"/);
    expect(code).toContain('const logo = "/img/logo.svg"');
    expect(code).not.toContain('require(');
  });
  it('fails on a missing file, naming the page and the line', async () => {
    await expect(compileAt(PAGE, 'Text.\n\n![gone](./img/gone.png)\n')).rejects.toThrow(
      'content/docs/e2e/docusaurus-modules/index.mdx:3: "./img/gone.png" names content/docs/e2e/docusaurus-modules/img/gone.png, which does not exist.',
    );
    await expect(compileAt(PAGE, "<img src={require('@site/static/img/none.png').default} />\n")).rejects.toThrow(/index\.mdx:1: "@site\/static\/img\/none\.png" names public\/img\/none\.png/);
  });
  it("shows a raw-loader import's file in a <CodeBlock>, highlighted at build time like a fence", async () => {
    const code = await compileAt(
      PAGE,
      "import CodeBlock from '@theme/CodeBlock';\nimport routerSource from '!!raw-loader!./files/patch-router.js';\n\n<CodeBlock language=\"js\" title=\"patch-router.js\">{routerSource}</CodeBlock>\n",
    );
    expect(code).not.toContain('raw-loader');
    expect(code).toContain('"patch-router.js"');
    // shiki's tokens: the keyword and the function name in spans of their own colours.
    expect(code).toMatch(/children: "export"/);
    expect(code).toMatch(/children: " routePatch"/);
  });
  it("reads raw-loader through require(), as a page that trims a file's text in an expression writes it, and a script named without its extension", async () => {
    const code = await compileAt(
      PAGE,
      "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\">{require('!!raw-loader!./files/patch-router').default.split('\\n').slice(0, 3).join('\\n')}</CodeBlock>\n",
    );
    expect(code).not.toContain('raw-loader');
    expect(code).toContain('export function routePatch');
  });
  it("reads a `?raw` import behind webpack's bangs as raw-loader's, and names the missing file by its path", async () => {
    const code = await compileAt(PAGE, "import CodeBlock from '@theme/CodeBlock';\nimport routerSource from '!!./files/patch-router.js?raw';\n\n<CodeBlock language=\"js\">{routerSource}</CodeBlock>\n");
    expect(code).not.toContain('?raw');
    expect(code).toMatch(/children: " routePatch"/);
    await expect(compileAt(PAGE, "Text.\n\nimport gone from '!!../../../packages/tester/Gone.ts?raw';\n")).rejects.toThrow(
      'content/docs/e2e/docusaurus-modules/index.mdx:3: "!!../../../packages/tester/Gone.ts?raw" reads content/packages/tester/Gone.ts, which does not exist.',
    );
  });
  it('gives a JSON file it imports as its data, as webpack does, not as an address', async () => {
    const code = await compileAt(PAGE, "import bay from './files/patch-bay.json';\nimport { engines as needs } from './files/patch-bay.json';\n\n<code>{bay.peerDependencies['synth-core']}</code> <code>{needs.node}</code>\n");
    expect(code).not.toContain('/assets/files/patch-bay');
    expect(code).not.toContain('patch-bay.json');
    expect(code).toContain('^4.2.0');
    expect(code).toMatch(/const \{\s*engines: needs\s*\} = JSON\.parse/);
  });
  it("reads a JSON file from the site's folder by @site/, and names one that is missing or no JSON, with the page and the line", async () => {
    const code = await compileAt(PAGE, "import bay from '@site/docs/e2e/docusaurus-modules/files/patch-bay.json';\n\n{bay.engines.node}\n");
    expect(code).toContain('>=20.16');
    await expect(compileAt(PAGE, "Text.\n\nimport gone from './files/gone.json';\n")).rejects.toThrow(
      'content/docs/e2e/docusaurus-modules/index.mdx:3: "./files/gone.json" names content/docs/e2e/docusaurus-modules/files/gone.json, which does not exist.',
    );
    const dir = join(process.cwd(), 'node_modules/.cache/pipeline-test');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'broken.json'), '{ "outputs": 16, }');
    await expect(compileAt(PAGE, "import broken from '@site/node_modules/.cache/pipeline-test/broken.json';\n")).rejects.toThrow(
      /^content\/docs\/e2e\/docusaurus-modules\/index\.mdx:1: "@site\/node_modules\/\.cache\/pipeline-test\/broken\.json" is not valid JSON \(.+\)\. Fix the file\.$/,
    );
  });
  it('fails on a raw-loader import of a missing file, naming the page and the line', async () => {
    await expect(compileAt(PAGE, "Text.\n\nimport gone from '!!raw-loader!./files/gone.js';\n")).rejects.toThrow(
      'content/docs/e2e/docusaurus-modules/index.mdx:3: "!!raw-loader!./files/gone.js" reads content/docs/e2e/docusaurus-modules/files/gone.js, which does not exist.',
    );
  });
  it('puts a stylesheet the page imports in a <style> of its own, and names one that is not there', async () => {
    const options = 'docs/e2e/docusaurus-site/guides/options.mdx';
    const code = await compileAt(options, "import './options.css';\n\nText.\n");
    expect(code).not.toContain('options.css\';');
    expect(code).toContain('"stylesheet:content/docs/e2e/docusaurus-site/guides/options.css"');
    expect(code).toContain('list-style: none;');
    await expect(compileAt(options, "Text.\n\nimport './gone.css';\n")).rejects.toThrow(
      'content/docs/e2e/docusaurus-site/guides/options.mdx:3: "./gone.css" names content/docs/e2e/docusaurus-site/guides/gone.css, which does not exist.',
    );
  });
  it('draws Mermaid fences and <Mermaid value> at build time', async () => {
    const code = await compileAt(PAGE, "```mermaid\ngraph LR\n  A[One] --> B[Two]\n```\n\n<Mermaid value={`sequenceDiagram\n  A->>B: hi`} />\n");
    expect(code.match(/_jsx\(Mermaid, \{\s*svg: "<svg id=\\"mermaid-/g)).toHaveLength(2);
    expect(code).toContain('>One<');
    expect(code).not.toContain('graph LR');
  }, 30_000);
  it('fails on a diagram it cannot draw, naming file and line', async () => {
    await expect(compileAt(PAGE, 'Intro.\n\n```mermaid\npie title Pets\n  "Dogs" : 3\n```\n')).rejects.toThrow(/index\.mdx:3: the Mermaid diagram cannot be drawn: "pie" diagrams cannot be drawn at build time/);
    await expect(compileAt(PAGE, '```mermaid\ngraph LR\n  A -->\n```\n')).rejects.toThrow(/index\.mdx:1: .*line 2 of the diagram ends on an arrow/);
  });
  it("takes a post's content title out of its body, as Docusaurus's blog does, and leaves a doc's and a partial's", async () => {
    const source = 'A first line.\n\n# The title\n\n## A section\n';
    const post = await compileAt('blog/2025-01-01-x.mdx', source);
    expect(post).not.toContain('The title');
    expect(post).toContain('A section');
    expect(await compileAt(PAGE, source)).toContain('The title');
    // A partial a post imports is compiled under its own path, with the post's data.
    const partial = new VFile({ path: join(process.cwd(), 'content/blog/_shared.md'), value: source, data: { rawDocumentData: { sourceFilePath: 'blog/2025-01-01-x.mdx' } } });
    expect(String(await compile(partial, { remarkPlugins: remarkPluginsFor() }))).toContain('The title');
    // A post's excerpt is compiled without a path, for the blog section.
    expect(String(await compile(source, { remarkPlugins: remarkPluginsFor({ section: 'blog' }) }))).not.toContain('The title');
  });
  it("runs site.config.ts's remark plugins on their own section only (npm2yarn)", async () => {
    const plugins = { docs: { remarkPlugins: [[npm2yarn, { sync: true }]] as never } };
    const source = '```bash npm2yarn\nnpm install x\n```\n';
    const doc = await compileAt(PAGE, source, { plugins });
    expect(doc).toContain('groupId: "npm2yarn"');
    expect(doc).toMatch(/yarn add x|"yarn"/);
    expect(doc).not.toContain('@theme/');
    const post = await compileAt('blog/2025-01-01-x.mdx', source, { plugins });
    expect(post).not.toContain('npm2yarn"');
  });
  it('gives plugins before the defaults every `:::` container as remark-directive does, admonitions included', async () => {
    // As babel/website's plugin keeps or drops `:::babel8` blocks: it sees the directive by name,
    // then the admonitions step turns the ones it left alone into boxes.
    const seen: string[] = [];
    const release = () => (tree: { children: { type: string; name?: string; attributes?: Record<string, string>; data?: object }[] }) => {
      for (const node of tree.children) {
        if (node.type !== 'containerDirective') continue;
        seen.push(`${node.name} ${JSON.stringify(node.attributes)}`);
        if (node.name === 'release') node.data = { hName: 'section', hProperties: { className: ['release'] } };
      }
      tree.children = tree.children.filter((node) => node.name !== 'dropped');
    };
    const plugins = { docs: { beforeDefaultRemarkPlugins: [release] as never } };
    const code = await compileAt(PAGE, ':::release[Version 2]{since="2.0"}\nNew.\n:::\n\n:::dropped\nGone.\n:::\n\n:::tip\nKept.\n:::\n', { plugins });
    expect(seen).toEqual(['release {"since":"2.0"}', 'dropped {}', 'tip {}']);
    expect(code).toMatch(/_jsxs?\(_components\.section, \{\s*className: "release"/);
    expect(code).toContain('"Version 2"');
    expect(code).not.toContain('Gone.');
    expect(code).toMatch(/Admonition, \{\s*type: "tip"/);
  });
  it('gives plugins before and after the defaults text and leaf directives, and puts back as text the ones none handled', async () => {
    type Node = { type: string; name?: string; data?: object; children?: Node[] };
    const seen: string[] = [];
    const handle = (type: string, name: string, hName: string) => () => (tree: Node) => {
      const visit = (node: Node) => {
        if (node.type.endsWith('Directive')) seen.push(`${node.type} ${node.name}`);
        if (node.type === type && node.name === name) node.data = { hName };
        node.children?.forEach(visit);
      };
      visit(tree);
    };
    const plugins = { docs: { beforeDefaultRemarkPlugins: [handle('textDirective', 'kbd', 'kbd')] as never, remarkPlugins: [handle('leafDirective', 'clip', 'figure')] as never } };
    const code = await compileAt(PAGE, 'Press :kbd[Ctrl] at 10:30, :other[x]{.y}.\n\n::clip[A take]{#one}\n', { plugins });
    // Both lists see all three; a directive a plugin handled stays one for the plugins after it.
    expect(seen).toEqual(['textDirective kbd', 'textDirective other', 'leafDirective clip', 'textDirective kbd', 'textDirective other', 'leafDirective clip']);
    expect(code).toMatch(/_components\.kbd, \{\s*children: "Ctrl"/);
    expect(code).toMatch(/_components\.figure, \{\s*children: "A take"/);
    expect(code).toContain('" at 10:30, :other[x]{.y}."');
  });
});

describe('math, which Docusaurus reads only when a site turns it on', () => {
  // As oauth2-proxy's nginx guide writes two shell variables in one paragraph.
  const prose = 'The variable should be "$upstream_cookie__proxy_1" instead of "$upstream_cookie_name_1".\n';

  it('leaves dollar signs in prose as text when math is off', async () => {
    for (const path of ['docs/guide.mdx', 'docs/guide.md']) {
      const code = await compileAt(path, prose, { math: false, format: () => (path.endsWith('.md') ? 'md' : 'mdx') });
      expect(code, path).toContain('$upstream_cookie__proxy_1');
      expect(code, path).not.toContain('katex');
    }
  });

  it('keeps a math fence a code block when math is off', async () => {
    const code = await compileAt('docs/guide.mdx', '```math\nx^2\n```\n', { math: false });
    expect(code).toContain('x^2');
    expect(code).not.toContain('katex');
  });

  it('draws $…$ with KaTeX when math is on', async () => {
    expect(await compileAt('docs/guide.mdx', 'Gain is $20 \\log_{10}(0.5)$ dB.\n', { math: true })).toContain('katex');
  });
});


describe("code blocks that name no language, as Docusaurus's prism.defaultLanguage reads them", () => {
  const fence = '```\nconst answer = 42;\n```\n';
  it('shows such a block as plain text by default', async () => {
    const code = await compileAt('docs/guide.mdx', fence);
    expect(code).toContain('const answer = 42;');
    expect(code).not.toMatch(/"const"|"const "/);
  });
  it("highlights it in the site's default language, and leaves a block that names its own alone", async () => {
    const code = await compileAt('docs/guide.mdx', `${fence}\n\`\`\`text\nconst plain = 1;\n\`\`\`\n`, { prism: { defaultLanguage: 'javascript' } });
    expect(code).toMatch(/"const"|"const "/);
    expect(code).toContain('const plain = 1;');
  });
});
