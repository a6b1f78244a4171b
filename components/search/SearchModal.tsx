'use client';

import '@docsearch/css/dist/style.css';
import { DocSearchModal } from '@docsearch/react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Link from '@/components/shell/PrefetchLink';
import type { ClientSearchConfig } from '@/lib/search/client-config';
import { processResultUrl, searchPageUrl } from '@/lib/search/urls';
import { hostedTransformSearchClient, localTransformSearchClient } from '@/lib/search/local-client';
import { watchDocSearchSemantics } from './docsearch-semantics';

function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return <Link href={hit.url}>{children}</Link>;
}

/** DocSearch's own modal, answering from the built-in index unless Algolia is configured. */
export default function SearchModal({ config, onClose }: { config: ClientSearchConfig; onClose: () => void }) {
  const router = useRouter();
  const [unreachable, setUnreachable] = useState(false);
  const reset = useCallback(() => setUnreachable(false), []);
  const transformSearchClient = useMemo(() => {
    const onReachability = (reachable: boolean) => setUnreachable(!reachable);
    return config.hosted ? hostedTransformSearchClient(config, onReachability) : localTransformSearchClient(config.baseUrl, onReachability);
  }, [config]);
  // DocSearch's roles fail axe and mislead screen readers; see docsearch-semantics.ts for what and why.
  useEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    return container ? watchDocSearchSemantics(container) : undefined;
  }, []);
  return (
    <>
      <DocSearchModal
        appId={config.appId}
        apiKey={config.apiKey}
        indexName={config.indexName}
        placeholder="Search docs"
        searchParameters={{ facetFilters: config.facetFilters }}
        initialScrollY={window.scrollY}
        onClose={onClose}
        transformSearchClient={transformSearchClient}
        transformItems={(items) => items.map((item) => ({ ...item, url: processResultUrl(item.url, config) }))}
        navigator={{
          navigate({ itemUrl }) {
            router.push(itemUrl);
          },
        }}
        hitComponent={Hit}
        getMissingResultsUrl={config.missingResultsUrl ? ({ query }) => `${config.missingResultsUrl}?q=${encodeURIComponent(query)}` : undefined}
        resultsFooterComponent={({ state }) =>
          config.searchPagePath ? (
            <Link href={searchPageUrl(config.searchPagePath, state.query)} onClick={onClose}>
              See all {(state.context as { nbHits?: number }).nbHits ?? 0} results
            </Link>
          ) : null
        }
        translations={config.translations}
      />
      {unreachable && <UnreachableScreen onQueryCleared={reset} />}
    </>
  );
}

/**
 * DocSearch 3.9 sets its 'error' status when every host is unreachable, but autocomplete-core resets
 * the status to 'idle' as the request settles, so its error screen never stays on screen. This puts
 * DocSearch's own error screen, same markup and texts, into its dropdown while the engine is down.
 */
function UnreachableScreen({ onQueryCleared }: { onQueryCleared: () => void }) {
  const [host, setHost] = useState<Element | null>(null);
  useEffect(() => {
    setHost(document.querySelector('.DocSearch-Dropdown'));
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    const onInput = () => {
      if (!input?.value) onQueryCleared();
    };
    input?.addEventListener('input', onInput);
    return () => input?.removeEventListener('input', onInput);
  }, [onQueryCleared]);
  if (!host) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen site-search-unreachable">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    host,
  );
}
