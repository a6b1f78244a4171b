import { liteClient } from 'algoliasearch/lite';

/**
 * The hosted engine (Algolia). The spec's transport rules are algoliasearch's own: reads go to the
 * read host first and fall back to the others, a host that is down or timed out is skipped for two
 * minutes, credentials travel as query parameters. The timeouts are set here so they are the
 * spec's even if the library's defaults change.
 */
export const HOSTED_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 } as const;

export interface HostedConfig {
  appId: string;
  apiKey: string;
  /** Custom hosts ("host:port"), for a proxy or a test server; Algolia's own when absent. */
  hosts?: string[];
}

export function hostedHosts(hosts: string[] | undefined) {
  return hosts?.map((url) => ({
    url,
    accept: 'read' as const,
    protocol: /^(localhost|127\.|\[::1\])/.test(url) ? ('http' as const) : ('https' as const),
  }));
}

export function hostedClient({ appId, apiKey, hosts }: HostedConfig) {
  const custom = hostedHosts(hosts);
  return liteClient(appId, apiKey, { timeouts: HOSTED_TIMEOUTS, authMode: 'WithinQueryParameters', ...(custom ? { hosts: custom } : {}) });
}
