import Link from '@/components/shell/PrefetchLink';
import type { AuditedRule } from '@/lib/a11y/audit';
import './accessibility.css';

interface Props {
  axeVersion: string;
  rules: AuditedRule[];
  routes: readonly string[];
  viewports: readonly { name: string; width: number; height: number }[];
  report: { issues: string; email?: string };
}

/** /accessibility: the target, what the tests check (from the lists the tests read), limits, and how to report. */
export function AccessibilityStatement({ axeVersion, rules, routes, viewports, report }: Props) {
  return (
    <article className="accessibility-statement markdown">
      <h1>Accessibility statement</h1>
      <p>
        This site aims to meet the <a href="https://www.w3.org/TR/WCAG22/">Web Content Accessibility Guidelines (WCAG) 2.2</a> at level AA: every page is meant to be usable with a keyboard alone, with
        a screen reader and on a narrow phone screen.
      </p>

      <h2 id="testing">How it is tested</h2>
      <p>
        Every change runs an automated test suite in a real browser (Chromium) against the built site. Among other checks, it scans each page below with{' '}
        <a href="https://github.com/dequelabs/axe-core">axe-core</a> {axeVersion} and fails if axe reports a single problem. It also scans the open search dialog, the mobile menu, the enlarged image
        view and the feedback form, and it tests keyboard use of the menus, tabs, search and dialogs step by step.
      </p>
      <h3 id="viewports">Viewports</h3>
      <ul>
        {viewports.map((viewport) => (
          <li key={viewport.name}>
            {viewport.name === 'phone' ? 'Phone' : 'Desktop'}: {viewport.width} × {viewport.height} CSS pixels
          </li>
        ))}
      </ul>
      <h3 id="routes">Pages scanned</h3>
      <ul className="accessibility-statement__routes" aria-label="Pages scanned">
        {routes.map((route) => (
          <li key={route}>{route === '/no-such-page' ? 'The “page not found” page' : <Link href={route}>{route}</Link>}</li>
        ))}
      </ul>
      <h3 id="rules">Rules checked ({rules.length})</h3>
      <p>The scans run these axe rules: axe’s default set, which covers WCAG 2.0 to 2.2 levels A and AA and common best practices, and six rules axe leaves off unless asked.</p>
      <ul className="accessibility-statement__rules" aria-label="axe rules checked">
        {rules.map((rule) => (
          <li key={rule.id} data-rule={rule.id}>
            <code>{rule.id}</code>: {rule.help}
            {rule.criteria.length > 0 ? ` (WCAG ${rule.criteria.join(', ')})` : ' (best practice)'}
          </li>
        ))}
      </ul>

      <h2 id="limitations">Known limitations</h2>
      <ul>
        <li>Automated checks find only part of the barriers a person may meet. Reading order, the clarity of text and of alternative text are reviewed by hand, and can still fall short.</li>
        <li>
          The interactive API reference at <Link href="/api">/api</Link> is rendered by a third-party component. The site repairs the problems the tests find in it, but the plain reference on the same
          page, which needs no script, is the more reliable way to read the API with assistive technology.
        </li>
        <li>The site has one colour scheme, light; it does not follow a system preference for dark mode.</li>
      </ul>

      <h2 id="report">Report a problem</h2>
      <p>
        If something on this site is hard or impossible for you to use, please say so: <a href={report.issues}>open an issue in the site’s repository</a>
        {report.email ? (
          <>
            {' '}
            or write to <a href={`mailto:${report.email}?subject=${encodeURIComponent('Accessibility problem on the site')}`}>{report.email}</a>
          </>
        ) : null}
        . Name the page and what you were trying to do.
      </p>
    </article>
  );
}
