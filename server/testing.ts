/**
 * Test support: a real server on an ephemeral loopback port with a throwaway SQLite file, a small
 * HTTP client, and a checker of answers against the description's own response schemas.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import type { ScryptCost } from './auth/passwords';
import { DEFAULT_BODY_LIMIT, DEFAULT_CORS_ORIGINS } from './config';
import { loadDescription, type Description } from './description';
import { openUserStore, type StoreOptions, type UserStore } from './store/users';

/** Cheap enough for tests to register dozens of users; production uses DEFAULT_COST. */
export const FAST_COST: ScryptCost = { ln: 10, r: 8, p: 1 };
export const TEST_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

export const description: Description = loadDescription();

export interface TestApi {
  app: FastifyInstance;
  /** http://127.0.0.1:<port>/api/v0 */
  base: string;
  dir: string;
  store: UserStore;
  close(): Promise<void>;
}

export async function startTestApi(options: Partial<AppOptions> & { storeOptions?: StoreOptions; wrapStore?: (store: UserStore) => UserStore } = {}): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'music-theory-api-'));
  const opened = options.store ?? (await openUserStore({ databasePath: join(dir, 'users.db') }, options.storeOptions));
  const store = options.wrapStore ? options.wrapStore(opened) : opened;
  const app = await buildApp({
    description,
    store,
    secret: TEST_SECRET,
    corsOrigins: DEFAULT_CORS_ORIGINS,
    authRateLimit: { max: 10_000, windowSeconds: 60 },
    bodyLimitBytes: DEFAULT_BODY_LIMIT,
    passwordCost: FAST_COST,
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    base: `http://127.0.0.1:${port}${description.prefix}`,
    dir,
    store,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  /** The media type, without parameters. */
  mediaType: string;
  headers: Headers;
  body: any;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, instead of JSON of `body`. */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  return { status: response.status, mediaType, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Registers and logs in a fresh user; returns the token. */
export async function tokenFor(base: string, email = `user-${Math.random().toString(36).slice(2)}@example.com`): Promise<string> {
  const credentials = { email, password: 'a password' };
  const registered = await call(base, 'POST', '/Auth/register', { body: credentials });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await call(base, 'POST', '/Auth/login', { body: credentials });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.token as string;
}

type Json = Record<string, any>;

/** The operation, documented response and media type an answer belongs to, or why it has none. */
export function documentedResponse(operationId: string, status: number, mediaType: string): { key: string; schema: Json } | string {
  const found = description.operations.get(operationId);
  if (!found) return `no operation ${operationId}`;
  const operation = description.document.paths[found.path][found.method.toLowerCase()] as Json;
  const responses = operation.responses as Json;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return `${operationId} does not document status ${status} (documents ${Object.keys(responses).join(', ')})`;
  let response = responses[key] as Json;
  if (response.$ref) response = description.document.components.responses[String(response.$ref).split('/').pop()!];
  const media = response.content?.[mediaType] as Json | undefined;
  if (!media) return `${operationId} ${key} does not document ${mediaType || 'an empty body'} (documents ${Object.keys(response.content ?? {}).join(', ')})`;
  return { key, schema: media.schema };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'doc', components: description.document.components }, 'doc');
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

/** Problems with an answer against the description: undocumented status or media type, or a body its schema refuses. */
export function contractErrors(operationId: string, answer: Answer): string[] {
  const documented = documentedResponse(operationId, answer.status, answer.mediaType);
  if (typeof documented === 'string') return [documented];
  const cacheKey = `${operationId} ${documented.key} ${answer.mediaType}`;
  let validate = compiled.get(cacheKey);
  if (!validate) {
    const schema = JSON.parse(JSON.stringify(documented.schema).replace(/"#\/components\//g, '"doc#/components/'));
    validate = ajv.compile(schema);
    compiled.set(cacheKey, validate);
  }
  return validate(answer.body) ? [] : [`${cacheKey}: ${ajv.errorsText(validate.errors)}`];
}
