'use client';

import { useState, type FormEvent } from 'react';
import { feedbackLink, feedbackPayload, type FeedbackTarget } from '@/lib/docs/feedback';
import './page-feedback.css';

type Step = { kind: 'ask' } | { kind: 'comment'; helpful: boolean } | { kind: 'sending'; helpful: boolean } | { kind: 'thanks' };

/**
 * "Was this page helpful?": Yes or No, then an optional comment, then the answer goes to the
 * endpoint (JSON) or out through a prefilled e-mail or issue. Nothing is sent or stored before the
 * reader answers; the thanks and any failure are announced by the status line.
 */
// One form per doc page, so fixed ids are unique (and cost no bytes of useId's machinery).
const headingId = 'page-feedback-question';
const commentId = 'page-feedback-comment';

export function PageFeedback({ page, title, pageUrl, target }: { page: string; title: string; pageUrl: string; target: FeedbackTarget }) {
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState('');

  const send = async (event: FormEvent, helpful: boolean) => {
    event.preventDefault();
    if (!target.endpoint) return;
    setStep({ kind: 'sending', helpful });
    setStatus('');
    try {
      const response = await fetch(target.endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(feedbackPayload(page, helpful, comment)) });
      if (!response.ok) throw new Error(String(response.status));
      setStep({ kind: 'thanks' });
      setStatus('Thank you for your feedback.');
    } catch {
      setStep({ kind: 'comment', helpful });
      setStatus('Your feedback could not be sent. Check your connection and press Send again.');
    }
  };

  return (
    <section className="page-feedback" aria-labelledby={headingId} data-endpoint={target.endpoint}>
      {/* A paragraph, not a heading: the page's h2–h6 are its content's, each with its hash link. */}
      <p id={headingId} className="page-feedback__question">
        Was this page helpful?
      </p>
      {step.kind === 'ask' && (
        <div className="page-feedback__answers">
          <button type="button" onClick={() => setStep({ kind: 'comment', helpful: true })}>
            Yes
          </button>
          <button type="button" onClick={() => setStep({ kind: 'comment', helpful: false })}>
            No
          </button>
        </div>
      )}
      {(step.kind === 'comment' || step.kind === 'sending') && (
        <form className="page-feedback__form" onSubmit={(event) => void send(event, step.helpful)}>
          <label htmlFor={commentId}>{step.helpful ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}</label>
          <textarea id={commentId} rows={3} maxLength={2000} value={comment} onChange={(event) => setComment(event.target.value)} autoFocus />
          {target.endpoint ? (
            <button type="submit" disabled={step.kind === 'sending'}>
              Send
            </button>
          ) : (
            <a
              className="page-feedback__send"
              href={feedbackLink(target.fallback, feedbackPayload(page, step.helpful, comment), title, pageUrl)}
              {...(target.fallback.kind === 'issue' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              // The link stays: removing it during its own click would cancel the navigation.
              onClick={() => setStatus('Thank you for your feedback.')}
            >
              {target.fallback.kind === 'email' ? 'Send by e-mail' : 'Send as a GitHub issue'}
            </a>
          )}
        </form>
      )}
      <p className="page-feedback__status" role="status">
        {status}
      </p>
    </section>
  );
}
