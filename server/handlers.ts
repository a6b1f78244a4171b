import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  buildChord,
  buildScale,
  commonProgressions,
  diatonicChords,
  enharmonicRoot,
  noteSymbol,
  parseRoot,
  rootPath,
  UnspellableNoteError,
  type ChordType,
  type KeyType,
  type Note,
  type ScaleType,
} from './theory';
import { HashingBusy, type PasswordHasher } from './auth/hashing';
import { signToken } from './auth/tokens';
import { ApiProblem, DETAILS } from './problems';
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS } from './store/errors';
import type { UserStore } from './store/users';

/**
 * One handler per operationId of the description. Requests reach them already checked against the
 * description (types, enums, required fields), so they only do the work and map failures to problems.
 */

export interface HandlerDeps {
  store: UserStore;
  key: Uint8Array;
  hasher: PasswordHasher;
  /** A hash made at start-up: unknown emails are checked against it, so that a login takes as long whether or not the account exists. */
  decoyHash: string;
  /** Seconds since the epoch; tests fix it to prove the documented token. */
  now: () => number;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface Credentials {
  email: string;
  password: string;
}

/** The example call's scale (spec §7): D major, which needs no token. */
const EXAMPLE_SCALE = { root: 'D', type: 'Major' } as const;

/** Emails are compared without regard to case, as mail systems do in practice. */
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function root(request: FastifyRequest): { path: string; note: Note } {
  const path = (request.params as { root: string }).root;
  const note = parseRoot(path);
  // The description's enum already refused anything else; this guards a description edited out of step.
  if (!note) throw new ApiProblem(400, `'${path}' is not a valid root.`);
  return { path, note };
}

/** Theoretical keys and chords that would need a triple sharp or flat are refused with the plainer enharmonic. */
function spell<T>(path: string, type: string, note: Note, build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (!(error instanceof UnspellableNoteError)) throw error;
    const plainer = rootPath(enharmonicRoot(note));
    throw new ApiProblem(400, `'${path}' ${type} needs ${error.symbol}, and a note can have at most two sharps or flats. Use the enharmonic root '${plainer}' instead.`);
  }
}

/** A busy hasher is a 503 with Retry-After; anything else is the caller's to handle. */
async function hashing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HashingBusy) {
      throw new ApiProblem(503, DETAILS.busy(error.retryAfterSeconds), { 'Retry-After': String(error.retryAfterSeconds) });
    }
    throw error;
  }
}

/** A store that cannot be reached is a 503 the client may retry; any other failure is the documented 500. */
export function storeFailure(request: FastifyRequest, error: unknown, otherwise: string): ApiProblem {
  if (isStoreUnavailable(error)) {
    request.log.warn({ err: error }, 'user store unavailable');
    return new ApiProblem(503, DETAILS.unavailable(STORE_RETRY_AFTER_SECONDS), { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) });
  }
  request.log.error({ err: error }, 'user store failed');
  return new ApiProblem(500, otherwise);
}

export function createHandlers(deps: HandlerDeps): Record<string, Handler> {
  return {
    async registerUser(request, reply) {
      const { email, password } = request.body as Credentials;
      const normalised = normaliseEmail(email);
      const hash = await hashing(() => deps.hasher.hash(password));
      let created: Awaited<ReturnType<UserStore['create']>>;
      try {
        created = await deps.store.create(normalised, hash);
      } catch (error) {
        throw storeFailure(request, error, DETAILS.registerFailed);
      }
      if (created.status === 'exists') throw new ApiProblem(400, DETAILS.emailTaken(normalised));
      return reply.code(201).send({ message: DETAILS.registered });
    },

    async loginUser(request) {
      const { email, password } = request.body as Credentials;
      let user: Awaited<ReturnType<UserStore['find']>>;
      try {
        user = await deps.store.find(normaliseEmail(email));
      } catch (error) {
        throw storeFailure(request, error, DETAILS.loginFailed);
      }
      const valid = await hashing(() => deps.hasher.verify(password, user?.passwordHash ?? deps.decoyHash));
      if (!user || !valid) throw new ApiProblem(401, DETAILS.badCredentials);
      return { token: await signToken({ sub: user.id, email: user.email }, deps.key, deps.now()) };
    },

    async getChord(request) {
      const { path, note } = root(request);
      const { chordType } = request.params as { chordType: ChordType };
      return spell(path, chordType, note, () => buildChord(note, chordType));
    },

    async getCommonProgressions(request) {
      const { path, note } = root(request);
      const { scaleType } = request.params as { scaleType: KeyType };
      return spell(path, scaleType, note, () => commonProgressions(note, scaleType));
    },

    async getScaleNotes(request) {
      const { path, note } = root(request);
      const { scaleType } = request.params as { scaleType: ScaleType };
      return { notes: spell(path, scaleType, note, () => buildScale(note, scaleType)).notes.map(noteSymbol) };
    },

    async getDiatonicChords(request) {
      const { path, note } = root(request);
      const { scaleType } = request.params as { scaleType: KeyType };
      return spell(path, scaleType, note, () => diatonicChords(note, scaleType));
    },

    async getHealth(request) {
      try {
        await deps.store.check();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new ApiProblem(503, DETAILS.notReady(STORE_RETRY_AFTER_SECONDS), { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) });
      }
      return { status: 'ok' };
    },

    async getExampleScale() {
      return buildScale(parseRoot(EXAMPLE_SCALE.root)!, EXAMPLE_SCALE.type);
    },
  };
}
