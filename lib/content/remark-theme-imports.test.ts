import { join } from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { contentDocumentData } from './compiled-file';
import { findImports, importedPackage, packageImportProblem, remarkThemeImports, themeImportProblem } from './remark-theme-imports';

describe('theme imports', () => {
  it('accepts the theme components the site has', () => {
    for (const name of ['Admonition', 'Details', 'CodeBlock', 'Tabs', 'TabItem', 'DocCardList', 'TOCInline', 'ThemedImage', 'IdealImage', 'Mermaid']) expect(themeImportProblem(`@theme/${name}`)).toBeNull();
    expect(themeImportProblem('./local')).toBeNull();
  });
  it("takes a default import of the site's own component that the site provides, and names the fix for one it does not", () => {
    // playwright.dev's 295 docs import '@site/src/components/HTMLCard'; once the site provides HTMLCard, they stay as written.
    for (const source of ['@site/src/components/Mermaid', '@site/src/components/Mermaid/index.tsx', '@site/src/theme/Mermaid.jsx']) expect(themeImportProblem(source)).toBeNull();
    expect(themeImportProblem('@site/src/components/Mermaid', ['diagramTheme'])).toContain('has nothing to resolve to on this site');
    expect(themeImportProblem('@site/src/components/HTMLCard')).toContain(
      'To keep the pages that import it as they are, rewrite it as components/mdx/HTMLCard.tsx and add HTMLCard to the map in components/mdx/MdxContent.tsx and to lib/content/provided-components.ts: this import then resolves to it.',
    );
    expect(themeImportProblem('@site/src/components/HTMLCard/index.tsx')).toContain('rewrite it as components/mdx/HTMLCard.tsx');
    expect(themeImportProblem('@site/src/data/rows.mjs')).not.toContain('To keep the pages');
  });
  it("compiles a provided site component's import as that component, under whatever local name", () => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkThemeImports);
    const file = new VFile({ value: "import Diagram from '@site/src/components/Mermaid';\n\n<Diagram />\n", path: 'docs/page.mdx' });
    const tree = processor.runSync(processor.parse(file), file) as import('mdast').Root;
    expect(tree.children.map((node) => node.type)).toEqual(['mdxJsxFlowElement']);
    expect(tree.children[0]).toMatchObject({ name: 'Mermaid' });
  });
  it("compiles a relative climb to a provided site component as that component, and leaves one it does not provide to the check", () => {
    // Kysely's example pages import their playground by a path out of the docs into the site's src/.
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkThemeImports);
    const compile = (value: string) => {
      const file = new VFile({ value, path: '_mdx_bundler_entry_point-1.mdx', data: contentDocumentData('docs/examples/select/page.mdx') });
      return processor.runSync(processor.parse(file), file) as import('mdast').Root;
    };
    const provided = compile("import { Details as Fold } from '../../../src/components/Helpers'\n\n<Fold />\n");
    expect(provided.children.map((node) => ('name' in node ? node.name : node.type))).toEqual(['Details']);
    const own = compile("import { Playground } from '../../../src/components/Playground'\n\n<Playground />\n");
    expect(own.children.map((node) => node.type)).toEqual(['mdxjsEsm', 'mdxJsxFlowElement']);
  });
  it("takes named imports of the site's own components when the site provides each, and names the fix for those it does not", () => {
    // wasp-lang/wasp's docs keep several components in one file: import { ShowForTs, ShowForJs } from '@site/src/components/TsJsHelpers'.
    expect(themeImportProblem('@site/src/components/Helpers', ['Mermaid', 'Details'])).toBeNull();
    expect(themeImportProblem('@site/src/components/Helpers', ['Mermaid', 'OnlyForTs'])).toContain('has nothing to resolve to on this site');
    expect(themeImportProblem('@site/src/components/Helpers', ['*'])).not.toContain('To keep the pages');
    expect(themeImportProblem('@site/src/components/Helpers', ['ForTs', 'ForJs'])).toContain(
      'To keep the pages that import them as they are, rewrite ForTs and ForJs as components of components/mdx/ and add each, by that name, to the map in components/mdx/MdxContent.tsx and to lib/content/provided-components.ts: this import then resolves to them.',
    );
    expect(themeImportProblem('@site/src/components/Helpers', ['ForTs'])).toContain('rewrite it as components/mdx/ForTs.tsx');
    expect(themeImportProblem('@site/src/data/rows.json', ['rows'])).toBeNull();
  });
  it('compiles named imports of provided site components as those components, aliases too', () => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkThemeImports);
    const file = new VFile({ value: "import { Mermaid, Details as Fold } from '@site/src/components/Helpers';\n\n<Mermaid />\n\n<Fold />\n", path: 'docs/page.mdx' });
    const tree = processor.runSync(processor.parse(file), file) as import('mdast').Root;
    expect(tree.children.map((node) => ('name' in node ? node.name : node.type))).toEqual(['Mermaid', 'Details']);
  });
  it('refuses other theme and site paths, saying what may be imported', () => {
    expect(themeImportProblem('@theme/DocItem')).toMatch(/^the import "@theme\/DocItem" has nothing to resolve to on this site\. Docs may import @theme\/Admonition, .*@docusaurus\/Link, .*, files under @site\/static\/ and JSON files/);
    expect(themeImportProblem('@site/src/components/X')).toContain('"@site/src/components/X"');
    expect(themeImportProblem('@site/src/components/X')).toContain("and JSON files of the site's folder (@site/src/data/x.json)");
  });
  it('says what a script of the site that only holds data can become, and not for a component', () => {
    // Casbin's docs import their tables' rows from a script that only exports an array.
    expect(themeImportProblem('@site/src/tableData/AdapterData/AdapterGoData')).toMatch(
      /If @site\/src\/tableData\/AdapterData\/AdapterGoData only holds data .*write it as JSON in @site\/src\/tableData\/AdapterData\/AdapterGoData\.json and import that/,
    );
    expect(themeImportProblem('@site/src/data/rows.mjs')).toContain('write it as JSON in @site/src/data/rows.json');
    for (const component of ['@site/src/components/X', '@site/src/tableData/Table.jsx', '/components/Badge/Badge.jsx', '@theme/DocItem']) expect(themeImportProblem(component)).not.toContain('only holds data');
  });
  it("names an import from the site's folder written from its root, as webpack reads it", () => {
    // Saleor's docs import { AppMetadata } from "/components/AppMetadata/AppMetadata.jsx".
    expect(themeImportProblem('/components/AppMetadata/AppMetadata.jsx')).toMatch(
      /^the import "\/components\/AppMetadata\/AppMetadata\.jsx" \(webpack reads it from the site's folder, as "@site\/components\/AppMetadata\/AppMetadata\.jsx"\) has nothing to resolve to on this site\. Docs may import /,
    );
    expect(themeImportProblem('/docs/_partials/_intro.mdx')).toBe('the import "/docs/_partials/_intro.mdx" (webpack reads it from the site\'s folder, as "@site/docs/_partials/_intro.mdx") is read here only as "@site/docs/_partials/_intro.mdx": write it so.');
    expect(themeImportProblem('//cdn.example/x.js')).toBeNull();
  });
  it("keeps an absolute path an earlier step wrote for a file that is there (a partial's), and stops on one from the site's root", () => {
    const run = (source: string) => {
      const processor = unified().use(remarkParse).use(remarkMdx).use(remarkThemeImports);
      const file = new VFile({ value: `import Part from '${source}';\n\n<Part />\n`, path: 'docs/page.mdx' });
      return processor.runSync(processor.parse(file), file);
    };
    const partial = join(process.cwd(), 'content/docs/e2e/docusaurus-site/_partials/_cable-colours.md');
    expect(JSON.stringify(run(partial))).toContain(JSON.stringify(partial).slice(1, -1));
    expect(() => run('/components/Part.jsx')).toThrow(/webpack reads it from the site's folder/);
  });
  it('accepts the Docusaurus modules the site provides and files under @site/static', () => {
    for (const name of ['Link', 'useBaseUrl', 'BrowserOnly', 'useIsBrowser', 'ExecutionEnvironment', 'useDocusaurusContext', 'Head', 'Translate']) expect(themeImportProblem(`@docusaurus/${name}`)).toBeNull();
    expect(themeImportProblem('@site/static/img/x.png')).toBeNull();
  });
  it('refuses other Docusaurus modules, saying what to use instead', () => {
    expect(themeImportProblem('@docusaurus/router')).toBe('the import "@docusaurus/router" is not available on this site; link with @docusaurus/Link; the router itself is not available to docs.');
    expect(themeImportProblem('@docusaurus/useGlobalData')).toContain('customFields');
    expect(themeImportProblem('@docusaurus/plugin-foo')).toMatch(/docs may import @docusaurus\/Link, @docusaurus\/useBaseUrl/);
  });
  it('reads each source once, however many checks ask, and hands out a list no caller can change', () => {
    const source = "import Tabs from '@theme/Tabs';\n\n<Tabs title={`a\nimport X from 'x'`} />\n";
    const first = findImports(source);
    expect(findImports(source)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first).toEqual([{ source: '@theme/Tabs', locals: ['Tabs'], exports: ['default'], line: 1 }]);
  });

  it("tells an import line in an element's text from a real one on a page with directive attributes, which MDX alone fails on", () => {
    const source = "import Tabs from '@theme/Tabs';\n\n::clip[A take]{#one}\n\n<Tabs title={`a\nimport X from 'x'`} />\n";
    expect(findImports(source).map((found) => found.source)).toEqual(['@theme/Tabs']);
  });

  it('finds import lines outside code fences, with their lines', () => {
    const source = "---\nt: 1\n---\nimport Tabs from '@theme/Tabs';\n```js\nimport X from '@theme/X';\n```\nimport {a as B} from \"@site/x\";\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n";
    expect(findImports(source)).toEqual([
      { source: '@theme/Tabs', locals: ['Tabs'], exports: ['default'], line: 4 },
      { source: '@site/x', locals: ['B'], exports: ['a'], line: 8 },
      { source: '@docusaurus/useBaseUrl', locals: ['useBaseUrl'], exports: ['default'], line: 9 },
    ]);
  });
  it("reads an import's path as JavaScript reads the string, escapes undone", () => {
    // A `.md` file's underscore escaped out of habit (`'./\_note.md'`) still names `./_note.md`, as the compiled import does.
    const source = "import Note from './\\_note.md';\nimport Chart from \"../\\u0063hart.mdx\";\n";
    expect(findImports(source)).toEqual([
      { source: './_note.md', locals: ['Note'], exports: ['default'], line: 1 },
      { source: '../chart.mdx', locals: ['Chart'], exports: ['default'], line: 2 },
    ]);
  });
  it('finds an import written over several lines, at the line it starts on, up to the blank line that ends the imports', () => {
    const source = "import {\n  Swatch,\n  Palette as P\n} from './Swatch'\nimport {\n  Tweet\n} from 'react-tweet'\n\nimport {\n\nText that follows.\n";
    expect(findImports(source)).toEqual([
      { source: './Swatch', locals: ['Swatch', 'P'], exports: ['Swatch', 'Palette'], line: 1 },
      { source: 'react-tweet', locals: ['Tweet'], exports: ['Tweet'], line: 5 },
    ]);
  });
  it('finds imports inside an mdx-code-block fence, whose content Docusaurus renders as MDX, but not in a code block within it', () => {
    const source = "# T\n\n```mdx-code-block\nimport Mermaid from '@site/src/theme/Mermaid'\n\n<Mermaid />\n```\n\n````mdx-code-block\nimport Tabs from '@theme/Tabs'\n\n```js\nimport x from 'y'\n```\n````\n\n```js\nimport z from 'w'\n```\n";
    expect(findImports(source)).toEqual([
      { source: '@site/src/theme/Mermaid', locals: ['Mermaid'], exports: ['default'], line: 4 },
      { source: '@theme/Tabs', locals: ['Tabs'], exports: ['default'], line: 10 },
    ]);
  });
  it('finds an import written over several lines, at its first line, with every name it binds', () => {
    const source = "import {\n  Lamp,\n  Switch as Toggle,\n} from 'fixture-icons';\nimport Plain from './plain';\n\nText.\n";
    expect(findImports(source)).toEqual([
      { source: 'fixture-icons', locals: ['Lamp', 'Toggle'], exports: ['Lamp', 'Switch'], line: 1 },
      { source: './plain', locals: ['Plain'], exports: ['default'], line: 5 },
    ]);
  });
  it('finds every statement of a line that holds several, as a prose wrap leaves a block of imports, each at the line it starts on', () => {
    const source = "import Stars from '@site/src/core/Stars'; import {Shown,\nHidden} from 'fixture-gates/inner'; import\nTabs from '@theme/Tabs'; import TabItem from '@theme/TabItem';\n\nText.\n";
    expect(findImports(source)).toEqual([
      { source: '@site/src/core/Stars', locals: ['Stars'], exports: ['default'], line: 1 },
      { source: 'fixture-gates/inner', locals: ['Shown', 'Hidden'], exports: ['Shown', 'Hidden'], line: 1 },
      { source: '@theme/Tabs', locals: ['Tabs'], exports: ['default'], line: 2 },
      { source: '@theme/TabItem', locals: ['TabItem'], exports: ['default'], line: 3 },
    ]);
  });
  it('takes no line of an example given to a component as a template literal for an import, as the MDX parser does not', () => {
    const source = "---\nt: 1\n---\nimport Player from '@site/src/components/Player';\n\n<Player\n  lines={[2]}\n  code={`\nimport { Deck } from 'tape-deck';\n\nimport { useReel } from 'tape-deck/hooks';\nexport const a = 1;\n`}\n/>\n\n```mdx-code-block\nimport Tabs from '@theme/Tabs'\n```\n";
    expect(findImports(source)).toEqual([
      { source: '@site/src/components/Player', locals: ['Player'], exports: ['default'], line: 4 },
      { source: '@theme/Tabs', locals: ['Tabs'], exports: ['default'], line: 17 },
    ]);
  });
});

