import { describe, expect, it } from 'vitest';
import { leadingTitle } from './toc';

describe('leadingTitle', () => {
  it('reads a "# heading" that opens the body, after imports', () => {
    expect(leadingTitle('# Getting *started*\n\nText')).toBe('Getting started');
    expect(leadingTitle("import Tabs from '@theme/Tabs';\n\n# Install\n")).toBe('Install');
  });

  it('ignores an h1 that does not open the body, and other levels', () => {
    expect(leadingTitle('Intro.\n\n# Later')).toBeUndefined();
    expect(leadingTitle('## Section')).toBeUndefined();
  });
});
