import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../lib/config/types';
import { authoringFindingsStep } from './authoring-step';

describe('the post-build step "authoring findings"', () => {
  it("lists the authoring findings but those reported elsewhere: the blog's, and the links the link check reports", async () => {
    const findings = [
      { check: 'headingLevels', file: 'content/docs/a.mdx:3', message: 'a heading skips a level' },
      { check: 'onInlineTags', file: 'content/blog/p.mdx', message: 'an inline tag' },
      { check: 'onBrokenLinks', file: 'content/docs/a.mdx:7', message: 'the link "/docs/b" leads to no page or file of the site.' },
    ];
    const result = await authoringFindingsStep({ config: {} as SiteConfig }, () => findings);
    expect(result.findings).toEqual([findings[0]]);
  });
});