describe('imports of packages', () => {
  it('finds every import line, side-effect imports too', () => {
    const source = "import { Tweet } from 'react-tweet';\nimport './styles.css';\n```js\nimport * as prettier from 'prettier';\n```\n";
    expect(findImports(source)).toEqual([
      { source: 'react-tweet', locals: ['Tweet'], exports: ['Tweet'], line: 1 },
      { source: './styles.css', locals: [], exports: [], line: 2 },
    ]);
  });

  it('names the package of a bare import, and no package for paths, URLs, node: modules, loaders and Docusaurus aliases', () => {
    expect(importedPackage('react-tweet')).toBe('react-tweet');
    expect(importedPackage('lodash/debounce')).toBe('lodash');
    expect(importedPackage('@scope/name/sub/path')).toBe('@scope/name');
    for (const source of ['./Part.mdx', '../x.js', '/abs.js', 'https://esm.sh/x', 'node:fs', '!!raw-loader!./code.js', '@theme/Tabs', '@site/src/x', '@docusaurus/Link', '@settingsSchema']) {
      expect(importedPackage(source), source).toBeNull();
    }
  });

  it('refuses a package the project does not have, naming the install', () => {
    const installed = (name: string) => name === 'react';
    expect(packageImportProblem('react', installed)).toBeNull();
    expect(packageImportProblem('./x.mdx', installed)).toBeNull();
    expect(packageImportProblem('react-tweet/theme.css', installed)).toBe(
      'the import "react-tweet/theme.css" names the package react-tweet, which this project does not have. Install it (npm install react-tweet) if the page needs it, or remove the import and the elements that use it.',
    );
  });

  it("names an alias of the Docusaurus site's webpack configuration as one, not as a package to install", () => {
    expect(packageImportProblem('@settingsSchema', () => false)).toBe(
      'the import "@settingsSchema" names no package (a package\'s scope is followed by its name, @scope/name): it is an alias of the Docusaurus site\'s webpack configuration (resolve.alias, which a plugin\'s configureWebpack sets), and that does not carry over. Import the file it stood for by its path (a JSON file of the site\'s folder is read as its data), or remove the import and the elements that use it.',
    );
  });
});
