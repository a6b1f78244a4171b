'use client';

import { useState } from 'react';

/** Copies the page's Markdown twin; the copy code and the twin load on the first click. */
export function CopyPageButton({ href }: { href: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      const { copyTextAt } = await import('@/lib/client/copy-markdown');
      await copyTextAt(href);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="page-actions__item" onClick={copy}>
        Copy page as Markdown
      </button>
      <span role="status" className="page-actions__status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : ''}
      </span>
    </>
  );
}
