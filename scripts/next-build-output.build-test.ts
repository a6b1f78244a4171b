import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

// Canary for routeParam (lib/export-params.ts): it fails once Next hands a page its params as
// generateStaticParams gave them (vercel/next.js#92192), and routeParam can go.
const canary = join(process.cwd(), 'out', 'e2e', 'params', 'nicolò.html');
describe.skipIf(!existsSync(canary))("Next's params in a static export (canary)", () => {
  it('still hands a page a non-ASCII param percent-encoded', () => {
    expect(readFileSync(canary, 'utf8')).toContain('data-raw-param="nicol%C3%B2"');
  });
});
