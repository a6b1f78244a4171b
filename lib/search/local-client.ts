import { createEngineClient } from './adapter';
import { pagefindEngine } from './pagefind-engine';

/** transformSearchClient for DocSearch: same client shape, answers from the built-in index. */
export function localTransformSearchClient(baseUrl: string) {
  const local = createEngineClient(pagefindEngine(baseUrl));
  return <T extends object>(client: T): T => ({ ...client, search: local.search }) as T;
}
