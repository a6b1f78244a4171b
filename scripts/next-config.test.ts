import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import nextConfig, { BUILD_TIME_PACKAGES } from '../next.config';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

describe("next.config.ts's build-time packages", () => {
  it('are left to Node on the server, and each is a dependency the site installs', () => {
    expect(nextConfig.serverExternalPackages).toEqual(BUILD_TIME_PACKAGES);
    expect(BUILD_TIME_PACKAGES.filter((name) => !(name in dependencies))).toEqual([]);
  });
});
