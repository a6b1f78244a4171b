import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** What `next build` left in .next/server: next.config.ts turns server source maps off for production builds. */
const server = join(process.cwd(), '.next', 'server');
const built = existsSync(join(process.cwd(), 'out', 'index.html')) && existsSync(server);

describe.skipIf(!built)("next build's server output", () => {
  it('has no source maps', () => {
    const maps = readdirSync(server, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map'));
    expect(maps).toEqual([]);
  });
});
