import { describe, expect, it } from 'vitest';
import { findThemeImports, themeImportProblem } from './remark-theme-imports';

describe('theme imports', () => {
  it('accepts the theme components the site has', () => {
    for (const name of ['Admonition', 'Details', 'CodeBlock', 'Tabs', 'TabItem', 'DocCardList', 'TOCInline']) expect(themeImportProblem(`@theme/${name}`)).toBeNull();
    expect(themeImportProblem('./local')).toBeNull();
  });
  it('refuses other theme and site paths, saying what may be imported', () => {
    expect(themeImportProblem('@theme/Mermaid')).toMatch(/^the import "@theme\/Mermaid" has nothing to resolve to on this site\. Docs may import @theme\/Admonition, /);
    expect(themeImportProblem('@site/src/components/X')).toContain('"@site/src/components/X"');
  });
  it('finds import lines outside code fences, with their lines', () => {
    const source = "---\nt: 1\n---\nimport Tabs from '@theme/Tabs';\n```js\nimport X from '@theme/X';\n```\nimport {a as B} from \"@site/x\";\n";
    expect(findThemeImports(source)).toEqual([
      { source: '@theme/Tabs', locals: ['Tabs'], line: 4 },
      { source: '@site/x', locals: ['a', 'B'], line: 8 },
    ]);
  });
});
