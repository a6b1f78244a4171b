import { liteClient } from 'algoliasearch/lite';
import { hostedHosts } from './hosts';

/**
 * The hosted engine (Algolia). The spec's transport rules: reads go to the read host first and fall
 * back to the others in order, a host that is down or timed out is skipped for two minutes, and
 * credentials travel as query parameters. The timeouts are set here so they are the spec's even if
 * the library's defaults change.
 */
export const HOSTED_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 } as const;

/** Spec §8, §9: a host marked down or timed out is skipped for 120 s. */
export const HOST_RETRY_WINDOW_MS = 120_000;

export interface HostedConfig {
  appId: string;
  apiKey: string;
  /** Custom hosts ("host:port"), for a proxy or a test server; Algolia's own when absent. */
  hosts?: string[];
}

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
type HostsCache = NonNullable<ClientOptions['hostsCache']>;

interface HostStatus {
  status: 'up' | 'down' | 'timed out';
  lastUpdate: number;
}

/** Host statuses of this page visit, per application, shared by every client (the modal makes one each time it opens). */
const statusesByApp = new Map<string, Map<string, HostStatus>>();

/**
 * Where the client keeps each host's status. algoliasearch 5.64's own caches never skip a host:
 * its transporter stores the status under the stateful host (status and time are part of the key)
 * but looks it up under the plain host, so the lookup always misses; and a serializing cache would
 * also drop the isUp/isTimedOut functions it calls on what it reads back. This cache keys hosts by
 * protocol, URL and use, keeps only status and time, and rebuilds the host's checks on each read,
 * with the same rules: a down host is skipped for two minutes, a timed-out one is tried last.
 * No upstream report was found for this; the canary in hosted-client.test.ts fails once the library's
 * own cache skips a failed host, and this cache can then go.
 */
export function hostStatusCache(appId: string): HostsCache {
  let statuses = statusesByApp.get(appId);
  if (!statuses) statusesByApp.set(appId, (statuses = new Map()));
  const keyOf = (host: unknown) => {
    const { protocol, url, accept } = host as { protocol: string; url: string; accept: string };
    return `${protocol}://${url} ${accept}`;
  };
  const cache = {
    async get(key: unknown, defaultValue: () => Promise<unknown>, events?: { miss: (value: unknown) => Promise<unknown> }) {
      const known = statuses.get(keyOf(key));
      if (known) {
        const { status, lastUpdate } = known;
        return {
          ...(key as object),
          status,
          lastUpdate,
          isUp: () => status === 'up' || Date.now() - lastUpdate > HOST_RETRY_WINDOW_MS,
          isTimedOut: () => status === 'timed out' && Date.now() - lastUpdate <= HOST_RETRY_WINDOW_MS,
        };
      }
      const value = await defaultValue();
      await events?.miss(value);
      return value;
    },
    async set(key: unknown, value: unknown) {
      const { status, lastUpdate } = value as HostStatus;
      statuses.set(keyOf(key), { status, lastUpdate });
      return value;
    },
    async delete(key: unknown) {
      statuses.delete(keyOf(key));
    },
    async clear() {
      statuses.clear();
    },
  };
  return cache as unknown as HostsCache;
}

export function hostedClient({ appId, apiKey, hosts }: HostedConfig) {
  const custom = hostedHosts(hosts);
  return liteClient(appId, apiKey, {
    timeouts: HOSTED_TIMEOUTS,
    authMode: 'WithinQueryParameters',
    hostsCache: hostStatusCache(appId),
    ...(custom ? { hosts: custom } : {}),
  });
}
