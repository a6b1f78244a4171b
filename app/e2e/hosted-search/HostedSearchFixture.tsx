'use client';

import { useEffect, useState } from 'react';
import { SearchButton } from '@/components/search/SearchButton';
import type { ClientSearchConfig } from '@/lib/search/client-config';

/** Loopback hosts only: this page exists for the e2e suite's stand-in servers. */
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost):\d{1,5}$/;

/** Reads `?hosts=` after hydration (the static page cannot know the ports) and renders the hosted search button. */
export function HostedSearchFixture({ config }: { config: ClientSearchConfig }) {
  const [hosts, setHosts] = useState<string[] | null>(null);
  useEffect(() => {
    const param = new URLSearchParams(window.location.search).get('hosts') ?? '';
    setHosts(param.split(',').map((h) => h.trim()).filter((h) => LOOPBACK_HOST.test(h)));
  }, []);
  if (!hosts) return null;
  if (hosts.length === 0) return <p>Pass the stand-in hosts as ?hosts=127.0.0.1:port,127.0.0.1:port.</p>;
  return (
    <div data-testid="hosted-search">
      <p>Hosts, in order: {hosts.join(', ')}</p>
      <SearchButton config={{ ...config, hosts }} />
    </div>
  );
}
