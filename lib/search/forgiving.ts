import { searchRecords, type EngineResult, type FacetGroup, type SearchEngine } from './core';
import { corrections, FEW_HITS } from './typo';

/** A search that may have been corrected: what the modal and the search page show. */
export interface ForgivingResult extends EngineResult {
  /** Set when hits of a corrected query are shown ("Showing results for …"). */
  correctedQuery?: string;
  /** Corrected queries to offer on the no-results screen ("Try searching for"). */
  suggestions: string[];
}

/**
 * searchRecords, forgiving typos when the engine has a vocabulary. A query with fewer than FEW_HITS
 * hits is corrected word by word (typo.ts). A confident correction (one edit per word) that finds
 * more is searched and its hits follow the query's own; a less certain one is only offered, when the
 * query found nothing, since its hits could be about something else.
 */
export async function forgivingSearch(engine: SearchEngine, query: string, facets: readonly FacetGroup[], limit: number): Promise<ForgivingResult> {
  const found = await searchRecords(engine, query, facets, limit);
  if (found.total >= FEW_HITS || !engine.vocabulary) return { ...found, suggestions: [] };
  const vocabulary = await engine.vocabulary();
  const options = vocabulary ? corrections(query, vocabulary) : [];
  const best = options[0];
  if (best && best.edits === 1) {
    const fixed = await searchRecords(engine, best.query, facets, limit);
    if (fixed.total > found.total) {
      const seen = new Set(found.records.map((r) => r.objectID));
      const added = fixed.records.filter((r) => !seen.has(r.objectID));
      const overlap = fixed.records.length - added.length;
      return { ...fixed, records: [...found.records, ...added].slice(0, limit), total: found.total + fixed.total - overlap, correctedQuery: best.query, suggestions: [] };
    }
  }
  return { ...found, suggestions: found.total === 0 ? options.map((o) => o.query) : [] };
}
