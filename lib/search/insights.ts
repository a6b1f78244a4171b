import { requestsOf, type SearchInput } from './adapter';
import { hostOrigin } from './hosts';

/**
 * Click and view events for hosted search (spec §7, §9), sent to Algolia's Insights REST API with
 * fetch. DocSearch's own `insights` option would load the search-insights script from a CDN, which
 * this site's CSP and its no-third-party-requests rule forbid. Everything here is plain data and
 * functions; the modal wires it in (components/search/use-search-insights.ts).
 */

/** Spec §9; also the Insights API's limit of objectIDs in one event. */
export const VIEW_BATCH_SIZE = 20;
/** Spec §9: renders closer together than this are one view. */
export const VIEW_DEBOUNCE_MS = 400;
/** DocSearch's event names, so the dashboard reads as it would with DocSearch's own insights. */
export const CLICK_EVENT_NAME = 'Item Selected';
export const VIEW_EVENT_NAME = 'Items Viewed';

/** What a click event needs to know of a hit, attached to it when its search response arrives. */
export interface HitOrigin {
  index: string;
  queryID: string;
  /** 1-based and absolute across pages, as the Insights API defines a click position. */
  position: number;
}

/** The key under which a hit carries its origin through DocSearch (which copies hits' own keys). */
export const ORIGIN_KEY = '__insights';

export interface TrackedHit {
  objectID: string;
  [ORIGIN_KEY]?: HitOrigin;
}

export interface ClickEvent {
  eventType: 'click';
  eventName: string;
  index: string;
  queryID: string;
  objectIDs: string[];
  positions: number[];
  userToken: string;
}

export interface ViewEvent {
  eventType: 'view';
  eventName: string;
  index: string;
  objectIDs: string[];
  userToken: string;
}

export type InsightsEvent = ClickEvent | ViewEvent;

interface SearchResult {
  hits: unknown[];
  queryID?: string;
  index?: string;
  page?: number;
  hitsPerPage?: number;
}
export interface SearchResponse {
  results: unknown[];
}

/** The same requests, each asking Algolia for a queryID (algoliasearch 5 takes parameters flat). */
export function withClickAnalytics<T extends SearchInput>(input: T): T {
  const requests = requestsOf(input).map((request) => ({ ...request, clickAnalytics: true }));
  return (Array.isArray(input) ? requests : { ...input, requests }) as T;
}

/** Algolia's click position: the hit's place in the whole ranked list, counting from 1. */
export function hitPosition(page: number, hitsPerPage: number, indexInPage: number): number {
  return page * hitsPerPage + indexInPage + 1;
}

/**
 * The response with each hit carrying its origin. The position is taken here, from Algolia's
 * ranking, because DocSearch regroups hits by page and heading before showing them: its own
 * insights reports the 0-based place in that regrouped list, which is not what Algolia expects.
 */
export function withHitOrigins<R extends SearchResponse>(input: SearchInput, response: R): R {
  const requests = requestsOf(input);
  const results = response.results.map((raw, i) => {
    const result = raw as SearchResult;
    if (!result.queryID || !Array.isArray(result.hits)) return raw;
    const index = result.index ?? requests[i]?.indexName ?? '';
    const page = result.page ?? 0;
    const perPage = result.hitsPerPage ?? result.hits.length;
    const hits = result.hits.map((hit, n) => ({ ...(hit as object), [ORIGIN_KEY]: { index, queryID: result.queryID, position: hitPosition(page, perPage, n) } }));
    return { ...result, hits };
  });
  return { ...response, results };
}

const originOf = (hit: unknown): HitOrigin | undefined => {
  const origin = (hit as Partial<TrackedHit> | null)?.[ORIGIN_KEY];
  return origin && typeof (hit as TrackedHit).objectID === 'string' ? origin : undefined;
};

/** The click event of a selected hit, or null for a hit no search of this session returned. */
export function clickEvent(hit: unknown, userToken: string): ClickEvent | null {
  const origin = originOf(hit);
  if (!origin) return null;
  const { index, queryID, position } = origin;
  return { eventType: 'click', eventName: CLICK_EVENT_NAME, index, queryID, objectIDs: [(hit as TrackedHit).objectID], positions: [position], userToken };
}

/** View events for hits shown: one per index, split so that none has more than 20 objectIDs. */
export function viewEvents(hits: readonly unknown[], userToken: string): ViewEvent[] {
  const byIndex = new Map<string, string[]>();
  for (const hit of hits) {
    const origin = originOf(hit);
    if (!origin) continue;
    const ids = byIndex.get(origin.index) ?? [];
    const id = (hit as TrackedHit).objectID;
    if (!ids.includes(id)) ids.push(id);
    byIndex.set(origin.index, ids);
  }
  const events: ViewEvent[] = [];
  for (const [index, ids] of byIndex) {
    for (let start = 0; start < ids.length; start += VIEW_BATCH_SIZE) {
      events.push({ eventType: 'view', eventName: VIEW_EVENT_NAME, index, objectIDs: ids.slice(start, start + VIEW_BATCH_SIZE), userToken });
    }
  }
  return events;
}

