import { describe, expect, it } from 'vitest';
import { buildEnv, inputKey, outFingerprint } from './build-inputs';

const files = [
  { path: 'content/docs/About.mdx', content: '# About' },
  { path: 'site.config.ts', content: 'export default {}' },
];

describe('build inputs', () => {
  it('gives the same key for the same files, whatever their order', () => {
    expect(inputKey(files, [], ['abc'])).toBe(inputKey([...files].reverse(), [], ['abc']));
  });

  it('changes the key when a file, its name, a variable or the context changes', () => {
    const key = inputKey(files, [], ['abc']);
    expect(inputKey([files[0]!, { ...files[1]!, content: 'export default { x: 1 }' }], [], ['abc'])).not.toBe(key);
    expect(inputKey([files[0]!, { ...files[1]!, path: 'site.config.js' }], [], ['abc'])).not.toBe(key);
    expect(inputKey(files, [['SITE_VARIANT', 'e2e']], ['abc'])).not.toBe(key);
    expect(inputKey(files, [], ['abd'])).not.toBe(key);
    expect(inputKey(files.slice(1), [], ['abc'])).not.toBe(key);
  });

  it('keeps the variables that change what is built, in name order', () => {
    expect(buildEnv({ SITE_OFFLINE: 'off', HOME: '/root', NODE_ENV: 'production', NEXT_PUBLIC_X: '1', SITE_VARIANT: 'e2e', PATH: '/bin', NODE_OPTIONS: '--x' })).toEqual([
      ['NEXT_PUBLIC_X', '1'],
      ['NODE_ENV', 'production'],
      ['SITE_OFFLINE', 'off'],
      ['SITE_VARIANT', 'e2e'],
    ]);
  });

  it('tells an export changed by hand from the one the build left', () => {
    const out = [
      { path: 'index.html', size: 10 },
      { path: 'docs/About.html', size: 20 },
    ];
    expect(outFingerprint(out)).toBe(outFingerprint([...out].reverse()));
    expect(outFingerprint([out[0]!, { ...out[1]!, size: 21 }])).not.toBe(outFingerprint(out));
    expect(outFingerprint(out.slice(1))).not.toBe(outFingerprint(out));
  });
});
