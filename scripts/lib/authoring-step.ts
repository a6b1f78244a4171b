/**
 * The post-build step "authoring findings": the warnings of the authoring checks, listed with the
 * post-build step's own. The checks ran before the content build; run on its own, this step runs them.
 */
import type { Finding } from '../../lib/checks/findings';
import type { SiteConfig } from '../../lib/config/types';
import { loadSidebars } from '../../lib/docs/sidebars-file';
import { readAuthoringFindings } from './authoring-findings';
import { runContentChecks } from './content-checks';
import type { StepResult } from './postbuild-context';

/**
 * Checks of the authoring step that the post-build step does not repeat: the blog's, which the site's
 * data already found, and links to pages the export does not have, which its link check reports.
 */
const reportedElsewhere = (finding: Finding) => finding.check.startsWith('onInline') || finding.check === 'onUntruncatedBlogPosts' || finding.check === 'onBrokenLinks';

export async function authoringFindingsStep({ config }: { config: SiteConfig }, read: () => Finding[] | null = readAuthoringFindings): Promise<StepResult> {
  const findings = read() ?? runContentChecks({ contentDir: 'content', config, ...(await loadSidebars()) }).findings;
  return { findings: findings.filter((finding) => !reportedElsewhere(finding)) };
}