/** Timers, injectable so tests control time. */
export interface Scheduler {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const browserScheduler: Scheduler = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ViewQueue {
  /** Hits shown by one search response (`key`: its queryID); a newer response replaces older hits. */
  add(key: string, hits: readonly unknown[]): void;
  /** Hands over what is pending now (the modal is closing, or a click should follow its views). */
  flush(): void;
}

/**
 * Debounces views: the hits of the latest response, once renders have been quiet for `delayMs`.
 * Hits of an earlier response still pending are dropped, since the visitor no longer sees them.
 */
export function createViewQueue({ scheduler, flush, delayMs = VIEW_DEBOUNCE_MS }: { scheduler: Scheduler; flush: (hits: unknown[]) => void; delayMs?: number }): ViewQueue {
  let key: string | null = null;
  let pending: unknown[] = [];
  let timer: unknown = null;
  const run = () => {
    if (timer !== null) scheduler.clear(timer);
    timer = null;
    const hits = pending;
    pending = [];
    key = null;
    if (hits.length > 0) flush(hits);
  };
  return {
    add(next, hits) {
      if (next !== key) {
        key = next;
        pending = [];
      }
      pending.push(...hits);
      if (timer !== null) scheduler.clear(timer);
      timer = scheduler.set(run, delayMs);
    },
    flush: run,
  };
}

/** An anonymous token for this page visit: random, so it identifies no one beyond the visit. */
export function anonymousUserToken(fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const hex = Array.from(fill(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `anonymous-${hex}`;
}

/**
 * The events endpoint with the credentials in the query string, as search requests carry them: with
 * no custom header and a text/plain body the POST is a CORS "simple request", so the browser sends
 * it without an OPTIONS preflight first (Algolia's own search-insights sends its beacons this way).
 */
export function insightsUrl(host: string, appId: string, apiKey: string): string {
  const query = new URLSearchParams({ 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey });
  return `${hostOrigin(host)}/1/events?${query}`;
}

export type Fetch = (url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>;
export type SendEvents = (events: InsightsEvent[]) => Promise<void>;

/**
 * Sends events; a failure is logged once and never thrown, since analytics must not break search.
 * keepalive lets a send that starts as the page unloads (a hit on another site) still complete.
 */
export function createSender({ url, fetch, warn }: { url: string; fetch: Fetch; warn: (message: string, detail?: unknown) => void }): SendEvents {
  let warned = false;
  const fail = (detail: unknown) => {
    if (warned) return;
    warned = true;
    warn('Search analytics events could not be sent to Algolia Insights; search works as before.', detail);
  };
  return async (events) => {
    if (events.length === 0) return;
    try {
      const response = await fetch(url, { method: 'POST', body: JSON.stringify({ events }), headers: { 'content-type': 'text/plain' }, credentials: 'omit', keepalive: true });
      if (!response.ok) fail(`HTTP ${response.status}`);
    } catch (error) {
      fail(error);
    }
  };
}

export interface InsightsSession {
  /** Wraps the search function: requests ask for a queryID, hits come back with their origin. */
  wrapSearch<I, R extends SearchResponse>(search: (input: I) => Promise<R>): (input: I) => Promise<R>;
  /** A hit was chosen (click or Enter): views still pending go first, then its click event. */
  selected(hit: unknown): void;
  /** Hits on screen; their view events go out debounced. */
  shown(hits: readonly unknown[]): void;
  /** The modal is closing: pending views go now. */
  close(): void;
}

/**
 * One open modal's events. Only hits of responses this session received count: recent searches
 * and favorites are stored copies of earlier hits, origin included, and choosing one from the start
 * screen is not a click after this search.
 */
export function createInsightsSession({ userToken, send, scheduler }: { userToken: string; send: SendEvents; scheduler: Scheduler }): InsightsSession {
  const queryIDs = new Set<string>();
  const fresh = (hit: unknown) => {
    const origin = originOf(hit);
    return origin !== undefined && queryIDs.has(origin.queryID);
  };
  const views = createViewQueue({ scheduler, flush: (hits) => void send(viewEvents(hits, userToken)) });
  return {
    wrapSearch(search) {
      return async (input) => {
        const asked = withClickAnalytics(input as SearchInput) as typeof input;
        const response = await search(asked);
        for (const result of response.results) {
          const queryID = (result as SearchResult).queryID;
          if (queryID) queryIDs.add(queryID);
        }
        return withHitOrigins(asked as SearchInput, response);
      };
    },
    selected(hit) {
      if (!fresh(hit)) return;
      views.flush();
      const event = clickEvent(hit, userToken);
      if (event) void send([event]);
    },
    shown(hits) {
      const current = hits.filter(fresh);
      const first = originOf(current[0]);
      if (first) views.add(first.queryID, current);
    },
    close() {
      views.flush();
    },
  };
}
