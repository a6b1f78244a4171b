import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces the text between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in a Markdown file, so
 * a bench can refresh its own table and leave the prose around it alone.
 */
export function replaceSection(file: string, name: string, body: string): void {
  const text = readFileSync(file, 'utf8');
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${file} has no ${start} … ${end} section to replace.`);
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${body.trim()}\n${text.slice(to)}`);
}
