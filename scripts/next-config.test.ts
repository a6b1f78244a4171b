import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import nextConfig, { BUILD_TIME_PACKAGES } from '../next.config';
import { siteConfig } from '../lib/site/config';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

describe("next.config.ts's build-time packages", () => {
  it('are left to Node on the server, and each is a dependency the site installs', () => {
    expect(nextConfig.serverExternalPackages).toEqual(BUILD_TIME_PACKAGES);
    expect(BUILD_TIME_PACKAGES.filter((name) => !(name in dependencies))).toEqual([]);
  });
});

describe("next.config.ts's page rendering", () => {
  it('renders with one worker per core, where Next would keep a core for its waiting main process', () => {
    expect(nextConfig.experimental?.cpus).toBe(availableParallelism());
  });
});

describe("next.config.ts's constants", () => {
  it("give the bundles docs.sidebar's options as the site's configuration has them, defaults filled in", () => {
    const { hideable, autoCollapseCategories } = siteConfig.docs.sidebar;
    expect(nextConfig.env).toEqual({ DOCS_SIDEBAR_HIDEABLE: String(hideable), DOCS_SIDEBAR_AUTO_COLLAPSE: String(autoCollapseCategories) });
  });
});

describe("next.config.ts's agent files", () => {
  it('keeps next dev from writing AGENTS.md into the project (Next 16.5 writes it on every start by default)', () => {
    expect(nextConfig.agentRules).toBe(false);
    expect(nextConfig.experimental?.agentUpgrade).toBe(false);
  });
});
