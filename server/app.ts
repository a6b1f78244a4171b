import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { SCALE_TYPES } from '../lib/theory';
import type { ScryptCost } from './auth/passwords';
import { bearerToken, secretKey, verifyToken } from './auth/tokens';
import type { Description } from './description';
import { createHandlers } from './handlers';
import { ApiProblem, DETAILS, describeSchemaError, problem, PROBLEM_MEDIA_TYPE, type SchemaError } from './problems';
import type { UserStore } from './store/users';

export interface AppOptions {
  description: Description;
  store: UserStore;
  secret: string;
  corsOrigins: string[];
  authRateLimit: { max: number; windowSeconds: number };
  bodyLimitBytes: number;
  /** Fastify's trustProxy: true, or the addresses of trusted proxies. */
  trustProxy?: boolean | string;
  passwordCost?: ScryptCost;
  /** Seconds since the epoch. */
  now?: () => number;
  logger?: boolean | { level: string };
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

function instance(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
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
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new ApiProblem(400, 'The request is not valid.');
  return new ApiProblem(500, DETAILS.unexpected);
}

/** Builds the Music Theory API on Fastify, its routes and request validation generated from the description. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const key = secretKey(options.secret);
  let closing = false;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
    // Requests that arrive while closing get a problem from the hook below, not Fastify's own 503 body.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });

  // The description is OpenAPI 3.1, whose schemas are JSON Schema 2020-12. No coercion, no silent
  // removal of unknown fields: a request that breaks the description is refused, not repaired.
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: false, useDefaults: false, removeAdditional: false });
  addFormats(ajv, ['email']);
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));

  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    const answer = toProblem(error, request, options);
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(answer.status)
      .headers(answer.headers)
      .type(PROBLEM_MEDIA_TYPE)
      .send(problem(answer.status, answer.detail, instance(request)));
  });

  // The request bodies of the description are JSON only. Without Fastify's text/plain parser, any
  // other media type is refused before a handler sees it (FST_ERR_CTP_INVALID_MEDIA_TYPE, a 400 here).
  app.removeContentTypeParser('text/plain');
  // The plugin warns about every media type the description names that has no request parser, and
  // problem+json is only ever a response here: a request body of that type is refused as not JSON.
  app.addContentTypeParser(PROBLEM_MEDIA_TYPE, (_request, _payload, done) => done(new ApiProblem(400, DETAILS.notJson), undefined));

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .type(PROBLEM_MEDIA_TYPE)
      .send(problem(404, DETAILS.notFound(request.method, instance(request)), instance(request))),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      reply.header('Connection', 'close');
      throw new ApiProblem(503, DETAILS.shuttingDown);
    }
  });
  app.addHook('onClose', async () => {
    await options.store.close();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', 'no-store');
    // Closing waits for every connection: a keep-alive one that answered a request under way must
    // end with that answer, not linger idle until its timeout.
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  // Only the listed origins get CORS headers. The headers a preflight asks for are allowed as asked
  // (Authorization and Content-Type from 'Try it'): no cookies are involved, the origin is what matters.
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST'],
    exposedHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new ApiProblem(429, DETAILS.tooManyRequests(Math.ceil(context.ttl / 1000))),
  });

  const requireToken = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await verifyToken(token, key, now()) : undefined;
    if (!claims) {
      throw new ApiProblem(401, DETAILS.badToken, { 'WWW-Authenticate': token ? 'Bearer error="invalid_token"' : 'Bearer' });
    }
  };

  // Fastify validates a body only when one came with a media type it knows: a missing body is caught here.
  const requireBody = async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null) throw new ApiProblem(400, DETAILS.bodyRequired);
  };

  const handlers = createHandlers({ store: options.store, key, passwordCost: options.passwordCost, now });
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
        ...(RATE_LIMITED.has(operationId)
          ? { config: { rateLimit: { max: options.authRateLimit.max, timeWindow: options.authRateLimit.windowSeconds * 1000 } } }
          : {}),
      };
    },
  });

  return app;
}
