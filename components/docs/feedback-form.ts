import { feedbackLink, feedbackPayload, type FeedbackTarget } from '@/lib/docs/feedback';

/** What the server-rendered question (PageFeedback.tsx) hands the form, in its data-feedback attribute. */
export interface FeedbackProps {
  /** The page's site path, such as /docs/About. */
  page: string;
  title: string;
  /** The page's absolute URL, for the e-mail or issue. */
  pageUrl: string;
  target: FeedbackTarget;
}

const COMMENT_ID = 'page-feedback-comment';
const THANKS = 'Thank you for your feedback.';
const FAILED = 'Your feedback could not be sent. Check your connection and press Send again.';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}, text = ''): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  if (text) node.textContent = text;
  return node;
}

/**
 * Loaded on the reader's first Yes or No (lib/client/on-use.ts): the optional comment takes the place
 * of the buttons, then the answer goes to the endpoint (JSON) or out through a prefilled e-mail or
 * issue. The thanks and any failure are announced by the status line. Plain DOM in a container whose
 * children React does not manage (PageFeedback.tsx), so the page's first load holds none of it.
 * Idempotent: a second press may come before the first has loaded this module.
 */
export function openFeedbackForm(answer: HTMLButtonElement): void {
  const section = answer.closest<HTMLElement>('[data-feedback]');
  const body = section?.querySelector<HTMLElement>('.page-feedback__body');
  if (!section || !body || !body.contains(answer)) return;
  const { page, title, pageUrl, target } = JSON.parse(section.dataset.feedback!) as FeedbackProps;
  const helpful = answer.value === 'yes';

  const form = element('form', { className: 'page-feedback__form' });
  const label = element('label', { htmlFor: COMMENT_ID }, helpful ? 'What helped? (optional)' : 'What was missing or wrong? (optional)');
  const comment = element('textarea', { id: COMMENT_ID, rows: 3, maxLength: 2000 });
  const status = element('p', { className: 'page-feedback__status' });
  status.setAttribute('role', 'status');
  const payload = () => feedbackPayload(page, helpful, comment.value);

  if (target.endpoint) {
    const endpoint = target.endpoint;
    const send = element('button', { type: 'submit' }, 'Send');
    form.append(label, comment, send);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      send.disabled = true;
      status.textContent = '';
      fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload()) })
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          form.remove();
          status.textContent = THANKS;
        })
        .catch(() => {
          send.disabled = false;
          status.textContent = FAILED;
        });
    });
  } else {
    const { fallback } = target;
    const send = element('a', { className: 'page-feedback__send' }, fallback.kind === 'email' ? 'Send by e-mail' : 'Send as a GitHub issue');
    if (fallback.kind === 'issue') Object.assign(send, { target: '_blank', rel: 'noopener noreferrer' });
    const address = () => (send.href = feedbackLink(fallback, payload(), title, pageUrl));
    address();
    comment.addEventListener('input', address);
    // The link stays: removing it during its own click would cancel the navigation.
    send.addEventListener('click', () => (status.textContent = THANKS));
    form.append(label, comment, send);
  }

  body.replaceChildren(form, status);
  comment.focus();
}
