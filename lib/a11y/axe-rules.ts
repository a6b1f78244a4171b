import axe from 'axe-core';
import { AXE_EXTRA_RULES, auditedRules, type AuditedRule } from './audit';

/** The rules the e2e suite runs, from the installed axe-core: the tests and /accessibility both read this. */
export function axeRulesRun(): AuditedRule[] {
  return auditedRules(axe.getRules(), AXE_EXTRA_RULES);
}
