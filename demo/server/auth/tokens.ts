import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../../src/core/clock';
import type { IdData } from '../../../src/core/session/store';

export interface TokenConfig {
  secret: Uint8Array;
  /** Seconds. */
  accessTtl: number;
  refreshTtl: number;
  issuer: string;
  /** The server's clock: issue and expiry times are read from it, never from the system clock. */
  now: Clock;
}

export interface AccessClaims {
  sub: string;
  sid: string;
  ent: string;
  typ: 'access' | 'reset' | 'plus';
  exp: number;
  iat: number;
}

async function sign(config: TokenConfig, claims: Record<string, unknown>, ttl: number, subject: string): Promise<string> {
  const issuedAt = Math.floor(config.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(config.issuer)
    .setIssuedAt(issuedAt)
    .setJti(randomUUID())
    .setExpirationTime(issuedAt + ttl)
    .sign(config.secret);
}

/** Signs the three tokens of a session (spec 2.10, 3): exp in seconds; the id token carries idData. */
export async function issueTokens(config: TokenConfig, input: { userUid: string; sessionUid: string; enterpriseUid: string; idData: Omit<IdData, 'exp'> }) {
  const accessToken = await sign(config, { sid: input.sessionUid, ent: input.enterpriseUid, typ: 'access' }, config.accessTtl, input.userUid);
  const idToken = await sign(config, { ...input.idData, typ: 'id' }, config.accessTtl, input.userUid);
  const refreshToken = await sign(config, { sid: input.sessionUid, typ: 'refresh' }, config.refreshTtl, input.userUid);
  return { accessToken, idToken, refreshToken };
}

/** A short-lived token for one purpose (password reset, forced reset, plus once-token). */
export function signPurposeToken(config: TokenConfig, subject: string, typ: string, ttl: number, extra: Record<string, unknown> = {}) {
  return sign(config, { ...extra, typ }, ttl, subject);
}

/** Verifies signature, issuer and expiry; null when any fails. */
export async function verifyToken<T = Record<string, unknown>>(config: TokenConfig, token: string): Promise<(T & { sub: string; exp: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, config.secret, { issuer: config.issuer, algorithms: ['HS256'], currentDate: new Date(config.now()) });
    return payload as T & { sub: string; exp: number };
  } catch {
    return null;
  }
}
