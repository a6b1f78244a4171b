'use client';

import { useEffect, useRef, useState } from 'react';
import { FEED_EXCLUDE_ATTRIBUTE } from '@/lib/blog/feed-links';

const COPIED_FOR_MS = 2000;

/** Copies the code block it sits beside (the <pre> in its parent), as a visitor sees the code. */
export function CopyCodeButton() {
  const root = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    const code = root.current?.parentElement?.querySelector('pre')?.innerText ?? '';
    try {
      await navigator.clipboard.writeText(code.replace(/\n$/, ''));
      setState('copied');
    } catch {
      // No clipboard (an insecure origin, or permission refused): say so rather than pretend.
      setState('failed');
    }
  };

  return (
    <span ref={root} className="code-copy" {...{ [FEED_EXCLUDE_ATTRIBUTE]: '' }}>
      <button type="button" className="code-copy__button" onClick={copy}>
        {state === 'copied' ? 'Copied' : 'Copy'}
        <span className="visually-hidden"> code</span>
      </button>
      <span role="status" className="visually-hidden">
        {state === 'copied' ? 'Code copied to the clipboard' : state === 'failed' ? 'The browser did not allow copying' : ''}
      </span>
    </span>
  );
}
