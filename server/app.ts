import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import openapiGlue from 'fastify-openapi-glue';
import { SCALE_TYPES } from './theory';
import { PasswordHasher, type HashingLimits } from './auth/hashing';
import type { ScryptCost } from './auth/passwords';
import { bearerToken, secretKey, verifyToken } from './auth/tokens';
import type { Description } from './description';
import { createHandlers, storeFailure } from './handlers';
import { answerNodeErrors, clientError, lacksHost } from './node-answers';
import { sharedRateLimitStore } from './rate-limit-store';
import { ApiProblem, DETAILS, describeSchemaError, echoablePath, problem, PROBLEM_HEADERS, PROBLEM_MEDIA_TYPE, type SchemaError } from './problems';
import type { UserStore } from './store/users';

/**
 * How long a client may take. Node checks running requests every `checkIntervalMs`, so a request
 * whose headers or body stall is cut within `requestMs + checkIntervalMs` (25 s) with a 408.
 */
export interface Timeouts {
  /** The whole request, headers and body, must arrive within this. */
  requestMs: number;
  /** The headers must arrive within this. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** A socket with no traffic at all is closed after this (a backstop beyond the request timeout). */
  connectionMs: number;
  /** How often Node looks for requests over their time. */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = {
  requestMs: 20_000,
  headersMs: 10_000,
  keepAliveMs: 5_000,
  connectionMs: 60_000,
  checkIntervalMs: 5_000,
};

/** find-my-way's default, named here because the 414 detail quotes it. */
const MAX_PARAM_LENGTH = 100;

export interface AppOptions {
  description: Description;
  store: UserStore;
  secret: string;
  corsOrigins: string[];
  authRateLimit: { max: number; windowSeconds: number };
  bodyLimitBytes: number;
  /** Shares the register and login limits with the other instances (REDIS_URL); counted locally without it. */
  redis?: Redis;
  /** Fastify's trustProxy: true, or the addresses of trusted proxies. */
  trustProxy?: boolean | string;
  /** The scrypt cost of new hashes (the default hasher's). */
  passwordCost?: ScryptCost;
  /** Bounds on concurrent hashing (the default hasher's). */
  hashing?: Partial<HashingLimits>;
  /** A hasher of one's own, e.g. to count its work in a test. */
  hasher?: PasswordHasher;
  timeouts?: Timeouts;
  /** Seconds since the epoch. */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
}

/** Operations that limit how often one client may call them: the two that check a password. */
const RATE_LIMITED = new Set(['registerUser', 'loginUser']);

/** Words for the operations that take a key, for a scale type they know but do not support. */
const KEY_PURPOSE: Record<string, string> = { getCommonProgressions: 'progressions', getDiatonicChords: 'diatonic chords' };

const CLIENT_ERRORS: Record<string, (options: AppOptions) => ApiProblem> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (o) => new ApiProblem(413, DETAILS.tooLarge(o.bodyLimitBytes)),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new ApiProblem(400, DETAILS.notJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new ApiProblem(400, DETAILS.emptyBody),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new ApiProblem(400, DETAILS.invalidJson),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new ApiProblem(400, DETAILS.badContentLength),
};

function instance(request: FastifyRequest): string | null {
  return echoablePath(request.url);
}

function sendProblem(reply: FastifyReply, answer: ApiProblem, path: string | null) {
  return reply
    .code(answer.status)
    .headers({ ...answer.headers, ...PROBLEM_HEADERS })
    .send(problem(answer.status, answer.detail, path));
}

/** Any error of a request, as the problem to answer with. Nothing of an unexpected error reaches the client. */
function toProblem(error: FastifyError | ApiProblem, request: FastifyRequest, options: AppOptions): ApiProblem {
  if (error instanceof ApiProblem) return error;
  if (error.validation?.length) {
    const part = error.validationContext ?? 'body';
    const values = (request as unknown as Record<string, unknown>)[part];
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? '';
    const detail = describeSchemaError(error.validation[0] as SchemaError, {
      part,
      values,
      purpose: KEY_PURPOSE[operationId],
      known: { scaleType: SCALE_TYPES },
    });
    return new ApiProblem(400, detail);
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return known(options);
  // secure-json-parse refuses __proto__ and constructor.prototype keys with a SyntaxError.
  if (error instanceof SyntaxError && error.statusCode === 400) return new ApiProblem(400, DETAILS.invalidJson);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new ApiProblem(400, DETAILS.badRequest);
  return new ApiProblem(500, DETAILS.unexpected);
}

/** Builds the Music Theory API on Fastify, its routes and request validation generated from the description. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const key = secretKey(options.secret);
  let closing = false;

  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const hasher = options.hasher ?? new PasswordHasher({ cost: options.passwordCost, ...options.hashing });
  // Made now, so that the first logins of unknown emails cost one hash like every other login.
  const decoyHash = await hasher.hash('decoy password');

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
    // Requests that arrive while closing get a problem from the hook below, not Fastify's own 503 body.
    return503OnClosing: false,
    // Closing ends idle and stalled connections itself (see preClose below).
    forceCloseConnections: false,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // Node would answer a missing Host with an empty 400; the onRequest hook answers a problem instead.
      requireHostHeader: false,
    },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    clientErrorHandler: clientError,
    // Bad percent-encoding and over-long path parameters are found by the router, before any hook.
    frameworkErrors: (error, request, reply) => {
      const path = echoablePath(request.raw.url);
      if (error.code === 'FST_ERR_BAD_URL') return sendProblem(reply, new ApiProblem(400, DETAILS.badUrl), path);
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendProblem(reply, new ApiProblem(414, DETAILS.paramTooLong(MAX_PARAM_LENGTH)), path);
      request.log.error({ err: error }, 'framework error');
      return sendProblem(reply, new ApiProblem(500, DETAILS.unexpected), path);
    },
  });

  answerNodeErrors(app.server, { bodyLimitBytes: options.bodyLimitBytes });

  // Every open connection, and the request each one is serving, so that closing can tell a request
  // under way (kept until it is answered) from a connection that is idle or still sending (ended).
  const connections = new Set<Socket>();
  const serving = new Map<Socket, IncomingMessage>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => {
      connections.delete(socket);
      serving.delete(socket);
    });
  });

  // The description is OpenAPI 3.1, whose schemas are JSON Schema 2020-12. No coercion, no silent
  // removal of unknown fields: a request that breaks the description is refused, not repaired.
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: false, useDefaults: false, removeAdditional: false });
  addFormats(ajv, ['email']);
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));

  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    const answer = toProblem(error, request, options);
    if (answer.status >= 500 && answer.status !== 503) request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, answer, instance(request));
  });

  // The request bodies of the description are JSON only. Without Fastify's text/plain parser, any
  // other media type is refused before a handler sees it (FST_ERR_CTP_INVALID_MEDIA_TYPE, a 400 here).
  app.removeContentTypeParser('text/plain');
  // The plugin warns about every media type the description names that has no request parser, and
  // problem+json is only ever a response here: a request body of that type is refused as not JSON.
  app.addContentTypeParser(PROBLEM_MEDIA_TYPE, (_request, _payload, done) => done(new ApiProblem(400, DETAILS.notJson), undefined));

  app.setNotFoundHandler((request, reply) => sendProblem(reply, new ApiProblem(404, DETAILS.notFound(request.method, instance(request))), instance(request)));

  app.addHook('onRequest', async (request, reply) => {
    serving.set(request.raw.socket, request.raw);
    if (closing) {
      reply.header('Connection', 'close');
      throw new ApiProblem(503, DETAILS.shuttingDown);
    }
    if (lacksHost(request.raw)) {
      reply.header('Connection', 'close');
      throw new ApiProblem(400, DETAILS.noHost);
    }
    // Registered before the CORS plugin, which would answer such a preflight in plain text.
    if (request.method === 'OPTIONS' && (!request.headers.origin || !request.headers['access-control-request-method'])) {
      throw new ApiProblem(400, DETAILS.badPreflight);
    }
  });
  app.addHook('onResponse', async (request) => {
    if (serving.get(request.raw.socket) === request.raw) serving.delete(request.raw.socket);
  });
  app.addHook('onClose', async () => {
    await options.store.close();
    options.redis?.disconnect();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', 'no-store');
    // A plugin's error that did not pass through the error handler still leaves as a problem document.
    if (reply.statusCode >= 400 && !String(reply.getHeader('content-type') ?? '').startsWith(PROBLEM_MEDIA_TYPE)) {
      const status = reply.statusCode;
      reply.type(PROBLEM_MEDIA_TYPE);
      return JSON.stringify(problem(status, status >= 500 ? DETAILS.unexpected : DETAILS.badRequest, instance(request)));
    }
    // Closing waits for every connection: a keep-alive one that answered a request under way must
    // end with that answer, not linger idle until its timeout.
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
  app.addHook('preClose', async () => {
    closing = true;
    // A connection that is idle, or still sending its headers or body, has nothing under way to
    // finish: end it, or closing would wait on a stalled client. Requests being handled finish.
    for (const socket of connections) {
      const request = serving.get(socket);
      if (!request || !request.complete) socket.destroy();
    }
  });

  // Only the listed origins get CORS headers. The headers a preflight asks for are allowed as asked
  // (Authorization and Content-Type from 'Try it'): no cookies are involved, the origin is what matters.
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST'],
    exposedHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
    maxAge: 600,
  });

  const sharedStore = options.redis && sharedRateLimitStore(options.redis, app.log);
  // A Redis that is down at start is not fatal: the limits are counted locally until it answers.
  await options.redis?.connect().catch((error: Error) => app.log.warn({ err: error }, 'Redis cannot be reached at start'));
  await app.register(rateLimit, {
    global: false,
    ...(sharedStore ? { store: sharedStore } : {}),
    // One client of IPv6 usually holds a whole /64: counting per address would let it try without limit.
    ipv6Subnet: 64,
    errorResponseBuilder: (_request, context) => new ApiProblem(429, DETAILS.tooManyRequests(Math.ceil(context.ttl / 1000))),
  });

  const requireToken = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await verifyToken(token, key, now()) : undefined;
    let user = undefined;
    if (claims) {
      try {
        user = await options.store.findById(claims.sub);
      } catch (error) {
        throw storeFailure(request, error, DETAILS.unexpected);
      }
    }
    if (!user) {
      throw new ApiProblem(401, DETAILS.badToken, { 'WWW-Authenticate': token ? 'Bearer error="invalid_token"' : 'Bearer' });
    }
  };

  // Fastify validates a body only when one came with a media type it knows: a missing body is caught here.
  const requireBody = async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null) throw new ApiProblem(400, DETAILS.bodyRequired);
  };

  const handlers = createHandlers({ store: options.store, key, hasher, decoyHash, now });
  const { description } = options;
  await app.register(openapiGlue, {
    specification: description.document,
    prefix: description.prefix,
    operationResolver: (operationId: string, method: string, openapiPath: string) => {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`The description's operation ${operationId} has no handler.`);
      return {
        // The plugin sets these itself; they are repeated only because its type asks for whole route options.
        method,
        url: openapiPath.replace(/{(\w+)}/g, ':$1'),
        handler,
        // Before the body is read or validated: a caller without a token learns nothing about its request.
        ...(description.needsToken.get(operationId) ? { onRequest: requireToken } : {}),
        ...(description.bodyRequired.has(operationId) ? { preValidation: requireBody } : {}),
        ...(RATE_LIMITED.has(operationId) ? { config: { rateLimit: { max: options.authRateLimit.max, timeWindow: options.authRateLimit.windowSeconds * 1000 } } } : {}),
      };
    },
  });

  return app;
}
