import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientSearchConfig } from './client-config';

const hostedSearch = vi.fn(async () => ({ results: [{ hits: [{ objectID: 'hosted' }], nbHits: 1 }] }));
const hostedClient = vi.fn(() => ({ search: hostedSearch }));
vi.mock('./hosted-client', () => ({ hostedClient }));

const { siteSearchClient, siteTransformSearchClient } = await import('./site-client');
const { createInsightsSession, ORIGIN_KEY } = await import('./insights');

const config = (hosted: boolean): ClientSearchConfig => ({
  hosted,
  appId: hosted ? 'APP' : 'local',
  apiKey: 'key',
  indexName: 'idx',
  searchPagePath: 'search',
  facetFilters: [],
  maxResultsPerGroup: 5,
  baseUrl: '/',
  sections: ['Docs', 'API'],
});

afterEach(() => vi.clearAllMocks());

describe('siteSearchClient: the one place that chooses the engine', () => {
  it('answers from the built-in index without loading the hosted client', async () => {
    const client = siteSearchClient(config(false));
    const { results } = await client.search([{ indexName: 'idx', query: '' }]);
    expect(results[0]?.hits).toEqual([]);
    expect(hostedClient).not.toHaveBeenCalled();
  });

  it('loads the hosted client on the first search only, with the configuration', async () => {
    const client = siteSearchClient(config(true));
    expect(hostedClient).not.toHaveBeenCalled();
    await client.search([{ indexName: 'idx', query: 'filter' }]);
    await client.search([{ indexName: 'idx', query: 'filters' }]);
    expect(hostedClient).toHaveBeenCalledTimes(1);
    expect(hostedClient).toHaveBeenCalledWith(expect.objectContaining({ appId: 'APP', apiKey: 'key' }));
    expect(hostedSearch).toHaveBeenCalledTimes(2);
  });

  it('with an Insights session, asks the engine for queryIDs and returns hits marked with their origin', async () => {
    hostedSearch.mockResolvedValueOnce({ results: [{ hits: [{ objectID: 'hosted' }], nbHits: 1, queryID: 'q1' } as never] });
    const session = createInsightsSession({ userToken: 'u', send: async () => {}, scheduler: { set: () => 0, clear: () => {} } });
    const client = siteTransformSearchClient(config(true), undefined, session)({ search: async (_requests: unknown) => ({ results: [] as unknown[] }) });
    const { results } = await client.search({ requests: [{ indexName: 'idx', query: 'a' }] } as never);
    expect(hostedSearch).toHaveBeenCalledWith({ requests: [{ indexName: 'idx', query: 'a', clickAnalytics: true }] });
    expect(results[0]).toMatchObject({ hits: [{ objectID: 'hosted', [ORIGIN_KEY]: { index: 'idx', queryID: 'q1', position: 1 } }] });
  });

  it('tells the modal when every host is unreachable, and when it is reachable again', async () => {
    const reachability: boolean[] = [];
    const transform = siteTransformSearchClient(config(true), (ok) => reachability.push(ok));
    const client = transform({ search: async (_requests: unknown) => ({ results: [] as unknown[] }), other: 1 });
    expect(client.other).toBe(1);
    hostedSearch.mockRejectedValueOnce(Object.assign(new Error('down'), { name: 'RetryError' }));
    await expect(client.search([{ indexName: 'idx', query: 'a' }])).rejects.toThrow('down');
    await client.search([{ indexName: 'idx', query: 'a' }]);
    expect(reachability).toEqual([false, true]);
  });
});

describe('withSections: the section toggles’ filter', () => {
  it('adds the chosen sections as one OR group after the context filters, and asks for their counts', async () => {
    const { withSections } = await import('./site-client');
    expect(withSections([{ indexName: 'idx', query: 'vital', facetFilters: ['language:en'] }], ['Blog'])).toEqual([
      { indexName: 'idx', query: 'vital', facetFilters: ['language:en', ['section:Blog']], facets: ['section'] },
    ]);
    // The nested shape keeps its parameters nested; no choice filters on every section.
    expect(withSections({ requests: [{ indexName: 'idx', query: 'x', params: { facetFilters: 'language:en' } }] }, [])).toEqual({
      requests: [{ indexName: 'idx', query: 'x', params: { facetFilters: ['language:en', ['section:Docs', 'section:Blog', 'section:API', 'section:Music']], facets: ['section'] } }],
    });
  });

  it('sends the chosen sections with each search of the modal, read when it searches', async () => {
    let chosen: Array<'Docs' | 'Music'> = ['Music'];
    const transform = siteTransformSearchClient(config(true), undefined, null, { sections: () => chosen });
    const client = transform({ search: async (_input: unknown) => ({ results: [] as unknown[] }) });
    await client.search([{ indexName: 'idx', query: 'a' }]);
    chosen = ['Docs'];
    await client.search([{ indexName: 'idx', query: 'b' }]);
    const seen = (hostedSearch.mock.calls as unknown[][]).map((call) => call[0]);
    expect(seen).toEqual([
      [{ indexName: 'idx', query: 'a', facetFilters: [['section:Music']], facets: ['section'] }],
      [{ indexName: 'idx', query: 'b', facetFilters: [['section:Docs']], facets: ['section'] }],
    ]);
  });
});
