/**
 * The servers the API reference's 'Try it' client can send requests to (Scalar's server list).
 *
 * - The documented server: the Music Theory API under the prefix /api/v0 (spec §7 "Documented API
 *   calls", §9), the `servers` entry of openapi/music-theory.yaml. It is a path, so the browser
 *   resolves it against the origin the site is served from: the default never calls another host.
 *   SITE_API_BASE_URL replaces it, to point 'Try it' at another deployment of the API.
 * - The local reference server: `npm run api` serves the same API on http://localhost:8080/api/v0.
 */

import type { SiteConfig } from '../config/types';
import { isRootPath } from '../markup/urls';

/** One server of site.config.ts `api.servers`, whose schema checks its URL. */
export type ApiServer = SiteConfig['api']['servers'][number];

export const API_PREFIX = '/api/v0';

export const DOCUMENTED_SERVER: ApiServer = { url: API_PREFIX, description: 'This deployment' };

export const LOCAL_REFERENCE_SERVER: ApiServer = {
  url: `http://localhost:8080${API_PREFIX}`,
  description: 'Local reference server (npm run api)',
};

/** The 'Try it' servers, the default first. `baseUrl` (SITE_API_BASE_URL) replaces the documented one. */
export function tryItServers(baseUrl?: string): ApiServer[] {
  const override = baseUrl?.trim().replace(/\/+$/, '');
  const first: ApiServer = override ? { url: override, description: 'Configured API server (SITE_API_BASE_URL)' } : DOCUMENTED_SERVER;
  return first.url === LOCAL_REFERENCE_SERVER.url ? [LOCAL_REFERENCE_SERVER] : [first, LOCAL_REFERENCE_SERVER];
}

/** A server URL is a site path (/api/v0) or an absolute http(s) URL. Returns the problem, if any. */
export function serverUrlProblem(url: string): string | undefined {
  if (isRootPath(url)) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return undefined;
  } catch {
    // reported below
  }
  return `"${url}" is neither a site path such as /api/v0 nor an http(s) URL`;
}
