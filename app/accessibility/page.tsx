import type { Metadata } from 'next';
import axe from 'axe-core';
import { owner, siteConfig } from '@/lib/site';
import { pageMetadata } from '@/lib/site/metadata';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { auditedRoutesOf, AUDIT_VIEWPORTS } from '@/lib/a11y/audit';
import { contentPageAt } from '@/lib/site/pages';
import { axeRulesRun } from '@/lib/a11y/axe-rules';
import { newIssueUrl } from '@/lib/docs/feedback';
import { AccessibilityStatement } from '@/components/accessibility/AccessibilityStatement';

export const metadata: Metadata = pageMetadata({
  title: 'Accessibility',
  description: 'The accessibility standard this site targets, how it is tested, its known limitations and how to report a problem.',
  path: '/accessibility',
});

export default function Accessibility() {
  return (
    <div className={`container ${LAYOUT_CLASS.custom}`}>
      <AccessibilityStatement
        axeVersion={axe.version}
        rules={axeRulesRun()}
        routes={auditedRoutesOf(contentPageAt)}
        viewports={AUDIT_VIEWPORTS}
        report={{ issues: newIssueUrl(siteConfig.organizationName, siteConfig.projectName), email: owner.email }}
      />
    </div>
  );
}
