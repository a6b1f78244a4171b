import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

// Spec §7 "Hosted search service" and §8 "Search host failure": the search modal in hosted mode, on
// the test-only page /e2e/hosted-search, which builds its configuration the way a hosted build does.
// Two loopback servers in this test process stand in for Algolia's hosts and answer its multi-query
// route; the page is told their ports with ?hosts=, in the order the client should try them.

interface StandIn {
  name: string;
  host: string;
  /** The query of every search request this host answered. */
  queries: string[];
  /** The credentials of the last request, as the query string carried them. */
  credentials: { appId: string | null; apiKey: string | null };
  start(): Promise<void>;
  stop(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key',
};

/** Hits as Algolia returns them for a DocSearch index: absolute URLs, highlight and snippet results. */
function hostedHits(query: string, hostName: string) {
  const mark = (text: string) => text.replace(new RegExp(`(${query.replace(/[^\w]/g, '')})`, 'i'), '<mark>$1</mark>');
  const result = (value: string | null) => ({ value: value === null ? '' : mark(value), matchLevel: value && mark(value) !== value ? 'full' : 'none', matchedWords: value && mark(value) !== value ? [query] : [] });
  const hierarchy = { lvl0: 'Vital', lvl1: 'Filters', lvl2: 'Cutoff and resonance', lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const content = `The ${query} control, as answered by host ${hostName}.`;
  const hit = (type: 'lvl1' | 'content', objectID: string, url: string) => {
    const h = type === 'lvl1' ? { ...hierarchy, lvl2: null } : hierarchy;
    const c = type === 'content' ? content : null;
    const highlighted = Object.fromEntries(Object.entries(h).map(([lvl, v]) => [lvl, result(v)]));
    return {
      type,
      url,
      hierarchy: h,
      content: c,
      objectID,
      _highlightResult: { hierarchy: highlighted, hierarchy_camel: [highlighted], content: result(c) },
      _snippetResult: { hierarchy: highlighted, content: result(c) },
    };
  };
  return [
    hit('lvl1', `filters-${hostName}-0`, 'https://robin-vale.example/docs/Vital/UserGuide/Filters'),
    hit('content', `filters-${hostName}-1`, 'https://robin-vale.example/docs/Vital/UserGuide/Filters#cutoff-and-resonance'),
  ];
}

async function standIn(name: string): Promise<StandIn> {
  const queries: string[] = [];
  const credentials: StandIn['credentials'] = { appId: null, apiKey: null };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/1/indexes/*/queries') {
      res.writeHead(404, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found', status: 404 }));
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { requests } = JSON.parse(body) as { requests: { indexName: string; query?: string; params?: Record<string, unknown> }[] };
      credentials.appId = url.searchParams.get('x-algolia-application-id');
      credentials.apiKey = url.searchParams.get('x-algolia-api-key');
      const results = requests.map((request) => {
        const query = request.query ?? '';
        queries.push(query);
        const hits = hostedHits(query, name);
        return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, exhaustiveNbHits: true, query, params: '', index: request.indexName, processingTimeMS: 1, queryID: `${name}-${queries.length}` };
      });
      res.writeHead(200, { ...CORS, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ results }));
    });
  };
  let server = createServer(handle);
  const listen = (port: number) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  const port = await listen(0);
  return {
    name,
    host: `127.0.0.1:${port}`,
    queries,
    credentials,
    async start() {
      server = createServer(handle);
      await listen(port);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser keeps connections alive: close them so the host is really gone.
        server.closeAllConnections();
      }),
  };
}

async function search(page: Page, query: string) {
  const input = page.getByPlaceholder('Search docs');
  await input.fill(query);
  return input;
}

/**
 * The errors a stopped host causes: the browser logs each refused connection. Any other console error
 * (an uncaught RetryError among them: the modal shows the error screen instead) fails the test.
 */
function dropExpectedHostErrors(errors: string[]) {
  const others = errors.filter((e) => !/net::ERR_CONNECTION_REFUSED/.test(e));
  errors.splice(0, errors.length, ...others);
}

let hosts: StandIn[] = [];
test.beforeEach(async () => {
  hosts = [await standIn('A'), await standIn('B')];
});
test.afterEach(async () => {
  await Promise.all(hosts.map((h) => h.stop().catch(() => undefined)));
});

test('hosted mode: answers from the first host, falls back to the second, skips a down host for 2 minutes, and shows the error screen when both are down', async ({ page, consoleErrors }) => {
  const [a, b] = hosts as [StandIn, StandIn];
  await page.clock.install();
  await page.goto(`/e2e/hosted-search?hosts=${a.host},${b.host}`);
  await page.getByTestId('hosted-search').getByRole('button', { name: 'Search' }).click();

  // Both hosts up: the first one answers, with the credentials in the query string (spec §7).
  await search(page, 'cutoff');
  const hit = page.getByRole('treeitem').filter({ hasText: 'answered by host A' });
  await expect(hit).toBeVisible();
  // Hosted records carry absolute URLs; the modal opens them on this site (spec §2).
  await expect(hit.locator('a')).toHaveAttribute('href', '/docs/Vital/UserGuide/Filters#cutoff-and-resonance');
  await expect(page.getByRole('treeitem').filter({ hasText: 'answered by host' }).locator('mark').first()).toHaveText(/cutoff/i);
  expect(a.queries).toEqual(['cutoff']);
  expect(b.queries).toEqual([]);
  expect(a.credentials).toEqual({ appId: 'E2EHOSTED', apiKey: 'e2e-search-only-key' });

  // Host A down: the same search box still gets results, from host B.
  await a.stop();
  await search(page, 'resonance');
  await expect(page.getByRole('treeitem').filter({ hasText: 'The resonance control, as answered by host B.' })).toBeVisible();
  expect(b.queries).toEqual(['resonance']);

  // Host A back within two minutes: it is still skipped, host B answers (spec §8).
  await a.start();
  await search(page, 'slope');
  await expect(page.getByRole('treeitem').filter({ hasText: 'The slope control, as answered by host B.' })).toBeVisible();
  expect(a.queries).toEqual(['cutoff']);

  // Two minutes later, host A is tried first again.
  await page.clock.fastForward('02:01');
  await search(page, 'drive');
  await expect(page.getByRole('treeitem').filter({ hasText: 'The drive control, as answered by host A.' })).toBeVisible();

  // Both down: DocSearch's error screen (spec §2, §8).
  await a.stop();
  await b.stop();
  await search(page, 'envelope');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  await expect(page.getByRole('treeitem')).toHaveCount(0);
  expect([...a.queries, ...b.queries]).not.toContain('envelope');

  dropExpectedHostErrors(consoleErrors);
});
