import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hostedClient, hostedHosts, HOSTED_TIMEOUTS } from './hosted-client';

/** A loopback stand-in for Algolia's multi-query route. */
function fakeAlgolia(name: string): Promise<{ server: Server; host: string; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url}`);
      const { requests } = JSON.parse(body) as { requests: { indexName: string; query?: string }[] };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ results: requests.map((r) => ({ hits: [{ objectID: name, query: r.query }], nbHits: 1, queryID: 'q1' })) }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, host: `127.0.0.1:${(server.address() as AddressInfo).port}`, calls })));
}

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

describe('hosted client', () => {
  it('uses the spec’s timeouts and plain http only for loopback hosts', () => {
    expect(HOSTED_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 });
    expect(hostedHosts(['localhost:1', 'search.example.com'])?.map((h) => h.protocol)).toEqual(['http', 'https']);
  });

  it('posts to /1/indexes/*/queries with the credentials in the query string', async () => {
    const a = await fakeAlgolia('a');
    servers.push(a.server);
    const client = hostedClient({ appId: 'APP', apiKey: 'KEY', hosts: [a.host] });
    const { results } = await client.search({ requests: [{ indexName: 'site', query: 'filter' }] });
    expect((results[0] as { hits: { objectID: string }[] }).hits[0]!.objectID).toBe('a');
    expect(a.calls[0]).toMatch(/^POST \/1\/indexes\/\*\/queries\?/);
    expect(a.calls[0]).toContain('x-algolia-application-id=APP');
    expect(a.calls[0]).toContain('x-algolia-api-key=KEY');
  });

  it('falls back to the next host when the first is down, and fails with RetryError when all are', async () => {
    const a = await fakeAlgolia('a');
    const b = await fakeAlgolia('b');
    servers.push(b.server);
    a.server.close();
    const client = hostedClient({ appId: 'APP', apiKey: 'KEY', hosts: [a.host, b.host] });
    const { results } = await client.search({ requests: [{ indexName: 'site', query: 'x' }] });
    expect((results[0] as { hits: { objectID: string }[] }).hits[0]!.objectID).toBe('b');

    b.server.close();
    const down = hostedClient({ appId: 'APP2', apiKey: 'KEY', hosts: [a.host, b.host] });
    await expect(down.search({ requests: [{ indexName: 'site', query: 'x' }] })).rejects.toHaveProperty('name', 'RetryError');
  }, 15_000);
});
