'use client';

import '@docsearch/css/dist/style.css';
import './docsearch.css';
import { DocSearchModal } from '@docsearch/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Link from '@/components/shell/PrefetchLink';
import type { ClientSearchConfig } from '@/lib/search/client-config';
import { missingResultsHref, processResultUrl, searchPageUrl } from '@/lib/search/urls';
import { siteTransformSearchClient } from '@/lib/search/site-client';
import { SearchCorrections } from './SearchCorrections';
import { ModalSections } from './ModalSections';
import { createOutcomeStore } from './docsearch-dom';
import { storedSections } from './use-search-sections';
import { versionFacetFilters } from './use-search-version';
import { watchDocSearchSemantics } from './docsearch-semantics';
import { containFocus } from '@/lib/client/focus-trap';
import { useSearchInsights } from './use-search-insights';

interface HitActions {
  navigate(href: string): void;
  /** A hit was chosen or shown: for Insights events, when they are on. */
  selected(hit: unknown): void;
  shown(hit: unknown): void;
}

const HitContext = createContext<HitActions>({ navigate: () => {}, selected: () => {}, shown: () => {} });

/** A plain click goes through the tracked push; a modified click opens a tab or window as links do. */
function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  const { navigate, selected, shown } = useContext(HitContext);
  // DocSearch makes new hit objects only for new results, so this runs once per hit shown.
  useEffect(() => shown(hit), [shown, hit]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    selected(hit);
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
  const outcomes = useMemo(() => createOutcomeStore(), []);
  const reset = useCallback(() => setUnreachable(false), []);
  const insights = useSearchInsights(config);
  const transformSearchClient = useMemo(() => {
    const onReachability = (reachable: boolean) => setUnreachable(!reachable);
    return siteTransformSearchClient(config, onReachability, insights, { onOutcome: outcomes.set, sections: storedSections, facetFilters: () => versionFacetFilters(config) });
  }, [config, insights, outcomes]);
  // Its own identity, so a new navigate function does not count every hit on screen as shown again.
  const shown = useCallback((hit: unknown) => insights?.shown([hit]), [insights]);
  const hitActions = useMemo<HitActions>(() => ({ navigate, selected: (hit) => insights?.selected(hit), shown }), [navigate, insights, shown]);
  // Enter with Ctrl/Cmd or Shift opens the hit as autocomplete's own navigator does, noting the choice first.
  const openElsewhere = ({ itemUrl, item }: { itemUrl: string; item: unknown }) => {
    hitActions.selected(item);
    window.open(itemUrl, '_blank', 'noopener');
  };
  // DocSearch's roles fail axe and mislead screen readers; see docsearch-semantics.ts for what and why.
  useEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    const modal = container?.querySelector('.DocSearch-Modal');
    if (!container || !modal) return undefined;
    const unwatch = watchDocSearchSemantics(container);
    const release = containFocus(modal);
    // DocSearch closes on a mousedown on its overlay; the browser then moves focus to what was
    // pressed (the body, as the overlay is gone), after onClose had put it on the Search button.
    // Cancelling that default keeps focus where closing put it (spec: focus returns to the button).
    const keepFocus = (event: Event) => {
      if (event.target === container) event.preventDefault();
    };
    container.addEventListener('mousedown', keepFocus);
    // autocomplete-core rethrows a failed search after DocSearch has seen it; the visitor already
    // has the error screen, so the rejection is not left to surface as an uncaught error.
    const onRejection = (event: PromiseRejectionEvent) => {
      if ((event.reason as Error | undefined)?.name === 'RetryError') event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      unwatch();
      release();
      container.removeEventListener('mousedown', keepFocus);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return (
    <HitContext.Provider value={hitActions}>
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
          navigate({ itemUrl, item }) {
            hitActions.selected(item);
            navigate(itemUrl);
          },
          navigateNewTab: openElsewhere,
          navigateNewWindow: openElsewhere,
        }}
        hitComponent={Hit}
        getMissingResultsUrl={config.missingResultsUrl ? ({ query }) => missingResultsHref(config.missingResultsUrl!, query) : undefined}
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
      <ModalSections store={outcomes} config={config} />
      <SearchCorrections store={outcomes} />
    </HitContext.Provider>
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
