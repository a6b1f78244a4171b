import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPE_CHECKED_OUTPUT } from './content-build';

/**
 * The content build keeps the times of the generated files the type check reads when their content
 * did not change (keepingTimesOfUnchanged). That only works while TYPE_CHECKED_OUTPUT names every
 * generated file that TypeScript reads: a new one would make each content edit a full check again.
 */
const built = existsSync('.contentlayer/generated/index.d.ts');

describe.skipIf(!built)("the content build's output the type check reads", () => {
  it('is only what TYPE_CHECKED_OUTPUT names', { timeout: 60_000 }, () => {
    const listed = execFileSync(process.execPath, ['node_modules/typescript-native/bin/tsc', '-p', '.', '--listFilesOnly'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const generated = listed
      .split('\n')
      .filter((file) => file.includes('/.contentlayer/'))
      .map((file) => relative(process.cwd(), file));
    expect(generated.length).toBeGreaterThan(0);
    expect(generated.filter((file) => !TYPE_CHECKED_OUTPUT.includes(file))).toEqual([]);
  });
});
