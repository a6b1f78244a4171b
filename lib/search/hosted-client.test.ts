import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { liteClient } from 'algoliasearch/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_RETRY_WINDOW_MS, hostedClient, HOSTED_TIMEOUTS } from './hosted-client';
import { hostedHosts } from './hosts';

/** A loopback stand-in for Algolia's multi-query route; `failing` answers 503, which the client retries elsewhere. */
function fakeAlgolia(name: string, failing = false): Promise<{ server: Server; host: string; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url}`);
      if (failing) {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'unavailable', status: 503 }));
        return;
      }
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
  vi.useRealTimers();
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

  it('skips a host that failed for two minutes, even in a new client, then tries it first again', async () => {
    const a = await fakeAlgolia('a', true);
    const b = await fakeAlgolia('b');
    servers.push(a.server, b.server);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-25T10:00:00Z'));
    const search = (query: string) =>
      // A new client each time, as the modal makes one each time it opens.
      hostedClient({ appId: 'APP3', apiKey: 'KEY', hosts: [a.host, b.host] }).search({ requests: [{ indexName: 'site', query }] });

    await search('first');
    expect([a.calls.length, b.calls.length]).toEqual([1, 1]);

    vi.setSystemTime(Date.now() + HOST_RETRY_WINDOW_MS - 1_000);
    await search('second');
    expect([a.calls.length, b.calls.length]).toEqual([1, 2]);

    vi.setSystemTime(Date.now() + 2_000);
    await search('third');
    expect([a.calls.length, b.calls.length]).toEqual([2, 3]);
  }, 15_000);
});

// Canary for hostStatusCache: algoliasearch's own hosts cache (no upstream report found) stores a
// failed host's status under a key it never reads back, so one client tries the dead host first on
// every request. When this fails, the library skips dead hosts itself and the custom cache can go.
describe("algoliasearch's own hosts cache (canary)", () => {
  it('still sends every request to a host that just failed', async () => {
    const a = await fakeAlgolia('a', true);
    const b = await fakeAlgolia('b');
    servers.push(a.server, b.server);
    const client = liteClient('APP4', 'KEY', {
      hosts: hostedHosts([a.host, b.host]),
      timeouts: HOSTED_TIMEOUTS,
    });
    for (const query of ['first', 'second', 'third']) await client.search({ requests: [{ indexName: 'site', query }] });
    expect([a.calls.length, b.calls.length]).toEqual([3, 3]);
  }, 15_000);
});
