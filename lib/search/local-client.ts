import { createEngineClient } from './adapter';
import { pagefindEngine } from './pagefind-engine';
import { hostedClient, type HostedConfig } from './hosted-client';

type SearchFn = (...args: never[]) => Promise<unknown>;

/** Reports whether the last search reached its engine, so the modal can say when it cannot. */
export type ReachabilityListener = (reachable: boolean) => void;

function watched<F extends SearchFn>(search: F, onReachability?: ReachabilityListener): F {
  return (async (...args: Parameters<F>) => {
    try {
      const result = await search(...args);
      onReachability?.(true);
      return result;
    } catch (error) {
      if ((error as Error).name === 'RetryError') onReachability?.(false);
      throw error;
    }
  }) as F;
}

/** transformSearchClient for DocSearch: same client shape, answers from the built-in index. */
export function localTransformSearchClient(baseUrl: string, onReachability?: ReachabilityListener) {
  const local = createEngineClient(pagefindEngine(baseUrl));
  return <T extends object>(client: T): T => ({ ...client, search: watched(local.search, onReachability) }) as T;
}

/** transformSearchClient for hosted search: the same modal, with the spec's timeouts and optional hosts. */
export function hostedTransformSearchClient(config: HostedConfig, onReachability?: ReachabilityListener) {
  const hosted = hostedClient(config);
  return <T extends object>(client: T): T => ({ ...client, search: watched(hosted.search as SearchFn, onReachability) }) as T;
}
