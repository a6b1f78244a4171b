import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, description, startTestApi, type TestApi } from './testing';
import type { UserStore } from './store/users';

/**
 * Every example of openapi/music-theory.yaml is proven by running it: each request example is sent,
 * and each response example is the server's real answer to the request written beside it here. The
 * clock, signing secret and user id are fixed so that even the documented token is a real one.
 */

/** 2026-01-01T00:00:00Z, when the documented token was issued. */
const EXAMPLE_NOW = 1_767_225_600;
const EXAMPLE_SECRET = 'the-documented-example-token-is-signed-with-this';
const EXAMPLE_USER_ID = '5b0b6b7e-2f43-4a38-9d51-6c1f4b1f8a07';

type Json = Record<string, any>;

interface Case {
  /** Where the example lives: `<operationId> <status>`, or the shared response's $ref. */
  where: string;
  example: string;
  server?: 'main' | 'failing' | 'limited' | 'down';
  method: string;
  path: string;
  /** A request body: the name of the operation's request example, or a literal. */
  body?: string | Json;
  token?: boolean;
  /** Requests to send first, on the same server (the first attempt that a rate limit counts). */
  before?: { method: string; path: string; body: Json }[];
}

const REGISTER = '/Auth/register';
const LOGIN = '/Auth/login';

/** In order: registering Ada comes before what needs her account. */
const CASES: Case[] = [
  { where: 'registerUser 201', example: 'registered', method: 'POST', path: REGISTER, body: 'ada' },
  { where: 'registerUser 400', example: 'emailTaken', method: 'POST', path: REGISTER, body: 'ada' },
  { where: 'registerUser 400', example: 'validationFailed', method: 'POST', path: REGISTER, body: { email: 'ada@example.com' } },
  { where: 'registerUser 500', example: 'transient', server: 'failing', method: 'POST', path: REGISTER, body: 'ada' },
  { where: 'loginUser 200', example: 'token', method: 'POST', path: LOGIN, body: 'ada' },
  { where: 'loginUser 400', example: 'validationFailed', method: 'POST', path: LOGIN, body: { password: 'correct horse battery staple' } },
  { where: 'loginUser 401', example: 'invalidCredentials', method: 'POST', path: LOGIN, body: { email: 'ada@example.com', password: 'Tr0ub4dor&3' } },
  { where: 'loginUser 500', example: 'transient', server: 'failing', method: 'POST', path: LOGIN, body: 'ada' },
  {
    where: '#/components/responses/ContentTooLarge',
    example: 'tooLarge',
    method: 'POST',
    path: LOGIN,
    body: { email: 'ada@example.com', password: 'x'.repeat(16 * 1024) },
  },
  {
    where: '#/components/responses/TooManyRequests',
    example: 'tooManyAttempts',
    server: 'limited',
    method: 'POST',
    path: LOGIN,
    body: 'ada',
    before: [{ method: 'POST', path: LOGIN, body: { email: 'ada@example.com', password: 'a first guess' } }],
  },
  { where: '#/components/responses/ServiceUnavailable', example: 'storeUnavailable', server: 'down', method: 'POST', path: LOGIN, body: 'ada' },
  { where: 'getChord 200', example: 'bFlatMinor', method: 'GET', path: '/Chords/B-Flat/Minor', token: true },
  { where: 'getChord 200', example: 'cMajor', method: 'GET', path: '/Chords/C/Major', token: true },
  { where: 'getChord 400', example: 'badRoot', method: 'GET', path: '/Chords/H/Major', token: true },
  { where: '#/components/responses/Unauthorized', example: 'expiredToken', method: 'GET', path: '/Chords/C/Major' },
  { where: 'getCommonProgressions 200', example: 'cMajor', method: 'GET', path: '/Progressions/C/Major/common', token: true },
  { where: 'getCommonProgressions 200', example: 'aMinor', method: 'GET', path: '/Progressions/A/Minor/common', token: true },
  { where: 'getCommonProgressions 400', example: 'badScaleType', method: 'GET', path: '/Progressions/A/HarmonicMinor/common', token: true },
  { where: 'getScaleNotes 200', example: 'gSharpHarmonicMinor', method: 'GET', path: '/Scales/G-Sharp/HarmonicMinor/notes', token: true },
  { where: 'getScaleNotes 200', example: 'cMajor', method: 'GET', path: '/Scales/C/Major/notes', token: true },
  { where: 'getScaleNotes 400', example: 'badRoot', method: 'GET', path: '/Scales/H/Major/notes', token: true },
  { where: 'getScaleNotes 400', example: 'theoreticalKey', method: 'GET', path: '/Scales/D-DoubleSharp/Major/notes', token: true },
  { where: 'getDiatonicChords 200', example: 'aMinor', method: 'GET', path: '/Scales/A/Minor/chords', token: true },
  { where: 'getDiatonicChords 400', example: 'badRoot', method: 'GET', path: '/Scales/H/Minor/chords', token: true },
  { where: 'getExampleScale 200', example: 'dMajor', method: 'GET', path: '/examples/scale' },
  { where: 'getHealth 200', example: 'ready', method: 'GET', path: '/health' },
  { where: 'getHealth 503', example: 'notReady', server: 'down', method: 'GET', path: '/health' },
];

