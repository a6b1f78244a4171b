/**
 * Which Lighthouse `npm run bench:lighthouse` runs: 13 needs Node 22.19 or later (its `engines`), so
 * older Node (the project still passes on Node 20) runs Lighthouse 12, installed under the alias
 * `lighthouse-12`. Scores of the two are close but not identical: BENCHMARKS.md names the version.
 */
export const LIGHTHOUSE_PACKAGES = { current: 'lighthouse', node20: 'lighthouse-12' } as const;

export type LighthousePackage = (typeof LIGHTHOUSE_PACKAGES)[keyof typeof LIGHTHOUSE_PACKAGES];

export function lighthousePackageFor(nodeVersion: string): LighthousePackage {
  const match = /^v?(\d+)\.(\d+)/.exec(nodeVersion);
  if (!match) throw new Error(`Unrecognised Node version "${nodeVersion}"`);
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major > 22 || (major === 22 && minor >= 19) ? LIGHTHOUSE_PACKAGES.current : LIGHTHOUSE_PACKAGES.node20;
}
