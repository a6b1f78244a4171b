import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Bearer tokens: JWTs signed with HMAC-SHA256 and valid for one hour (spec §9). Verification pins
 * the algorithm, so a token with "alg": "none" or signed another way is refused. A token signed with
 * the right key must still name this API as issuer and audience, live at most one hour (exp − iat),
 * and not claim an issue time in the future beyond a small clock skew: a leaked secret or a signing
 * bug cannot mint a token that lasts for years. The caller also checks that the user still exists.
 */

export const TOKEN_LIFETIME_SECONDS = 60 * 60;
/** How far an issue time may lie in the future: the clocks of several instances may differ slightly. */
export const CLOCK_SKEW_SECONDS = 30;
export const ISSUER = 'music-theory-api';
export const AUDIENCE = 'music-theory-api';
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
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
    .sign(key);
}

/** The claims of a valid token at `now`, or undefined when it is expired, tampered with, malformed or out of bounds. */
export async function verifyToken(token: string, key: Uint8Array, now: number): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(now * 1000),
      requiredClaims: ['sub', 'exp', 'iat', 'iss', 'aud'],
    });
    const { iat, exp } = payload as { iat: number; exp: number };
    if (iat > now + CLOCK_SKEW_SECONDS || exp - iat > TOKEN_LIFETIME_SECONDS) return undefined;
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
