/**
 * "Was this page helpful?" at the foot of every doc. With an endpoint the answer is POSTed there as
 * JSON; without one the reader sends it themselves, by e-mail to the owner or as an issue in the
 * site's repository, through a prefilled link. Nothing is stored.
 */

/** The JSON body POSTed to `feedback.endpoint`. */
export interface FeedbackPayload {
  /** The page's site path, such as /docs/About. */
  page: string;
  helpful: boolean;
  /** The reader's comment, trimmed; empty when they wrote none. */
  comment: string;
}

/** Where the answer goes when no endpoint is configured, resolved at build time. */
export type FeedbackFallback = { kind: 'email'; address: string } | { kind: 'issue'; newIssueUrl: string };

/** What the feedback form needs, passed from the server to the client component. */
export interface FeedbackTarget {
  endpoint?: string;
  fallback: FeedbackFallback;
}

export function feedbackPayload(page: string, helpful: boolean, comment: string): FeedbackPayload {
  return { page, helpful, comment: comment.trim() };
}

function subjectOf(payload: FeedbackPayload, title: string): string {
  return `Feedback on "${title}": ${payload.helpful ? 'helpful' : 'not helpful'}`;
}

function bodyOf(payload: FeedbackPayload, pageUrl: string): string {
  const lines = [`Page: ${pageUrl}`, `Helpful: ${payload.helpful ? 'yes' : 'no'}`];
  if (payload.comment) lines.push('', payload.comment);
  return lines.join('\n');
}

/**
 * The prefilled link that sends the answer without an endpoint. mailto: wants %20 rather than +
 * for spaces (RFC 6068), so it is encoded by hand; the issue form reads ordinary query parameters.
 */
export function feedbackLink(fallback: FeedbackFallback, payload: FeedbackPayload, title: string, pageUrl: string): string {
  const subject = subjectOf(payload, title);
  const body = bodyOf(payload, pageUrl);
  if (fallback.kind === 'email') return `mailto:${fallback.address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  const url = new URL(fallback.newIssueUrl);
  url.searchParams.set('title', subject);
  url.searchParams.set('body', body);
  return url.toString();
}

/** The "new issue" page of the site's GitHub repository. */
export function newIssueUrl(organizationName: string, projectName: string): string {
  return `https://github.com/${organizationName}/${projectName}/issues/new`;
}

/**
 * Where this site's answers go. An e-mail fallback needs the owner's address in content/authors.yml;
 * without one the build fails rather than show a form that cannot send.
 */
export function feedbackTargetOf(
  config: { endpoint?: string; fallback?: 'issue' | 'email' } | undefined,
  site: { organizationName: string; projectName: string },
  ownerEmail: string | undefined,
): FeedbackTarget {
  if (config?.fallback === 'email') {
    if (!ownerEmail) throw new Error('site.config.ts: feedback.fallback is "email" but the owner in content/authors.yml has no email. Add one, or set feedback.fallback to "issue".');
    return { endpoint: config.endpoint, fallback: { kind: 'email', address: ownerEmail } };
  }
  return { endpoint: config?.endpoint, fallback: { kind: 'issue', newIssueUrl: newIssueUrl(site.organizationName, site.projectName) } };
}
