import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfig } from '../site/config';
import { API_PREFIX, DOCUMENTED_SERVER, LOCAL_REFERENCE_SERVER, serverUrlProblem, tryItServers } from './servers';

describe("'Try it' servers", () => {
  it('default to the documented server on the site itself, then the local reference server', () => {
    expect(tryItServers()).toEqual([
      { url: '/api/v0', description: 'This deployment' },
      { url: 'http://localhost:8080/api/v0', description: 'Local reference server (npm run api)' },
    ]);
    expect(tryItServers('')).toEqual(tryItServers());
  });

  it('match the prefix and the server of the OpenAPI description', () => {
    const description = parse(readFileSync(join(process.cwd(), 'openapi/music-theory.yaml'), 'utf8')) as { servers: { url: string; description: string }[] };
    expect(description.servers[0]).toEqual(DOCUMENTED_SERVER);
    expect(API_PREFIX).toBe('/api/v0');
    expect(new URL(LOCAL_REFERENCE_SERVER.url).pathname).toBe(API_PREFIX);
  });

  it('take SITE_API_BASE_URL as the default, without a trailing slash, and keep the local server', () => {
    expect(tryItServers(' https://api.example.com/api/v0/ ')).toEqual([{ url: 'https://api.example.com/api/v0', description: 'Configured API server (SITE_API_BASE_URL)' }, LOCAL_REFERENCE_SERVER]);
  });

  it('list the local reference server once when SITE_API_BASE_URL names it', () => {
    expect(tryItServers('http://localhost:8080/api/v0')).toEqual([LOCAL_REFERENCE_SERVER]);
  });

  it('are what the site configuration hands to Scalar', () => {
    expect(siteConfig.api.servers).toEqual(tryItServers(process.env.SITE_API_BASE_URL));
  });

  it('accept site paths and http(s) URLs only', () => {
    expect(serverUrlProblem('/api/v0')).toBeUndefined();
    expect(serverUrlProblem('http://localhost:8080/api/v0')).toBeUndefined();
    expect(serverUrlProblem('https://api.example.com')).toBeUndefined();
    expect(serverUrlProblem('api/v0')).toContain('neither a site path');
    expect(serverUrlProblem('//evil.example/api')).toContain('neither a site path');
    expect(serverUrlProblem('ftp://example.com/api')).toContain('neither a site path');
  });
});
