import { scanDocusaurusSource } from '../content/docusaurus-source';
import { findImports, packageImportProblem, themeImportProblem } from '../content/remark-theme-imports';
import { formatOf, frontMatterFormatOf, type MarkdownFormat } from '../content/markdown-format';
import type { ContentFile } from './content';
import type { Finding } from './findings';

/**
 * Mistakes in Docusaurus syntax, found before the build: an unknown or unclosed admonition is a
 * warning (the text is still shown); an import of a theme or site path that does not exist here, or of
 * a package the project does not have (`hasPackage`), is an error (the page could not render).
 */
export function authoringFindings(files: readonly ContentFile[], configFormat: MarkdownFormat = 'mdx', hasPackage: (name: string) => boolean = () => true): { errors: string[]; findings: Finding[] } {
  const errors: string[] = [];
  const findings: Finding[] = [];
  for (const file of files) {
    const format = formatOf(file.path, frontMatterFormatOf(file.source), configFormat);
    for (const warning of scanDocusaurusSource(file.source, format).warnings) {
      findings.push({ check: 'onUnknownAdmonition', file: `content/${file.path}:${warning.line}`, message: warning.message });
    }
    if (format === 'md') continue;
    for (const imported of findImports(file.source)) {
      const problem = themeImportProblem(imported.source) ?? packageImportProblem(imported.source, hasPackage);
      if (problem) errors.push(`content/${file.path}:${imported.line}: ${problem}`);
    }
  }
  return { errors, findings };
}
