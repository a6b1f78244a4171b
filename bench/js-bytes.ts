/**
 * First-load JavaScript per route (issue 9), from the built export's own files: the table in
 * BENCHMARKS.md, beside the budgets that Vitest's `build` project enforces (bench/budgets.build-test.ts).
 * Usage: npm run bench:js            (prints the table for the current out/)
 *        npm run bench:js -- --write (also replaces the js section of BENCHMARKS.md)
 * Run it on a production build (`npm run build`): the e2e build adds test-only code.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadJs, htmlFileOf, readBudgets } from './lib/bytes';
import { kb } from './lib/harness';
import { replaceSection } from './lib/report';

const OUT = 'out';
if (!existsSync(join(OUT, 'index.html'))) throw new Error('No export in out/: run `npm run build` first.');
const budgets = readBudgets();

const rows = Object.entries(budgets).map(([route, budget]) => {
  const measured = firstLoadJs(OUT, route, htmlFileOf(route));
  return `| \`${route}\` | ${measured.scripts} | ${Math.round(measured.rawBytes / 1024)} KB | ${kb(measured.gzipBytes)} | ${kb(budget)} |`;
});
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} from a production build by \`npm run bench:js\`.`,
  '',
  '| Route | Scripts | Raw | gzip | Budget |',
  '|---|---:|---:|---:|---:|',
  ...rows,
].join('\n');
console.log(table);
if (process.argv.includes('--write')) {
  replaceSection('BENCHMARKS.md', 'js', table);
  console.log('BENCHMARKS.md updated.');
}
