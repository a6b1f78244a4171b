'use client';

import '@docsearch/css/dist/style.css';
import { DocSearchModal } from '@docsearch/react';
import { useRouter } from 'next/navigation';
import { useMemo, type ReactNode } from 'react';
import Link from '@/components/shell/PrefetchLink';
import type { ClientSearchConfig } from '@/lib/search/client-config';
import { processResultUrl, searchPageUrl } from '@/lib/search/urls';
import { hostedTransformSearchClient, localTransformSearchClient } from '@/lib/search/local-client';

function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return <Link href={hit.url}>{children}</Link>;
}

/** DocSearch's own modal, answering from the built-in index unless Algolia is configured. */
export default function SearchModal({ config, onClose }: { config: ClientSearchConfig; onClose: () => void }) {
  const router = useRouter();
  const transformSearchClient = useMemo(() => (config.hosted ? hostedTransformSearchClient(config) : localTransformSearchClient(config.baseUrl)), [config]);
  return (
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
  );
}
