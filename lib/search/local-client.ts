import { createEngineClient } from './adapter';
import { pagefindEngine } from './pagefind-engine';
import { hostedClient, type HostedConfig } from './hosted-client';

/** transformSearchClient for DocSearch: same client shape, answers from the built-in index. */
export function localTransformSearchClient(baseUrl: string) {
  const local = createEngineClient(pagefindEngine(baseUrl));
  return <T extends object>(client: T): T => ({ ...client, search: local.search }) as T;
}

/** transformSearchClient for hosted search: the same modal, with the spec's timeouts and optional hosts. */
export function hostedTransformSearchClient(config: HostedConfig) {
  const hosted = hostedClient(config);
  return <T extends object>(client: T): T => ({ ...client, search: hosted.search }) as T;
}
