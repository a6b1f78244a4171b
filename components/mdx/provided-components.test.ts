import { describe, expect, it } from 'vitest';
import { PROVIDED_COMPONENTS } from '@/lib/content/provided-components';
import { mdxComponents } from './MdxContent';

describe('the components every page has', () => {
  it('are the ones the check lets pages use without an import', () => {
    // Lower-case keys are HTML elements the site renders its own way; ParameterReference is added per page.
    const named = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name));
    expect(new Set([...named, 'ParameterReference'])).toEqual(new Set(PROVIDED_COMPONENTS));
  });
});
