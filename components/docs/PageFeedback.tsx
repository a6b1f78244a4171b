import type { FeedbackTarget } from '@/lib/docs/feedback';
import { FEEDBACK_ANSWER } from '@/lib/docs/feedback-answer';
import type { FeedbackProps } from './feedback-form';
import './page-feedback.css';

/**
 * "Was this page helpful?": the question and its Yes and No buttons are the page's HTML, with no
 * script of their own. The first press loads the comment form (./feedback-form.ts, through the page's
 * click listener in lib/client/on-use.ts), which takes their place; nothing is sent or stored before.
 */
// One form per doc page, so a fixed id is unique.
export const FEEDBACK_QUESTION_ID = 'page-feedback-question';

// Fixed markup, nothing from content: the two answers, as buttons the page's click listener knows.
const ANSWERS = `<div class="page-feedback__answers"><button type="button" ${FEEDBACK_ANSWER} value="yes">Yes</button><button type="button" ${FEEDBACK_ANSWER} value="no">No</button></div>`;

export function PageFeedback({ page, title, pageUrl, target }: { page: string; title: string; pageUrl: string; target: FeedbackTarget }) {
  const props: FeedbackProps = { page, title, pageUrl, target };
  return (
    // Keyed by page: a new page's question is new HTML, never the form a previous page opened.
    <section key={page} className="page-feedback" aria-labelledby={FEEDBACK_QUESTION_ID} data-endpoint={target.endpoint} data-feedback={JSON.stringify(props)}>
      {/* A paragraph, not a heading: the page's h2–h6 are its content's, each with its hash link. */}
      <p id={FEEDBACK_QUESTION_ID} className="page-feedback__question">
        Was this page helpful?
      </p>
      {/* Inner HTML, which React leaves to the form (./feedback-form.ts) to replace. */}
      <div className="page-feedback__body" dangerouslySetInnerHTML={{ __html: ANSWERS }} />
    </section>
  );
}
