'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Link from '@/components/shell/PrefetchLink';
import type { ClientSearchConfig } from '@/lib/search/client-config';
import type { PageSearch, PageSearchResult } from '@/lib/search/page-client';
import { processResultUrl } from '@/lib/search/urls';
import { LEVELS } from '@/lib/search/core';
import { SECTION_ATTRIBUTE, type Section } from '@/lib/search/sections';
import { SectionToggles } from './SectionToggles';
import { useSearchSections } from './use-search-sections';

// Only a site with several docs versions loads the version scope, after the page: none on first load.
const VersionScopeToggle = lazy(() => import('./VersionScopeToggle').then((m) => ({ default: m.VersionScopeToggle })));
// The search engine loads with the first query, not with the page (a few hundred bytes of first load).
const loadPageSearch = (config: ClientSearchConfig) => import('@/lib/search/page-client').then((m) => m.createPageSearch(config));
const facetFiltersOf = async (config: ClientSearchConfig) => (config.versions ? (await import('./use-search-version')).versionFacetFilters(config) : config.facetFilters);
import './search-page.css';

/** The spec's search page reading limit. */
export const SEARCH_PAGE_MAX_LENGTH = 512;

type Status = 'idle' | 'loading' | 'done' | 'error';

/** /search?q=…: reads and writes the q parameter, and lists results with their place in the site. */
export function SearchPage({ config }: { config: ClientSearchConfig }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [result, setResult] = useState<PageSearchResult | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [sections, toggleSection] = useSearchSections();
  // Bumped by the version scope toggle, so the query is searched again in the new scope.
  const [versionScope, setVersionScope] = useState(0);
  const search = useRef<Promise<PageSearch> | null>(null);
  // The search this render asks for, and the one the result answers. The effect below starts a search
  // after the browser has painted, so for a frame the last result is still there under the new
  // query: shown as still loading, it is never announced as the new query's count.
  const wanted = JSON.stringify([query.trim(), sections, versionScope]);
  const [answered, setAnswered] = useState('');

  useEffect(() => {
    const trimmed = query.trim();
    // Write q without a navigation: the page stays, scroll stays (spec: no scroll on a search change).
    if ((params.get('q') ?? '') !== query) window.history.replaceState(null, '', trimmed ? `${pathname}?q=${encodeURIComponent(query)}` : pathname);
    if (!trimmed) {
      setResult(null);
      setStatus('idle');
      return;
    }
    let current = true;
    setStatus('loading');
    const timer = window.setTimeout(async () => {
      try {
        search.current ??= loadPageSearch(config);
        const run = await search.current;
        const found = await run(trimmed, sections, await facetFiltersOf(config));
        if (current) {
          setResult(found);
          setAnswered(wanted);
          setStatus('done');
        }
      } catch {
        search.current = null;
        if (current) setStatus('error');
      }
    }, 120);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, config, pathname, params, sections, versionScope, wanted]);
  const shown: Status = status === 'done' && answered !== wanted ? 'loading' : status;

  return (
    <div className="search-page">
      <h1>{query.trim() ? `Search results for “${query.trim()}”` : 'Search the site'}</h1>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search the documentation, blog and API reference
        </label>
        <input
          id="search-page-input"
          className="search-page__input"
          type="search"
          value={query}
          maxLength={SEARCH_PAGE_MAX_LENGTH}
          placeholder="Type your search here"
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <SectionToggles
        sections={config.sections}
        chosen={sections}
        counts={shown === 'done' && result ? ((result.facets?.[SECTION_ATTRIBUTE] ?? null) as Partial<Record<Section, number>> | null) : null}
        onToggle={toggleSection}
      />
      {config.versions && (
        <Suspense fallback={null}>
          <VersionScopeToggle config={config} onChange={() => setVersionScope((n) => n + 1)} />
        </Suspense>
      )}
      <div aria-live="polite" className="search-page__status">
        {shown === 'idle' && <p>Type a word or phrase: every docs page, blog post and the API reference are searched.</p>}
        {shown === 'loading' && <p>Searching…</p>}
        {shown === 'error' && <p>Unable to fetch results. You might want to check your network connection.</p>}
        {shown === 'done' && result && <p>{result.nbHits === 0 ? `No results for “${query.trim()}”.` : `${result.nbHits} ${result.nbHits === 1 ? 'result' : 'results'} for “${query.trim()}”`}</p>}
        {shown === 'done' && result?.correctedQuery && (
          <p>
            Showing results for <strong>{result.correctedQuery}</strong>
          </p>
        )}
      </div>
      {shown === 'done' && result && result.nbHits === 0 && Boolean(result.suggestions?.length) && (
        <div className="search-page__suggestions">
          <p>Try searching for:</p>
          <ul>
            {result.suggestions!.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" onClick={() => setQuery(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* The last results stay while the next search runs, so the page keeps its height and the
          visitor's scroll position as they type. */}
      {(shown === 'done' || shown === 'loading') && result && result.hits.length > 0 && (
        <ol className="search-results" aria-busy={shown === 'loading'}>
          {result.hits.map((hit) => {
            const trail = LEVELS.map((lvl) => hit.hierarchy[lvl]).filter((v): v is string => Boolean(v));
            const title = trail[trail.length - 1] ?? hit.hierarchy.lvl1;
            return (
              <li key={hit.objectID} className="search-result">
                <h2 className="search-result__title">
                  <Link href={processResultUrl(hit.url, config)}>{title}</Link>
                </h2>
                <p className="search-result__trail">{trail.slice(0, -1).join(' › ')}</p>
                {hit.content && (
                  // Escaped by the adapter before <mark> tags were added.
                  <p className="search-result__snippet" dangerouslySetInnerHTML={{ __html: hit._snippetResult.content.value }} />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
