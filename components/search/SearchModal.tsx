'use client';

import '@docsearch/css/dist/style.css';
import './docsearch.css';
import { DocSearchModal } from '@docsearch/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Link from '@/components/shell/PrefetchLink';
import type { ClientSearchConfig } from '@/lib/search/client-config';
import { processResultUrl, searchPageUrl } from '@/lib/search/urls';
import { siteTransformSearchClient } from '@/lib/search/site-client';
import { watchDocSearchSemantics } from './docsearch-semantics';
import { containFocus } from '@/lib/client/focus-trap';

const NavigateContext = createContext<(href: string) => void>(() => {});

/** A plain click goes through the tracked push; a modified click opens a tab or window as links do. */
function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  const navigate = useContext(NavigateContext);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(hit.url);
  };
  return (
    <Link href={hit.url} onClick={onClick}>
      {children}
    </Link>
  );
}

/** DocSearch's own modal, answering from the built-in index unless Algolia is configured. */
export default function SearchModal({ config, onClose, navigate }: { config: ClientSearchConfig; onClose: () => void; navigate: (href: string) => void }) {
  const [unreachable, setUnreachable] = useState(false);
  const reset = useCallback(() => setUnreachable(false), []);
  const transformSearchClient = useMemo(() => {
    const onReachability = (reachable: boolean) => setUnreachable(!reachable);
    return siteTransformSearchClient(config, onReachability);
  }, [config]);
  // DocSearch's roles fail axe and mislead screen readers; see docsearch-semantics.ts for what and why.
  useEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    const modal = container?.querySelector('.DocSearch-Modal');
    if (!container || !modal) return undefined;
    const unwatch = watchDocSearchSemantics(container);
    const release = containFocus(modal);
    // autocomplete-core rethrows a failed search after DocSearch has seen it; the visitor already
    // has the error screen, so the rejection is not left to surface as an uncaught error.
    const onRejection = (event: PromiseRejectionEvent) => {
      if ((event.reason as Error | undefined)?.name === 'RetryError') event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      unwatch();
      release();
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return (
    <NavigateContext.Provider value={navigate}>
      <DocSearchModal
        appId={config.appId}
        apiKey={config.apiKey}
        indexName={config.indexName}
        placeholder="Search docs"
        searchParameters={{ facetFilters: config.facetFilters }}
        maxResultsPerGroup={config.maxResultsPerGroup}
        disableUserPersonalization={config.disableUserPersonalization}
        initialScrollY={window.scrollY}
        onClose={onClose}
        transformSearchClient={transformSearchClient}
        transformItems={(items) => items.map((item) => ({ ...item, url: processResultUrl(item.url, config) }))}
        navigator={{
          navigate({ itemUrl }) {
            navigate(itemUrl);
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
    </NavigateContext.Provider>
  );
}

/**
 * DocSearch 3.9 sets its 'error' status when every host is unreachable, but autocomplete-core resets
 * the status to 'idle' as the request settles, so its error screen never stays on screen. This puts
 * DocSearch's own error screen, same markup and texts, into its dropdown while the engine is down.
 * No upstream report was found (the nearest, https://github.com/algolia/autocomplete/issues/1248, asks
 * how to catch source errors). Canary: components/search/upstream-canaries.test.ts.
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
