/**
 * Custom hosts of the hosted engine ("host:port": a proxy, a regional endpoint or a test server).
 * Kept apart from hosted-client.ts so code that only needs a host's URL (the Insights sender, the
 * CSP) does not pull the Algolia client into its bundle.
 */

/** Algolia's Insights API; it routes events to the application's region (https://www.algolia.com/doc/rest-api/insights). */
export const DEFAULT_INSIGHTS_HOST = 'insights.algolia.io';

/** Loopback hosts (test stand-ins, a local proxy) speak plain HTTP; every other host HTTPS. */
export function hostProtocol(host: string): 'http' | 'https' {
  return /^(localhost|127\.|\[::1\])/.test(host) ? 'http' : 'https';
}

/** The origin of a "host:port", as a URL or a CSP source. */
export function hostOrigin(host: string): string {
  return `${hostProtocol(host)}://${host}`;
}

/** Custom hosts as the Algolia client takes them: read hosts, in the order given. */
export function hostedHosts(hosts: string[] | undefined) {
  return hosts?.map((url) => ({ url, accept: 'read' as const, protocol: hostProtocol(url) }));
}
