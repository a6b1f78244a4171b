/**
 * The post-build step "link check": every internal link of every page must reach a page or file of
 * the export. It runs after the steps that write files pages link to, so that those count as existing.
 */
import { isInteractiveHash } from '../../lib/api/interactive';
import { brokenAnchorFinding, checkLinks, fullAddressFindings, routesOfExport } from '../../lib/checks/links';
import type { SiteConfig } from '../../lib/config/types';
import { listFiles } from './export-files';
import type { PostbuildContext, StepResult } from './postbuild-context';

export function linkCheckStep({
  out,
  config,
  pages,
  sourceOf,
}: Pick<PostbuildContext, 'out' | 'pages' | 'sourceOf'> & { config: Pick<SiteConfig, 'baseUrl' | 'url'> & { docs: Pick<SiteConfig['docs'], 'routeBasePath'> } }): StepResult {
  const report = checkLinks(
    pages.map((page) => ({ route: page.route, html: page.html, sourceFile: sourceOf.get(page.route) })),
    routesOfExport(listFiles(out)),
    { baseUrl: config.baseUrl, siteUrl: config.url, docsBase: config.docs.routeBasePath },
  );
  // Scalar names its own sections when it renders (lib/api/deep-links.ts): no exported page has them.
  const anchors = report.brokenAnchors.filter((a) => !isInteractiveHash(a.anchor)).map(brokenAnchorFinding);
  // A source file shown at two routes (the main doc at /docs and at its own path) has one anchor to fix.
  const once = [...new Map(anchors.map((finding) => [`${finding.file}\n${finding.message}`, finding])).values()];
  return { brokenLinks: report.brokenLinks, findings: [...once, ...fullAddressFindings(report.unansweredFullAddresses)] };
}
