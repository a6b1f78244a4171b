import { FEED_EXCLUDE_ATTRIBUTE } from '@/lib/blog/feed-links';
import { COPY_CODE_BUTTON_CLASS, COPY_CODE_LABEL_CLASS, COPY_CODE_STATUS_CLASS, COPY_CODE_TEXT } from '@/lib/client/copy-code';

/**
 * The Copy button beside a code block (the <pre> in its parent). Markup only: the page-wide listener
 * of lib/client/on-use.ts copies and says so (lib/client/copy-code.ts).
 */
export function CopyCodeButton() {
  return (
    <span className="code-copy" {...{ [FEED_EXCLUDE_ATTRIBUTE]: '' }}>
      <button type="button" className={COPY_CODE_BUTTON_CLASS}>
        <span className={COPY_CODE_LABEL_CLASS}>{COPY_CODE_TEXT.idle.label}</span>
        <span className="visually-hidden"> code</span>
      </button>
      <span role="status" className={`visually-hidden ${COPY_CODE_STATUS_CLASS}`} />
    </span>
  );
}
