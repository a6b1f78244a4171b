import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPE_CHECKED_OUTPUT } from './content-build';
import { nextTypeCheckedOutput } from './build-steps';

/**
 * The content build keeps the times of the generated files the type check reads when their content
 * did not change (keepingTimesOfUnchanged). That only works while TYPE_CHECKED_OUTPUT names every
 * generated file that TypeScript reads: a new one would make each content edit a full check again.
 */
const built = existsSync('.contentlayer/generated/index.d.ts');

/** The files TypeScript reads for the site's type check, relative to the project. */
const readByTypeCheck = () =>
  execFileSync(process.execPath, ['node_modules/typescript-native/bin/tsc', '-p', '.', '--listFilesOnly'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .filter(Boolean)
    .map((file) => relative(process.cwd(), file));

describe.skipIf(!built)("the content build's output the type check reads", () => {
  it('is only what TYPE_CHECKED_OUTPUT names', { timeout: 60_000 }, () => {
    const generated = readByTypeCheck().filter((file) => file.startsWith('.contentlayer/'));
    expect(generated.length).toBeGreaterThan(0);
    expect(generated.filter((file) => !TYPE_CHECKED_OUTPUT.includes(file))).toEqual([]);
  });
});

/**
 * The same for `next build`, which writes its route types and `.next/package.json` again on every
 * run: the build's step keeps the times of those it did not change (build-steps.ts). Route types of
 * `next dev` (`.next/dev/types`) are written only by `next dev`.
 */
describe.skipIf(!existsSync('.next/types'))("next build's output the type check reads", () => {
  it('is only what nextTypeCheckedOutput names', { timeout: 60_000 }, () => {
    const kept = new Set(nextTypeCheckedOutput());
    const underNext = readByTypeCheck().filter((file) => file.startsWith('.next/') && !file.startsWith('.next/dev/'));
    expect(underNext.length).toBeGreaterThan(0);
    expect(underNext.filter((file) => !kept.has(file))).toEqual([]);
  });
});
