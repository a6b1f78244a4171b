import { describe, expect, it } from 'vitest';
import { scopeVersionFilters } from './version-scope';

const versions = [{ name: 'current' }, { name: '2.0' }, { name: '1.0' }];
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], 'type:content'];

describe('scopeVersionFilters', () => {
  it('narrows the docs tag group to the version being read, keeping pages outside the docs', () => {
    expect(scopeVersionFilters(filters, '1.0', versions)).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0'], 'type:content']);
  });
  it('widens it to every version', () => {
    expect(scopeVersionFilters(filters, null, versions)[1]).toEqual([
      'docusaurus_tag:default',
      'docusaurus_tag:docs-default-current',
      'docusaurus_tag:docs-default-2.0',
      'docusaurus_tag:docs-default-1.0',
    ]);
  });
  it('leaves filters without a docs version tag alone (contextual search off)', () => {
    expect(scopeVersionFilters(['language:en'], '1.0', versions)).toEqual(['language:en']);
  });
});
