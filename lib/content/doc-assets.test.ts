import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashedAssetUrl, isRelativeFileUrl, moduleImportProblem, publicFileOf, resolveAsset, resolveRawImport, resolveStaticModule, siteFolderImport, siteRootPath, siteStaticUrl } from './doc-assets';

const root = mkdtempSync(join(tmpdir(), 'doc-assets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'content/docs/guide/img'), { recursive: true });
mkdirSync(join(root, 'public/img'), { recursive: true });
writeFileSync(join(root, 'content/docs/guide/img/flow.png'), 'png bytes');
writeFileSync(join(root, 'content/docs/guide/sheet.pdf'), 'pdf bytes');
writeFileSync(join(root, 'public/img/logo.svg'), '<svg/>');
mkdirSync(join(root, 'public/js'), { recursive: true });
writeFileSync(join(root, 'public/js/api-table.jsx'), 'export default () => null;\n');
mkdirSync(join(root, 'examples'), { recursive: true });
writeFileSync(join(root, 'content/docs/guide/example.js'), 'export const a = 1;\n');
writeFileSync(join(root, 'examples/server.ts'), 'serve();\n');
writeFileSync(join(root, 'content/docs/guide/migration-0.x-to-1.x.mdx'), '# Migration\n');
mkdirSync(join(root, 'content/docs/guide/v2.x'), { recursive: true });

describe('files beside docs', () => {
  it('tells file URLs from page links, anchors and other sites', () => {
    for (const url of ['./img/x.png', '../files/a.pdf', 'img/x.png', './a.txt?raw#top']) expect(isRelativeFileUrl(url)).toBe(true);
    for (const url of ['./Filters.mdx', './intro.md', './intro', '/img/x.png', '#x', 'https://a.example/x.png', '@site/static/x.png', './v1.2']) expect(isRelativeFileUrl(url)).toBe(false);
  });
  it('names a published copy by its content, images and other files apart', () => {
    expect(hashedAssetUrl('/a/flow.png', 'png bytes')).toMatch(/^\/assets\/images\/flow-[0-9a-f]{8}\.png$/);
    expect(hashedAssetUrl('/a/My Sheet.pdf', 'x')).toMatch(/^\/assets\/files\/My-Sheet-[0-9a-f]{8}\.pdf$/);
    expect(hashedAssetUrl('/a/flow.png', 'one')).not.toBe(hashedAssetUrl('/a/flow.png', 'two'));
  });
  it('resolves a file beside the doc, keeping a query or anchor', () => {
    const resolved = resolveAsset('./img/flow.png#zoom', 'docs/guide/intro.mdx', { root });
    expect(resolved).toEqual({ url: expect.stringMatching(/^\/assets\/images\/flow-[0-9a-f]{8}\.png#zoom$/), file: join(root, 'content/docs/guide/img/flow.png') });
    expect(resolveAsset('sheet.pdf', 'docs/guide/intro.mdx', { root })).toMatchObject({ url: expect.stringMatching(/^\/assets\/files\/sheet-/) });
  });
  it('says which file is missing, and where it was looked for', () => {
    expect(resolveAsset('./img/gone.png', 'docs/guide/intro.mdx', { root })).toEqual({
      problem: '"./img/gone.png" names content/docs/guide/img/gone.png, which does not exist. Put the file beside the page, or fix the path.',
    });
    expect(resolveAsset('../../../etc/passwd.txt', 'docs/guide/intro.mdx', { root })).toHaveProperty('problem');
  });
  it('names a path whose % is no escape, with what to write, rather than failing on it', () => {
    expect(resolveAsset('./img/50%.png?v=1', 'docs/guide/intro.mdx', { root })).toEqual({
      problem: "'./img/50%.png?v=1' has a % that is no percent-escape, so no host serves a file at that path. Write a % of the file's name as %25 ('./img/50%25.png?v=1').",
    });
    expect(resolveAsset('@site/static/img/50%.png', 'docs/guide/intro.mdx', { root })).toHaveProperty('problem', expect.stringContaining("('@site/static/img/50%25.png')"));
    expect(() => publicFileOf('/img/50%.png', 'public')).toThrow("'/img/50%.png' has a % that is no percent-escape");
    expect(publicFileOf('/img/50%25.png?v=1', 'public')).toBe(join('public', 'img/50%.png'));
  });

  it('reads a link whose dotted path names a doc or a folder of docs, not a file, as that page, as Docusaurus does', () => {
    // Saleor's docs link [migration](migration-0.x-to-1.x), the doc beside the page.
    expect(resolveAsset('migration-0.x-to-1.x', 'docs/guide/intro.mdx', { root, link: true })).toBeNull();
    expect(resolveAsset('./v2.x#setup', 'docs/guide/intro.mdx', { root, link: true })).toBeNull();
    // An image is always a file, and a link that names neither a file nor a doc is reported.
    expect(resolveAsset('migration-0.x-to-1.x', 'docs/guide/intro.mdx', { root })).toHaveProperty('problem');
    expect(resolveAsset('./files/gone.pdf', 'docs/guide/intro.mdx', { root, link: true })).toHaveProperty('problem');
  });
  it('resolves @site/static to public/', () => {
    expect(siteStaticUrl('@site/static/img/logo.svg')).toBe('/img/logo.svg');
    expect(siteStaticUrl('@site/src/x')).toBeNull();
    expect(resolveAsset('@site/static/img/logo.svg', 'docs/guide/intro.mdx', { root })).toEqual({ url: '/img/logo.svg', file: join(root, 'public/img/logo.svg') });
    expect(resolveAsset('@site/static/img/none.svg', 'docs/a.mdx', { root })).toEqual({ problem: '"@site/static/img/none.svg" names public/img/none.svg, which does not exist. Put the file there, or fix the path.' });
  });
  it("resolves a path that climbs to the Docusaurus site root's static/ folder to public/", () => {
    expect(resolveAsset('../../static/img/logo.svg', 'docs/guide/intro.mdx', { root })).toEqual({ url: '/img/logo.svg', file: join(root, 'public/img/logo.svg') });
    expect(resolveAsset('../../../../static/img/logo.svg?v=2', 'versioned_docs/version-1.0/a/b/intro.md', { root })).toEqual({ url: '/img/logo.svg?v=2', file: join(root, 'public/img/logo.svg') });
    expect(resolveAsset('../../static/img/none.png', 'docs/guide/intro.mdx', { root })).toEqual({
      problem: '"../../static/img/none.png" names the Docusaurus static folder, public/ here, but public/img/none.png does not exist. Put the file there, or fix the path.',
    });
  });
  it('leaves what is not a file alone', () => {
    for (const url of ['/docs/x', 'https://a.example/x.png', '#top', './other.mdx']) expect(resolveAsset(url, 'docs/a.mdx', { root })).toBeNull();
  });
});

describe('script modules a page imports by a relative path', () => {
  writeFileSync(join(root, 'content/docs/guide/Chart.jsx'), 'export default () => null;\n');
  mkdirSync(join(root, 'content/docs/guide/widgets'), { recursive: true });
  writeFileSync(join(root, 'content/docs/guide/widgets/index.tsx'), 'export default () => null;\n');
  it('finds one with any script extension or as a folder index, and leaves other imports to other checks', () => {
    for (const spec of ['./Chart', './Chart.jsx', './widgets', 'react', '@site/components/X', './gone.png', './_partial.mdx']) expect(moduleImportProblem(spec, 'docs/guide/page.mdx', { root })).toBeNull();
  });
  it("takes a path out of the docs to a component the site provides, as its @site/ path is taken", () => {
    // Kysely's example pages import { Playground } from '../../../src/components/Playground'; once the site provides Playground, they stay as written.
    expect(siteFolderImport('../../../src/components/Playground', 'docs/examples/select/page.mdx', { root })).toBe('@site/src/components/Playground');
    expect(moduleImportProblem('../../../src/components/Playground', 'docs/examples/select/page.mdx', { root, exports: ['Playground'] })).toContain('names the Docusaurus site\'s own src/components/Playground');
    expect(moduleImportProblem('../../../src/components/Mermaid', 'docs/examples/select/page.mdx', { root })).toBeNull();
    expect(moduleImportProblem('../../../src/components/Helpers', 'docs/examples/select/page.mdx', { root, exports: ['Details', 'Mermaid'] })).toBeNull();
    // Paths that stay in the docs, climb into static/ or name a script that is there are no component of the site.
    for (const spec of ['./widgets', '../other/Chart', '../../static/js/api-table.jsx', './Chart.jsx', 'react']) expect(siteFolderImport(spec, 'docs/guide/page.mdx', { root }), spec).toBeNull();
  });
  it("names the Docusaurus site's own component, which a path out of the docs reaches, with the fix", () => {
    // Saleor's docs import CardGrid from "../../../components/CardGrid", the site's folder beside docs/.
    expect(moduleImportProblem('../../components/CardGrid', 'docs/guide/page.mdx', { root })).toBe(
      'the import "../../components/CardGrid" names the Docusaurus site\'s own components/CardGrid, which does not come with the content (content/ stands where the site\'s root stood). Rewrite the component under components/mdx/ and add it, by the name the page imports, to the MDX components map (components/mdx/MdxContent.tsx) and to lib/content/provided-components.ts: the import then resolves to it, as "@site/components/CardGrid" does. Or remove the import and the elements that use it.',
    );
    expect(moduleImportProblem('./Gone', 'docs/guide/page.mdx', { root })).toBe(
      'the import "./Gone" names content/docs/guide/Gone, which does not exist with any of .js, .jsx, .ts, .tsx, .mjs, .cjs or as a folder\'s index. Put the file there, or fix the path.',
    );
  });
});

describe('scripts of the static folder', () => {
  const table = join(root, 'public/js/api-table.jsx');
  it('are modules under public/, named from @site/static/ or by a relative climb into static/, with or without the extension', () => {
    for (const spec of ['@site/static/js/api-table.jsx', '@site/static/js/api-table', '../../static/js/api-table.jsx']) expect(resolveStaticModule(spec, 'docs/guide/page.mdx', { root }), spec).toEqual({ file: table });
    // A relative climb to it is no missing component of the site.
    expect(moduleImportProblem('../../static/js/api-table.jsx', 'docs/guide/page.mdx', { root })).toBeNull();
  });
  it('leave every other import alone, and name a missing one with its file', () => {
    for (const spec of ['@site/static/img/logo.svg', '@site/static/img/logo', './Chart.jsx', '@site/src/components/X', 'react', '@site/static/js/api-table.jsx?raw']) expect(resolveStaticModule(spec, 'docs/guide/page.mdx', { root }), spec).toBeNull();
    expect(resolveStaticModule('@site/static/js/gone.jsx', 'docs/guide/page.mdx', { root })).toEqual({ problem: '"@site/static/js/gone.jsx" names public/js/gone.jsx, which does not exist. Put the file there, or fix the path.' });
    expect(moduleImportProblem('../../static/js/gone.js', 'docs/guide/page.mdx', { root })).toBe('"../../static/js/gone.js" names public/js/gone.js, which does not exist. Put the file there, or fix the path.');
  });
});

describe('raw-loader imports', () => {
  const opts = { root };
  it("reads a file beside the page, or (@site/) from the project root, whatever the loader's bangs", () => {
    expect(resolveRawImport('!!raw-loader!./example.js', 'docs/guide/page.mdx', opts)).toEqual({ file: join(root, 'content/docs/guide/example.js') });
    expect(resolveRawImport('raw-loader!@site/examples/server.ts', 'docs/guide/page.mdx', opts)).toEqual({ file: join(root, 'examples/server.ts') });
    expect(resolveRawImport('!!raw-loader!../../../examples/server.ts', 'docs/guide/page.mdx', opts)).toEqual({ file: join(root, 'examples/server.ts') });
  });
  it("says where a file of a Docusaurus site's src/pages/ goes, since that folder is Next.js's router here", () => {
    expect(resolveRawImport('!!raw-loader!@site/src/pages/examples/counter.js', 'docs/guide/page.mdx', opts)).toEqual({
      problem:
        '"!!raw-loader!@site/src/pages/examples/counter.js" reads src/pages/examples/counter.js, which does not exist. Put the file in another folder, such as examples/ (Next.js would read src/pages/ as a router beside app/), and import it from there.',
    });
  });
  it("reads @site/docs/… from content/docs, where the site's docs folder is here", () => {
    expect(resolveRawImport('!!raw-loader!@site/docs/guide/example.js', 'docs/other/page.mdx', opts)).toEqual({ file: join(root, 'content/docs/guide/example.js') });
  });
  it("reads webpack's `?raw` resource query as raw-loader, behind webpack's bangs or not", () => {
    expect(resolveRawImport('./example.js?raw', 'docs/guide/page.mdx', opts)).toEqual({ file: join(root, 'content/docs/guide/example.js') });
    expect(resolveRawImport('!!../../../examples/server.ts?raw', 'docs/guide/page.mdx', opts)).toEqual({ file: join(root, 'examples/server.ts') });
    expect(resolveRawImport('-!@site/examples/server.ts?raw', 'docs/guide/page.mdx', opts)).toEqual({ file: join(root, 'examples/server.ts') });
    // The bangs are not part of the path the message names.
    expect(resolveRawImport('!!../types/Gone.ts?raw', 'docs/guide/page.mdx', opts)).toEqual({
      problem: '"!!../types/Gone.ts?raw" reads content/docs/types/Gone.ts, which does not exist. Put the file there, or fix the path.',
    });
  });
  it("finds a script written without its extension, as webpack's resolve.extensions does", () => {
    expect(resolveRawImport('!!raw-loader!./example', 'docs/guide/page.mdx', opts)).toEqual({ file: join(root, 'content/docs/guide/example.js') });
    expect(resolveRawImport('!!raw-loader!@site/examples/server', 'docs/guide/page.mdx', opts)).toEqual({ file: join(root, 'examples/server.ts') });
    expect(resolveRawImport('!!raw-loader!./gone', 'docs/guide/page.mdx', opts)).toEqual({
      problem: '"!!raw-loader!./gone" reads content/docs/guide/gone (or a script of that name), which does not exist. Put the file there, or fix the path.',
    });
  });
  it('names a missing file, and refuses one outside the project', () => {
    expect(resolveRawImport('!!raw-loader!./gone.js', 'docs/guide/page.mdx', opts)).toEqual({ problem: '"!!raw-loader!./gone.js" reads content/docs/guide/gone.js, which does not exist. Put the file there, or fix the path.' });
    expect(resolveRawImport('!!raw-loader!../../../../etc/passwd', 'docs/guide/page.mdx', opts)).toMatchObject({ problem: expect.stringMatching(/outside the project/) });
  });
  it('leaves other imports alone', () => {
    expect(resolveRawImport('./example.js', 'docs/guide/page.mdx', opts)).toBeNull();
    expect(resolveRawImport('@theme/CodeBlock', 'docs/guide/page.mdx', opts)).toBeNull();
    expect(resolveRawImport('./example.js?raw=1', 'docs/guide/page.mdx', opts)).toBeNull();
    expect(resolveRawImport('some-package?raw', 'docs/guide/page.mdx', opts)).toBeNull();
  });
});

describe('paths under a Docusaurus site root', () => {
  it('put its docs/ and blog/ under content/ and its static/ in public/, and leave the rest at the project root', () => {
    expect(siteRootPath('docs/_common/install.mdx')).toBe('content/docs/_common/install.mdx');
    expect(siteRootPath('blog/2024-01-02-post/chart.svg')).toBe('content/blog/2024-01-02-post/chart.svg');
    expect(siteRootPath('static/img/x.png')).toBe('public/img/x.png');
    expect(siteRootPath('unversioned/_contributing.mdx')).toBe('unversioned/_contributing.mdx');
    expect(siteRootPath('docsets/x.md')).toBe('docsets/x.md');
  });
});
