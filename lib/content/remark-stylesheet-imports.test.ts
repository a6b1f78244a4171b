import { compile } from '@mdx-js/mdx';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDocumentData } from './compiled-file';
import { absoluteUrls, remarkStylesheetImports, scopedCssModule } from './remark-stylesheet-imports';

describe('absoluteUrls', () => {
  it("makes a served stylesheet's relative addresses absolute, and leaves the others", () => {
    const css = ".a { background: url(img/dot.png); }\n.b { background: url('../fonts/x.woff2'); }\n.c { background: url(/img/y.png); }\n.d { background: url(data:image/png;base64,AA); }\n.e { mask: url(#m); }";
    expect(absoluteUrls(css, '/css/')).toBe(
      ".a { background: url(/css/img/dot.png); }\n.b { background: url('/fonts/x.woff2'); }\n.c { background: url(/img/y.png); }\n.d { background: url(data:image/png;base64,AA); }\n.e { mask: url(#m); }",
    );
  });
});

describe('CSS modules a page imports', () => {
  const root = mkdtempSync(join(tmpdir(), 'css-modules-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'content/docs/guide'), { recursive: true });
  writeFileSync(join(root, 'content/docs/guide/cables.module.css'), "/* Cable colours. */\n.red { color: red; padding: .5rem; }\n.red[aria-selected='true'] { border-color: red; }\n@media (min-width: 0.5em) { .blue { background: url(img/x.png); } }\n");

  it("makes each class the file's own, in selectors only, as css-loader does", () => {
    const { css, classes } = scopedCssModule("/* a.b */\n.red { padding: .5rem; }\n.red[aria-selected='true'], .blue:hover { background: url(img/x.png); }", 'content/docs/guide/cables.module.css');
    const suffix = classes.red!.slice('red_'.length);
    expect(suffix).toMatch(/^[0-9a-f]{8}$/);
    expect(classes).toEqual({ red: `red_${suffix}`, blue: `blue_${suffix}` });
    expect(css).toBe(`\n.red_${suffix} { padding: .5rem; }\n.red_${suffix}[aria-selected='true'], .blue_${suffix}:hover { background: url(img/x.png); }`);
  });

  it('gives the default import the scoped names and puts the scoped rules in the page, where they were a file address', async () => {
    const file = new VFile({ value: "import styles from './cables.module.css';\n\n<span className={styles.red}>Red</span>\n", data: contentDocumentData('docs/guide/page.mdx') });
    const code = String(await compile(file, { remarkPlugins: [[remarkStylesheetImports, { root }]] }));
    const scoped = /"red": "(red_[0-9a-f]{8})"/.exec(code)?.[1];
    expect(scoped).toBeDefined();
    expect(code).toContain(`.${scoped}[aria-selected='true']`);
    expect(code).toMatch(/\.blue_[0-9a-f]{8} \{ background: url\(img\/x\.png\); \}/);
    expect(code).not.toContain('cables.module.css\'');
  });
});
