'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Correction } from '@/lib/search/site-client';

/**
 * The modal's typo corrections (lib/search/forgiving.ts) inside DocSearch's own screens, which take
 * no content of ours: "Showing results for …" above the hits, and "Try searching for" with the
 * corrected queries on the no-results screen, where it replaces DocSearch's list of section names.
 */

/**
 * A box of ours inside DocSearch's markup: inserted into the element `container` selects, after its
 * child `after` selects (or first), again whenever DocSearch renders that screen anew.
 */
function useInsertedBox(container: string, after: string | null, className: string): HTMLElement | null {
  const [box, setBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    if (!modal) return undefined;
    let current: HTMLElement | null = null;
    const place = () => {
      const parent = modal.querySelector(container);
      if (current && parent?.contains(current)) return;
      current?.remove();
      current = null;
      if (parent) {
        current = document.createElement('div');
        current.className = className;
        const anchor = after ? parent.querySelector(`:scope > ${after}`) : null;
        parent.insertBefore(current, anchor ? anchor.nextSibling : parent.firstChild);
      }
      setBox(current);
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(modal, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      current?.remove();
    };
  }, [container, after, className]);
  return box;
}

/** The query in DocSearch's input, as the visitor types it. */
function useTypedQuery(): string {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return undefined;
    const onInput = () => setTyped(input.value);
    onInput();
    input.addEventListener('input', onInput);
    return () => input.removeEventListener('input', onInput);
  }, []);
  return typed;
}

/** Types a query into DocSearch's input as the visitor would, so DocSearch searches it. */
function typeQuery(query: string) {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

export function SearchCorrections({ outcome }: { outcome: (Correction & { query: string }) | null }) {
  const typed = useTypedQuery();
  const notice = useInsertedBox('.DocSearch-Dropdown-Container', null, 'site-search-correction');
  const offer = useInsertedBox('.DocSearch-NoResults', '.DocSearch-Title', 'site-search-suggestions');
  // Only what was found for the query on screen: an answer to an older keystroke says nothing.
  const current = outcome && outcome.query === typed ? outcome : null;
  return (
    <>
      {notice &&
        current?.correctedQuery &&
        createPortal(
          <p className="DocSearch-Help" role="status">
            Showing results for <strong>{current.correctedQuery}</strong>
          </p>,
          notice,
        )}
      {offer &&
        Boolean(current?.suggestions?.length) &&
        createPortal(
          <>
            <p className="DocSearch-Help">Try searching for:</p>
            <ul>
              {current!.suggestions!.map((suggestion) => (
                <li key={suggestion}>
                  <button className="DocSearch-Prefill" type="button" onClick={() => typeQuery(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </>,
          offer,
        )}
    </>
  );
}
