import { describe, expect, it } from 'vitest';
import { AUDITED_ROUTES, auditedRoutesOf, auditedRules, wcagCriterion } from './audit';
import { axeRulesRun } from './axe-rules';

describe('wcagCriterion', () => {
  it('reads success criteria and ignores level and category tags', () => {
    expect(wcagCriterion('wcag143')).toBe('1.4.3');
    expect(wcagCriterion('wcag2411')).toBe('2.4.11');
    expect(wcagCriterion('wcag2aa')).toBeNull();
    expect(wcagCriterion('wcag22aa')).toBeNull();
    expect(wcagCriterion('best-practice')).toBeNull();
  });
});

describe('auditedRules', () => {
  const catalogue = [
    { ruleId: 'b-default', help: 'B', tags: ['wcag2a', 'wcag111'], enabled: true },
    { ruleId: 'a-practice', help: 'A', tags: ['best-practice'], enabled: true },
    { ruleId: 'c-experimental', help: 'C', tags: ['experimental', 'wcag253'], enabled: true },
    { ruleId: 'd-off', help: 'D', tags: ['wcag2aaa'], enabled: false },
    { ruleId: 'e-off-asked', help: 'E', tags: ['wcag258'], enabled: false },
  ];

  it('runs axe’s defaults and the extra rules, sorted by id, with their criteria', () => {
    expect(auditedRules(catalogue, ['c-experimental', 'e-off-asked'])).toEqual([
      { id: 'a-practice', help: 'A', criteria: [] },
      { id: 'b-default', help: 'B', criteria: ['1.1.1'] },
      { id: 'c-experimental', help: 'C', criteria: ['2.5.3'] },
      { id: 'e-off-asked', help: 'E', criteria: ['2.5.8'] },
    ]);
  });

  it('fails on an extra rule the installed axe-core does not have', () => {
    expect(() => auditedRules(catalogue, ['no-such-rule'])).toThrow(/axe-core has no rule no-such-rule/);
  });

  it('with the installed axe-core, includes target-size and leaves out the AAA contrast rule', () => {
    const ids = axeRulesRun().map((rule) => rule.id);
    expect(ids).toContain('target-size');
    expect(ids).toContain('color-contrast');
    expect(ids).not.toContain('color-contrast-enhanced');
  });
});

describe('auditedRoutesOf', () => {
  it('lists every audited route the build has, leaving out docs and posts it lacks', () => {
    expect(auditedRoutesOf(() => undefined)).toEqual(AUDITED_ROUTES);
    // A site moved here: its own docs and posts, none of this site's; its app pages stay.
    const moved = auditedRoutesOf((route) => (route.startsWith('/docs') || /^\/blog\/\d{4}\//.test(route) ? false : undefined));
    expect(moved).toContain('/blog');
    expect(moved).toContain('/no-such-page');
    expect(moved.filter((route) => route.startsWith('/docs') || route.startsWith('/blog/2025'))).toEqual([]);
  });
});
