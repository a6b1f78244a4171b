/**
 * The attribute of the server-rendered Yes and No buttons of "Was this page helpful?" (their value is
 * "yes" or "no"): the page's click listener (lib/client/on-use.ts) loads the comment form when one is
 * pressed. Only the listener and the server component use it, so the bundler inlines it.
 */
export const FEEDBACK_ANSWER = 'data-feedback-answer';
