import type { AuthMode } from '../api/contract/endpoint';
import type { Keys } from '../config/environments';

export interface HeaderInput {
  auth: AuthMode;
  keys: Keys;
  accessToken: string;
  plusAccessToken: string;
  /** A plus call of the app flow (the contract's appFlow), which a plus access token may make. */
  appFlow?: boolean;
  /** The page is one of the app's web views (a path with /app, spec 2.9). */
  appView?: boolean;
  /** Opt out of the standard X-API-Key (spec 7.1). */
  noApiKey?: boolean;
  /** The request sets its own content type (or none, for multipart). */
  contentType?: string | null;
  extra?: Record<string, string>;
}

/**
 * The headers of a request (spec 7.1): Accept JSON; Content-Type JSON unless the request sets its
 * own; X-API-Key unless opted out; the plus key on plus requests; the open-API key on open-API
 * requests; the bearer token by auth mode.
 */
export function buildHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (input.contentType !== null) headers['Content-Type'] = input.contentType ?? 'application/json';
  if (input.auth === 'openApiKey') {
    headers['X-API-Key'] = input.keys.openApiKey;
  } else if (input.auth === 'plus') {
    headers['X-API-Key'] = input.keys.plusKey;
    const { token } = plusBearer(input);
    if (token) headers.Authorization = `Bearer ${token}`;
  } else {
    if (!input.noApiKey) headers['X-API-Key'] = input.keys.apiKey;
    if (input.auth === 'bearer' && input.accessToken) headers.Authorization = `Bearer ${input.accessToken}`;
  }
  return { ...headers, ...input.extra };
}

/**
 * The token of a plus call. The plus access token of the app hand-off reaches one car and only the
 * app-flow calls, so it goes first on those calls in an app web view; everywhere else the console's
 * access token does (a console page keeps all the enterprise's orders even if the same browser
 * once opened an app link), and the plus token only where nothing else is there.
 */
export function plusBearer(input: Pick<HeaderInput, 'appFlow' | 'appView' | 'accessToken' | 'plusAccessToken'>): { kind: 'plus' | 'console' | 'none'; token: string } {
  if (input.appFlow && input.appView && input.plusAccessToken) return { kind: 'plus', token: input.plusAccessToken };
  if (input.accessToken) return { kind: 'console', token: input.accessToken };
  if (input.appFlow && input.plusAccessToken) return { kind: 'plus', token: input.plusAccessToken };
  return { kind: 'none', token: '' };
}

/** Whether the page is one of the app's web views, read where there is a page at all. */
export const inAppView = (): boolean => typeof location !== 'undefined' && isAppViewPath(location.pathname);

/** Whether a path is one of the app's web views (spec 2.9: paths containing /app, as a segment). */
export const isAppViewPath = (path: string): boolean => /\/app(\/|$)/.test(path);

/** Serialises a query object, leaving out undefined and null; arrays repeat the key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Substitutes `:name` parameters; each value is URI-encoded; a missing one is an error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
