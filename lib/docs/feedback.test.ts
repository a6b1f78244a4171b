import { describe, expect, it } from 'vitest';
import { feedbackLink, feedbackPayload, feedbackTargetOf, newIssueUrl } from './feedback';

describe('feedbackPayload', () => {
  it('carries the page, the answer and the trimmed comment', () => {
    expect(feedbackPayload('/docs/About', false, '  The link to Filters is broken. \n')).toEqual({ page: '/docs/About', helpful: false, comment: 'The link to Filters is broken.' });
  });
});

describe('feedbackLink', () => {
  const page = 'https://robin-vale.example/docs/About';

  it('prefills an e-mail to the owner, with spaces as %20', () => {
    const link = feedbackLink({ kind: 'email', address: 'robin@robin-vale.example' }, feedbackPayload('/docs/About', true, 'Clear & short'), 'About', page);
    expect(link).toBe(
      'mailto:robin@robin-vale.example?subject=Feedback%20on%20%22About%22%3A%20helpful&body=Page%3A%20https%3A%2F%2Frobin-vale.example%2Fdocs%2FAbout%0AHelpful%3A%20yes%0A%0AClear%20%26%20short',
    );
  });

  it('prefills a new issue in the repository, leaving out an empty comment', () => {
    const link = new URL(feedbackLink({ kind: 'issue', newIssueUrl: newIssueUrl('robin-vale', 'robin-vale.github.io') }, feedbackPayload('/docs/About', false, ''), 'About', page));
    expect(link.origin + link.pathname).toBe('https://github.com/robin-vale/robin-vale.github.io/issues/new');
    expect(link.searchParams.get('title')).toBe('Feedback on "About": not helpful');
    expect(link.searchParams.get('body')).toBe(`Page: ${page}\nHelpful: no`);
  });
});

describe('feedbackTargetOf', () => {
  const site = { organizationName: 'robin-vale', projectName: 'robin-vale.github.io' };

  it('defaults to an issue in the repository, keeping the endpoint', () => {
    expect(feedbackTargetOf({ endpoint: 'https://f.example/a' }, site, undefined)).toEqual({
      endpoint: 'https://f.example/a',
      fallback: { kind: 'issue', newIssueUrl: 'https://github.com/robin-vale/robin-vale.github.io/issues/new' },
    });
  });

  it('sends e-mail to the owner, and fails the build when the owner has no address', () => {
    expect(feedbackTargetOf({ fallback: 'email' }, site, 'robin@robin-vale.example').fallback).toEqual({ kind: 'email', address: 'robin@robin-vale.example' });
    expect(() => feedbackTargetOf({ fallback: 'email' }, site, undefined)).toThrow(/owner in content\/authors\.yml has no email/);
  });
});
