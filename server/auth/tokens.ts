import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Bearer tokens: JWTs signed with HMAC-SHA256 and valid for one hour (spec §9). Verification pins
 * the algorithm, so a token with "alg": "none" or signed another way is refused.
 */

export const TOKEN_LIFETIME_SECONDS = 60 * 60;
const ALGORITHM = 'HS256';

export interface TokenClaims {
  /** The user's id. */
  sub: string;
  email: string;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs a token issued at `now` (seconds since the epoch). */
export async function signToken(claims: TokenClaims, key: Uint8Array, now: number): Promise<string> {
  return new SignJWT({ sub: claims.sub, email: claims.email })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
    .sign(key);
}

/** The claims of a valid token at `now`, or undefined when it is expired, tampered with or malformed. */
export async function verifyToken(token: string, key: Uint8Array, now: number): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: new Date(now * 1000),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return undefined;
    return { sub: payload.sub, email: payload.email };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