function operation(operationId: string): Json {
  const { method, path } = description.operations.get(operationId)!;
  return description.document.paths[path][method.toLowerCase()];
}

/** The response object a case names, and where to look for its examples. */
function response(where: string): Json {
  if (where.startsWith('#/')) return description.document.components.responses[where.split('/').pop()!];
  const [operationId, status] = where.split(' ') as [string, string];
  const found = operation(operationId).responses[status];
  return found.$ref ? response(found.$ref) : found;
}

/** Every response example of the description, once each, under the names the cases use. */
function allResponseExamples(): string[] {
  const names: string[] = [];
  for (const operationId of description.operations.keys()) {
    for (const [status, found] of Object.entries(operation(operationId).responses as Record<string, Json>)) {
      if (found.$ref) continue;
      for (const media of Object.values((found.content ?? {}) as Record<string, Json>)) {
        for (const example of Object.keys(media.examples ?? {})) names.push(`${operationId} ${status} ${example}`);
      }
    }
  }
  for (const [name, shared] of Object.entries(description.document.components.responses as Record<string, Json>)) {
    for (const media of Object.values((shared.content ?? {}) as Record<string, Json>)) {
      for (const example of Object.keys(media.examples ?? {})) names.push(`#/components/responses/${name} ${example}`);
    }
  }
  return names.sort();
}

function requestExample(operationId: string, name: string): Json {
  const value = operation(operationId).requestBody.content['application/json'].examples[name]?.value;
  if (!value) throw new Error(`${operationId} has no request example ${name}`);
  return value;
}

const servers: Record<string, TestApi> = {};
let token = '';
const usedRequestExamples = new Set<string>();

beforeAll(async () => {
  const fixed = { secret: EXAMPLE_SECRET, now: () => EXAMPLE_NOW };
  servers.main = await startTestApi({ ...fixed, storeOptions: { newId: () => EXAMPLE_USER_ID } });
  servers.failing = await startTestApi({
    ...fixed,
    wrapStore: (store): UserStore => ({
      create: () => Promise.reject(new Error('the user store is briefly unavailable')),
      find: () => Promise.reject(new Error('the user store is briefly unavailable')),
      findById: (id) => store.findById(id),
      check: () => store.check(),
      close: () => store.close(),
    }),
  });
  servers.limited = await startTestApi({ ...fixed, authRateLimit: { max: 1, windowSeconds: 60 } });
  // A database that cannot be reached: the driver's connection error, as pg reports a stopped server.
  const refused = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED /run/postgresql/.s.PGSQL.5432'), { code: 'ECONNREFUSED' }));
  servers.down = await startTestApi({
    ...fixed,
    wrapStore: (store): UserStore => ({ create: refused, find: refused, findById: refused, check: refused, close: () => store.close() }),
  });
});
afterAll(() => Promise.all(Object.values(servers).map((s) => s.close())));

describe('every example in openapi/music-theory.yaml is the running server’s real answer', () => {
  for (const c of CASES) {
    it(`${c.where} ${c.example}: ${c.method} ${c.path}`, async () => {
      const server = servers[c.server ?? 'main']!;
      const operationId = [...description.operations.entries()].find(([, o]) => o.method === c.method && new RegExp(`^${o.path.replace(/{\w+}/g, '[^/]+')}$`).test(c.path))![0];
      let body = c.body;
      if (typeof body === 'string') {
        usedRequestExamples.add(`${operationId} ${body}`);
        body = requestExample(operationId, body);
      }
      for (const first of c.before ?? []) await call(server.base, first.method, first.path, { body: first.body });
      const answer = await call(server.base, c.method, c.path, { body, token: c.token ? token : undefined });

      const documented = response(c.where).content as Record<string, Json>;
      const [mediaType, media] = Object.entries(documented).find(([, m]) => m.examples?.[c.example])!;
      const value = media.examples[c.example].value;
      // A shared response is not tied to one status key; its examples are problems that state theirs.
      const status = c.where.startsWith('#/') ? value.status : Number(c.where.split(' ')[1]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.mediaType).toBe(mediaType);
      expect(answer.body).toEqual(value);
      if (c.example === 'token') token = answer.body.token;
    });
  }

  it('left no example unproven', () => {
    expect(CASES.map((c) => `${c.where} ${c.example}`).sort()).toEqual(allResponseExamples());
    const requestExamples = [...description.operations.keys()].flatMap((id) => Object.keys(operation(id).requestBody?.content?.['application/json']?.examples ?? {}).map((name) => `${id} ${name}`));
    expect([...usedRequestExamples].sort()).toEqual(requestExamples.sort());
  });
});
