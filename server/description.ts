import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * The OpenAPI description, the single source of truth: the server takes its routes, its request
 * schemas, its prefix and which operations need a token from here, never from a copy in code.
 */

export const DESCRIPTION_FILE = fileURLToPath(new URL('../openapi/music-theory.yaml', import.meta.url));

type Json = Record<string, any>;

export interface Description {
  document: Json;
  /** The path of the first (documented) server, where the routes live: /api/v0. */
  prefix: string;
  /** operationId → whether it needs a bearer token: every one of its security alternatives asks for bearerAuth. */
  needsToken: Map<string, boolean>;
  /** operationId → its method and path (without the prefix). */
  operations: Map<string, { method: string; path: string }>;
  /** operationIds whose request body is required. */
  bodyRequired: Set<string>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function loadDescription(file = DESCRIPTION_FILE): Description {
  const document = parse(readFileSync(file, 'utf8')) as Json;
  const prefix = String(document.servers?.[0]?.url ?? '');
  if (!prefix.startsWith('/')) throw new Error(`The first server of ${file} must be a path such as /api/v0, not '${prefix}'.`);
  const needsToken = new Map<string, boolean>();
  const operations = new Map<string, { method: string; path: string }>();
  const bodyRequired = new Set<string>();
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation?.operationId) continue;
      const requirements = (operation.security ?? document.security ?? []) as Record<string, string[]>[];
      needsToken.set(operation.operationId, requirements.length > 0 && requirements.every((r) => 'bearerAuth' in r));
      operations.set(operation.operationId, { method: method.toUpperCase(), path });
      if (operation.requestBody?.required) bodyRequired.add(operation.operationId);
    }
  }
  return { document, prefix: prefix.replace(/\/$/, ''), needsToken, operations, bodyRequired };
}
