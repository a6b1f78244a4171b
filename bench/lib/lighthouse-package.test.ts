import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lighthousePackageFor } from './lighthouse-package';

describe('the Lighthouse the bench runs', () => {
  it('is 12 before Node 22.19', () => {
    for (const version of ['20.9.0', 'v20.20.2', '22.0.0', '22.18.9']) expect(lighthousePackageFor(version)).toBe('lighthouse-12');
  });
  it('is 13 from Node 22.19 on', () => {
    for (const version of ['22.19.0', 'v22.23.2', '23.0.0', '24.21.0']) expect(lighthousePackageFor(version)).toBe('lighthouse');
  });
  it('names a version it cannot read', () => {
    expect(() => lighthousePackageFor('latest')).toThrow('Unrecognised Node version "latest"');
  });
  it('picks packages that are installed at the majors their engines allow', () => {
    const require = createRequire(import.meta.url);
    const major = (name: string) => Number((require(`${name}/package.json`) as { version: string }).version.split('.')[0]);
    expect(major('lighthouse')).toBe(13);
    expect(major('lighthouse-12')).toBe(12);
    const engines = (require('lighthouse/package.json') as { engines: { node: string } }).engines.node;
    expect(engines).toBe('>=22.19');
  });
});
