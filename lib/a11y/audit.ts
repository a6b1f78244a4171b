/**
 * What the accessibility tests check, in one place: e2e/quality.spec.ts and e2e/fixtures.ts run
 * axe with these rules on these routes at these viewports, and /accessibility lists the same
 * values, so the statement cannot claim more (or less) than the suite tests.
 */

/**
 * Rules axe leaves out unless asked, enabled because they apply to this site's pages:
 * - target-size: WCAG 2.2's 24px targets (2.5.8), which Lighthouse checks too.
 * - label-content-name-mismatch: a control's accessible name contains its visible text (WCAG 2.5.3,
 *   Label in Name), so speech users can say what they see; experimental in axe.
 * - css-orientation-lock: no stylesheet locks the page to portrait or landscape (1.3.4); experimental.
 * - p-as-heading: a bold paragraph is not standing in for a heading in the MDX content; experimental.
 * - table-fake-caption, td-has-header: the docs' data tables use real captions and headers
 *   (1.3.1); experimental.
 * Left off: focus-order-semantics (experimental) flags the wide tables' and formulas' scroll boxes,
 * which take focus so the keyboard can scroll them (scrollable-region-focusable); the roles it accepts
 * would make each one a landmark, and landmarks need unique names. color-contrast-enhanced,
 * identical-links-same-purpose and meta-refresh-no-exceptions are AAA (the site aims at AA);
 * hidden-content only asks for a manual review; the rest are deprecated.
 * axe's best-practice rules (region, heading-order, landmarks…) are on by default and stay on.
 */
export const AXE_EXTRA_RULES = ['target-size', 'label-content-name-mismatch', 'css-orientation-lock', 'p-as-heading', 'table-fake-caption', 'td-has-header'] as const;

/** A rule as axe-core's getRules() describes it. */
export interface AxeRuleMeta {
  ruleId: string;
  help: string;
  tags: string[];
  enabled?: boolean;
}

/** A rule the suite runs, with the WCAG success criteria axe files it under (none for best practice). */
export interface AuditedRule {
  id: string;
  help: string;
  criteria: string[];
}

/** "wcag143" → "1.4.3"; axe's level tags (wcag2a, wcag21aa…) and other tags → null. */
export function wcagCriterion(tag: string): string | null {
  const match = /^wcag(\d)(\d)(\d+)$/.exec(tag);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : null;
}

/**
 * The rules a run with `extra` turned on checks: axe's defaults (enabled and not experimental, as
 * axe runs them when given no rule list) and the extra ones, by id.
 */
export function auditedRules(catalogue: readonly AxeRuleMeta[], extra: readonly string[]): AuditedRule[] {
  const unknown = extra.filter((id) => !catalogue.some((rule) => rule.ruleId === id));
  if (unknown.length > 0) throw new Error(`axe-core has no rule ${unknown.join(', ')}: check AXE_EXTRA_RULES in lib/a11y/audit.ts against the installed axe-core.`);
  return catalogue
    .filter((rule) => extra.includes(rule.ruleId) || (rule.enabled !== false && !rule.tags.includes('experimental')))
    .map((rule) => ({ id: rule.ruleId, help: rule.help, criteria: rule.tags.flatMap((tag) => wcagCriterion(tag) ?? []) }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The viewports every audited route is scanned at: a laptop and a phone. */
export const AUDIT_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The docs pages of spec §2 (and the Parameter reference), by doc id. */
export const AUDITED_DOC_IDS = [
  'About',
  'My-Pieces/Main',
  'My-Pieces/Twelve',
  'Vital/Overview',
  ...['Intro', 'Oscillators-and-Sampler', 'Filters', 'Envelopes-and-LFOs', 'Modulation', 'Effects', 'Global-Controls-and-Header-Bar', 'Wavetable-Editor', 'Advanced'].map(
    (p) => `Vital/UserGuide/${p}`,
  ),
  'Vital/Parameters',
  'Vital/Vital-Code-Docs',
] as const;

/** Every route the suite scans with axe at each viewport; /no-such-page stands for the not-found page. */
export const AUDITED_ROUTES: readonly string[] = [
  '/',
  '/docs',
  ...AUDITED_DOC_IDS.map((id) => `/docs/${id}`),
  '/blog',
  '/blog/2025/01/25',
  '/blog/2025/02/17',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/search',
  '/api',
  '/accessibility',
  '/no-such-page',
];

/**
 * The audited routes a build has, for /accessibility to list: a docs page or post the build lacks
 * (`hasContent` false, as on a site moved here with its own content) is left out, since the suite
 * could not scan it; a route no content owns (undefined) is one of the app's own pages, always there.
 */
export function auditedRoutesOf(hasContent: (route: string) => boolean | undefined): string[] {
  return AUDITED_ROUTES.filter((route) => hasContent(route) ?? true);
}
