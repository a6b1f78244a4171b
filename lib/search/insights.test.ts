import { describe, expect, it, vi } from 'vitest';
import {
  anonymousUserToken,
  clickEvent,
  createInsightsSession,
  createSender,
  createViewQueue,
  hitPosition,
  insightsUrl,
  ORIGIN_KEY,
  VIEW_BATCH_SIZE,
  VIEW_DEBOUNCE_MS,
  viewEvents,
  withClickAnalytics,
  withHitOrigins,
  type InsightsEvent,
  type Scheduler,
} from './insights';

/** A scheduler whose time moves only when the test says so. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const scheduler: Scheduler = {
    set(run, ms) {
      timers.set(++nextId, { at: now + ms, run });
      return nextId;
    },
    clear(handle) {
      timers.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > now) continue;
      timers.delete(id);
      timer.run();
    }
  };
  return { scheduler, advance, pending: () => timers.size };
}

const hit = (objectID: string, queryID: string, position: number, index = 'docs') => ({ objectID, url: `/docs#${objectID}`, [ORIGIN_KEY]: { index, queryID, position } });

describe('requests and responses', () => {
  it('asks for a queryID on every request, in either shape DocSearch may pass, without changing the input', () => {
    const requests = [
      { indexName: 'docs', query: 'a', clickAnalytics: false },
      { indexName: 'blog', query: 'b' },
    ];
    expect(withClickAnalytics({ requests }).requests.map((r) => r.clickAnalytics)).toEqual([true, true]);
    expect(withClickAnalytics(requests).map((r) => r.clickAnalytics)).toEqual([true, true]);
    expect(requests[0]?.clickAnalytics).toBe(false);
  });

  it('counts positions from 1 across pages, as the Insights API does', () => {
    expect(hitPosition(0, 20, 0)).toBe(1);
    expect(hitPosition(0, 20, 19)).toBe(20);
    expect(hitPosition(2, 20, 4)).toBe(45);
  });

  it('gives each hit its index, queryID and ranked position; leaves a result without queryID alone', () => {
    const input = { requests: [{ indexName: 'docs' }, { indexName: 'blog' }] };
    const response = {
      results: [{ hits: [{ objectID: 'a' }, { objectID: 'b' }], queryID: 'q1', page: 1, hitsPerPage: 2 }, { hits: [{ objectID: 'c' }] }],
    };
    const out = withHitOrigins(input, response);
    expect(out.results[0]).toMatchObject({ hits: [{ objectID: 'a', [ORIGIN_KEY]: { index: 'docs', queryID: 'q1', position: 3 } }, { [ORIGIN_KEY]: { position: 4 } }] });
    expect(out.results[1]).toBe(response.results[1]);
  });

  it('prefers the index the response names (a replica answering) over the one asked', () => {
    const out = withHitOrigins([{ indexName: 'docs' }], { results: [{ hits: [{ objectID: 'a' }], queryID: 'q', index: 'docs_replica' }] });
    expect(out.results[0]).toMatchObject({ hits: [{ [ORIGIN_KEY]: { index: 'docs_replica', position: 1 } }] });
  });
});

describe('events', () => {
  it('makes a click event from a hit with an origin, and none from a hit without', () => {
    expect(clickEvent(hit('a', 'q1', 7), 'u1')).toEqual({ eventType: 'click', eventName: 'Item Selected', index: 'docs', queryID: 'q1', objectIDs: ['a'], positions: [7], userToken: 'u1' });
    expect(clickEvent({ objectID: 'a', url: '/' }, 'u1')).toBeNull();
    expect(clickEvent(null, 'u1')).toBeNull();
  });

  it('splits views into events of at most 20 objectIDs, one index per event, each objectID once', () => {
    const hits = [...Array.from({ length: 45 }, (_, i) => hit(`d${i}`, 'q', i + 1)), hit('d0', 'q', 1), hit('b0', 'q', 1, 'blog'), { objectID: 'no-origin' }];
    const events = viewEvents(hits, 'u');
    expect(events.map((e) => [e.index, e.objectIDs.length])).toEqual([
      ['docs', 20],
      ['docs', 20],
      ['docs', 5],
      ['blog', 1],
    ]);
    expect(events.flatMap((e) => e.objectIDs)).toEqual([...Array.from({ length: 45 }, (_, i) => `d${i}`), 'b0']);
    expect(events.every((e) => e.eventType === 'view' && e.eventName === 'Items Viewed' && e.userToken === 'u' && e.objectIDs.length <= VIEW_BATCH_SIZE)).toBe(true);
  });
});

describe('the view queue', () => {
  it('sends once, 400 ms after the last render of a burst, with the latest response’s hits only', () => {
    const clock = manualClock();
    const flush = vi.fn();
    const queue = createViewQueue({ scheduler: clock.scheduler, flush });
    queue.add('q1', ['a1', 'a2']);
    clock.advance(VIEW_DEBOUNCE_MS - 1);
    queue.add('q2', ['b1']);
    clock.advance(VIEW_DEBOUNCE_MS - 1);
    queue.add('q2', ['b2']);
    clock.advance(VIEW_DEBOUNCE_MS - 1);
    expect(flush).not.toHaveBeenCalled();
    clock.advance(1);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith(['b1', 'b2']);
    clock.advance(VIEW_DEBOUNCE_MS * 10);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('hands over what is pending on flush and cancels its timer; an empty flush sends nothing', () => {
    const clock = manualClock();
    const flush = vi.fn();
    const queue = createViewQueue({ scheduler: clock.scheduler, flush });
    queue.flush();
    expect(flush).not.toHaveBeenCalled();
    queue.add('q', ['a']);
    queue.flush();
    expect(flush).toHaveBeenCalledWith(['a']);
    expect(clock.pending()).toBe(0);
  });
});

describe('transport', () => {
  it('puts the credentials in the query string, with http only for loopback hosts', () => {
    expect(insightsUrl('insights.algolia.io', 'APP', 'k&y')).toBe('https://insights.algolia.io/1/events?x-algolia-application-id=APP&x-algolia-api-key=k%26y');
    expect(insightsUrl('127.0.0.1:9000', 'APP', 'key')).toMatch(/^http:\/\/127\.0\.0\.1:9000\/1\/events\?/);
  });

  it('POSTs { events } as text/plain (no preflight), and warns once for any number of failures without throwing', async () => {
    const fetch = vi.fn().mockResolvedValueOnce({ ok: true, status: 200 }).mockResolvedValueOnce({ ok: false, status: 422 }).mockRejectedValueOnce(new TypeError('offline'));
    const warn = vi.fn();
    const send = createSender({ url: 'https://x/1/events', fetch, warn });
    const event: InsightsEvent = { eventType: 'view', eventName: 'Items Viewed', index: 'docs', objectIDs: ['a'], userToken: 'u' };
    await send([event]);
    expect(fetch).toHaveBeenCalledWith('https://x/1/events', expect.objectContaining({ method: 'POST', headers: { 'content-type': 'text/plain' } }));
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body as string)).toEqual({ events: [event] });
    expect(warn).not.toHaveBeenCalled();
    await expect(send([event])).resolves.toBeUndefined();
    await expect(send([event])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toBe('HTTP 422');
    await send([]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('makes anonymous tokens from random bytes, in the characters Algolia accepts', () => {
    expect(anonymousUserToken((bytes) => bytes.fill(171))).toBe(`anonymous-${'ab'.repeat(16)}`);
    const token = anonymousUserToken();
    expect(token).toMatch(/^anonymous-[0-9a-f]{32}$/);
    expect(anonymousUserToken()).not.toBe(token);
  });
});

describe('a modal’s session', () => {
  const response = (queryID: string, ids: string[]) => ({ results: [{ hits: ids.map((objectID) => ({ objectID })), queryID, page: 0, hitsPerPage: 20 }] });

  function session() {
    const clock = manualClock();
    const sent: InsightsEvent[][] = [];
    const s = createInsightsSession({ userToken: 'u', send: async (events) => void sent.push(events), scheduler: clock.scheduler });
    const asked: unknown[] = [];
    const search = s.wrapSearch(async (input: { requests: { indexName: string; query: string }[] }) => {
      asked.push(input);
      return response(`q-${input.requests[0]?.query}`, input.requests[0]?.query === 'filter' ? ['cutoff', 'slope'] : ['attack']);
    });
    return { s, clock, sent, asked, search };
  }

  it('asks for queryIDs and sends a click with the clicked hit’s queryID and ranked position, after the pending views', async () => {
    const { s, clock, sent, asked, search } = session();
    const { results } = await search({ requests: [{ indexName: 'docs', query: 'filter' }] });
    expect(asked).toEqual([{ requests: [{ indexName: 'docs', query: 'filter', clickAnalytics: true }] }]);
    const hits = (results[0] as { hits: unknown[] }).hits;
    s.shown(hits);
    s.selected(hits[1]);
    expect(sent).toEqual([
      [{ eventType: 'view', eventName: 'Items Viewed', index: 'docs', objectIDs: ['cutoff', 'slope'], userToken: 'u' }],
      [{ eventType: 'click', eventName: 'Item Selected', index: 'docs', queryID: 'q-filter', objectIDs: ['slope'], positions: [2], userToken: 'u' }],
    ]);
    clock.advance(VIEW_DEBOUNCE_MS);
    expect(sent).toHaveLength(2);
  });

  it('ignores recent searches and favorites: stored hits from a search this session did not make', async () => {
    const { s, clock, sent, search } = session();
    await search({ requests: [{ indexName: 'docs', query: 'filter' }] });
    const stored = hit('cutoff', 'q-from-an-earlier-visit', 1);
    s.shown([stored]);
    s.selected(stored);
    s.selected({ objectID: 'cutoff', url: '/docs' });
    clock.advance(VIEW_DEBOUNCE_MS);
    s.close();
    expect(sent).toEqual([]);
  });

  it('sends the views of the latest results after a burst of searches, and what is pending when the modal closes', async () => {
    const { s, clock, sent, search } = session();
    const first = await search({ requests: [{ indexName: 'docs', query: 'filter' }] });
    s.shown((first.results[0] as { hits: unknown[] }).hits);
    clock.advance(VIEW_DEBOUNCE_MS - 100);
    const second = await search({ requests: [{ indexName: 'docs', query: 'envelope' }] });
    s.shown((second.results[0] as { hits: unknown[] }).hits);
    clock.advance(VIEW_DEBOUNCE_MS);
    expect(sent.map((events) => events.map((e) => e.objectIDs))).toEqual([[['attack']]]);
    const third = await search({ requests: [{ indexName: 'docs', query: 'filter' }] });
    s.shown((third.results[0] as { hits: unknown[] }).hits);
    s.close();
    expect(sent.map((events) => events.map((e) => e.objectIDs))).toEqual([[['attack']], [['cutoff', 'slope']]]);
  });
});
