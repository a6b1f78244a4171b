import './skip-to-content.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the navbar to the page's content. */
export function SkipToContent() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
