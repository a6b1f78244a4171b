import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { interactiveBundleDir, interactiveReferenceAssets, readInteractiveBundleManifest } from './interactive-bundle';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project(manifest?: unknown): string {
  const root = mkdtempSync(join(tmpdir(), 'interactive-'));
  roots.push(root);
  if (manifest !== undefined) {
    mkdirSync(interactiveBundleDir(root), { recursive: true });
    writeFileSync(join(interactiveBundleDir(root), 'manifest.json'), JSON.stringify(manifest));
  }
  return root;
}

const manifest = { key: 'k', script: 'reference-AB12.js', stylesheet: 'reference-CD34.css', inputs: ['components/api/scalar-mount.tsx'] };

describe('the interactive reference assets', () => {
  it("are the manifest's files under the site's base URL", () => {
    const root = project(manifest);
    expect(interactiveReferenceAssets('/', root)).toEqual({
      script: '/interactive-reference/reference-AB12.js',
      stylesheet: '/interactive-reference/reference-CD34.css',
      description: '/openapi.yaml',
    });
    expect(interactiveReferenceAssets('/docs-site/', root).script).toBe('/docs-site/interactive-reference/reference-AB12.js');
    expect(interactiveReferenceAssets('/docs-site', root).stylesheet).toBe('/docs-site/interactive-reference/reference-CD34.css');
    expect(interactiveReferenceAssets('/docs-site', root).description).toBe('/docs-site/openapi.yaml');
  });

  it('say how to make the bundle when the build has not', () => {
    expect(() => interactiveReferenceAssets('/', project())).toThrow(/public\/interactive-reference\/manifest\.json is missing\).*npm run build:interactive-reference/);
  });

  it('read no manifest of another shape, or one that is not JSON', () => {
    expect(readInteractiveBundleManifest(project({ script: 'a.js' }))).toBeNull();
    const root = project(manifest);
    writeFileSync(join(interactiveBundleDir(root), 'manifest.json'), '{"key":');
    expect(readInteractiveBundleManifest(root)).toBeNull();
    expect(readInteractiveBundleManifest(project(manifest))).toEqual(manifest);
  });
});
