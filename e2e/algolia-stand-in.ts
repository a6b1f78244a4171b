import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Loopback stand-ins for Algolia, run in the test process: a search host answering DocSearch's
 * multi-query route, and an Insights API recording the events it is sent. Used with the test-only
 * page /e2e/hosted-search, which is told their ports in its query string.
 */

export interface SearchRequestBody {
  indexName: string;
  query?: string;
  clickAnalytics?: boolean;
  [parameter: string]: unknown;
}

export interface Answer {
  query: string;
  queryID: string;
  hits: { objectID: string; url: string }[];
}

export interface StandIn {
  name: string;
  host: string;
  /** The query of every search request this host answered. */
  queries: string[];
  /** Every search request this host answered, as the client sent it. */
  requests: SearchRequestBody[];
  /** What it answered, in order. */
  answers: Answer[];
  /** The credentials of the last request, as the query string carried them. */
  credentials: { appId: string | null; apiKey: string | null };
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key',
};

type HitType = 'lvl1' | 'content';
export interface HitSpec {
  type: HitType;
  objectID: string;
  url: string;
  lvl0?: string;
  lvl1?: string;
  content?: string;
}

/** A hit as Algolia returns it for a DocSearch index: absolute URL, highlight and snippet results. */
export function algoliaHit(query: string, spec: HitSpec) {
  const mark = (text: string) => text.replace(new RegExp(`(${query.replace(/[^\w]/g, '')})`, 'i'), '<mark>$1</mark>');
  const result = (value: string | null) => ({
    value: value === null ? '' : mark(value),
    matchLevel: value && mark(value) !== value ? 'full' : 'none',
    matchedWords: value && mark(value) !== value ? [query] : [],
  });
  const hierarchy = { lvl0: spec.lvl0 ?? 'Vital', lvl1: spec.lvl1 ?? 'Filters', lvl2: spec.type === 'lvl1' ? null : 'Cutoff and resonance', lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const content = spec.type === 'content' ? (spec.content ?? '') : null;
  const highlighted = Object.fromEntries(Object.entries(hierarchy).map(([lvl, v]) => [lvl, result(v)]));
  return {
    type: spec.type,
    url: spec.url,
    hierarchy,
    content,
    objectID: spec.objectID,
    _highlightResult: { hierarchy: highlighted, hierarchy_camel: [highlighted], content: result(content) },
    _snippetResult: { hierarchy: highlighted, content: result(content) },
  };
}

/** The default answer: a page and one of its sections, saying which host answered. */
export function hostedHits(query: string, hostName: string) {
  return [
    algoliaHit(query, { type: 'lvl1', objectID: `filters-${hostName}-0`, url: 'https://robin-vale.example/docs/Vital/UserGuide/Filters' }),
    algoliaHit(query, {
      type: 'content',
      objectID: `filters-${hostName}-1`,
      url: 'https://robin-vale.example/docs/Vital/UserGuide/Filters#cutoff-and-resonance',
      content: `The ${query} control, as answered by host ${hostName}.`,
    }),
  ];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });
}

/** Listens on a loopback port chosen by the system; `restart` listens again on the same port. */
async function loopbackServer(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  let server = createServer(handle);
  const listen = (port: number) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  const port = await listen(0);
  return {
    host: `127.0.0.1:${port}`,
    async restart() {
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

export async function standIn(name: string, hitsFor: (query: string, hostName: string) => ReturnType<typeof algoliaHit>[] = hostedHits): Promise<StandIn> {
  const queries: string[] = [];
  const requests: SearchRequestBody[] = [];
  const answers: Answer[] = [];
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
    void readBody(req).then((body) => {
      const parsed = JSON.parse(body) as { requests: SearchRequestBody[] };
      credentials.appId = url.searchParams.get('x-algolia-application-id');
      credentials.apiKey = url.searchParams.get('x-algolia-api-key');
      const results = parsed.requests.map((request) => {
        const query = request.query ?? '';
        queries.push(query);
        requests.push(request);
        const hits = hitsFor(query, name);
        const queryID = `${name}-${queries.length}`;
        answers.push({ query, queryID, hits });
        return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, exhaustiveNbHits: true, query, params: '', index: request.indexName, processingTimeMS: 1, queryID };
      });
      res.writeHead(200, { ...CORS, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ results }));
    });
  };
  const server = await loopbackServer(handle);
  return { name, host: server.host, queries, requests, answers, credentials, start: server.restart, stop: server.stop };
}

export interface InsightsRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | undefined;
  body: string;
}

export interface InsightsEventBody {
  eventType: string;
  eventName: string;
  index: string;
  objectIDs: string[];
  userToken: string;
  queryID?: string;
  positions?: number[];
}

export interface InsightsStandIn {
  host: string;
  /** Every request that reached it, preflights included. */
  requests: InsightsRequest[];
  /** The events of every POST /1/events, in order. */
  events: () => InsightsEventBody[];
  stop(): Promise<void>;
}

/** Algolia's Insights API: answers POST /1/events as it does (200, `{ status, message }`), with CORS. */
export async function insightsStandIn(): Promise<InsightsStandIn> {
  const requests: InsightsRequest[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://insights');
    void readBody(req).then((body) => {
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, contentType: req.headers['content-type'], body });
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const ok = req.method === 'POST' && url.pathname === '/1/events';
      res.writeHead(ok ? 200 : 404, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(ok ? { status: 200, message: 'OK' } : { status: 404, message: 'Not found' }));
    });
  };
  const server = await loopbackServer(handle);
  return {
    host: server.host,
    requests,
    events: () => requests.filter((r) => r.method === 'POST').flatMap((r) => (JSON.parse(r.body) as { events: InsightsEventBody[] }).events),
    stop: server.stop,
  };
}
