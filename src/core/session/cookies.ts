/**
 * The four session cookies (spec 9): plusAccessToken, accessToken, idToken, refreshToken.
 * Every cookie is written with path=/ and SameSite=Lax so all pages of the console share it and a
 * cross-site POST never carries it. Outside a browser (tests in node, server rendering) reads give
 * '' and writes do nothing.
 */
export const COOKIE_NAMES = {
  plusAccessToken: 'plusAccessToken',
  accessToken: 'accessToken',
  idToken: 'idToken',
  refreshToken: 'refreshToken',
} as const;

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

export interface CookieOptions {
  /** Lifetime in seconds; left out, the cookie lasts for the browser session. */
  maxAgeSeconds?: number;
}

/** Parses a `document.cookie` string; the first cookie of a name wins, as the browser orders them. */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** The `document.cookie` assignment that writes one cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function readCookie(name: string): string {
  if (!hasDocument()) return '';
  return parseCookies(document.cookie)[name] ?? '';
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  document.cookie = serializeCookie(name, value, options);
}

export function removeCookie(name: string): void {
  if (!hasDocument()) return;
  document.cookie = serializeCookie(name, '', { maxAgeSeconds: 0 });
}
