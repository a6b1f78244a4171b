'use client';

import { useEffect, useState } from 'react';
import { SearchButton } from '@/components/search/SearchButton';
import type { ClientSearchConfig } from '@/lib/search/client-config';

/** Loopback hosts only: this page exists for the e2e suite's stand-in servers. */
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost):\d{1,5}$/;

const loopback = (value: string | null) => (value && LOOPBACK_HOST.test(value.trim()) ? value.trim() : undefined);

/**
 * Reads `?hosts=` (and `&insights=` or `&insightsHost=`) after hydration, since the static page
 * cannot know the ports, and renders the hosted search button.
 */
export function HostedSearchFixture({ config, insightsConfig }: { config: ClientSearchConfig; insightsConfig: ClientSearchConfig }) {
  const [chosen, setChosen] = useState<ClientSearchConfig | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const hosts = (params.get('hosts') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter((h) => LOOPBACK_HOST.test(h));
    const insightsHost = loopback(params.get('insights'));
    const base = insightsHost ? insightsConfig : config;
    setChosen({ ...base, hosts, insightsHost: insightsHost ?? loopback(params.get('insightsHost')) });
  }, [config, insightsConfig]);
  if (!chosen) return null;
  if (chosen.hosts?.length === 0) return <p>Pass the stand-in hosts as ?hosts=127.0.0.1:port,127.0.0.1:port.</p>;
  return (
    <div data-testid="hosted-search">
      <p>Hosts, in order: {chosen.hosts?.join(', ')}</p>
      <p>Insights: {chosen.insights ? `on, to ${chosen.insightsHost}` : 'off'}</p>
      <SearchButton config={chosen} />
    </div>
  );
}
