'use client';

import { createPortal } from 'react-dom';
import { typeQuery, useCurrentOutcome, useInsertedBox, type OutcomeStore } from './docsearch-dom';

/**
 * The modal's typo corrections (lib/search/forgiving.ts) inside DocSearch's screens: "Showing
 * results for …" above the hits, and "Try searching for" with the corrected queries on the
 * no-results screen, where it replaces DocSearch's list of section names.
 */
export function SearchCorrections({ store }: { store: OutcomeStore }) {
  const current = useCurrentOutcome(store);
  const notice = useInsertedBox('.DocSearch-Dropdown-Container', null, 'site-search-correction');
  const offer = useInsertedBox('.DocSearch-NoResults', '.DocSearch-Title', 'site-search-suggestions');
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
        current?.suggestions &&
        current.suggestions.length > 0 &&
        createPortal(
          <>
            <p className="DocSearch-Help">Try searching for:</p>
            <ul>
              {current.suggestions.map((suggestion) => (
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
