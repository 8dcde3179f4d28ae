import type { AuthMode } from '../api/contract/endpoint';
import type { Keys } from '../config/environments';

export interface HeaderInput {
  auth: AuthMode;
  keys: Keys;
  accessToken: string;
  plusAccessToken: string;
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
    if (input.plusAccessToken) headers.Authorization = `Bearer ${input.plusAccessToken}`;
    else if (input.accessToken) headers.Authorization = `Bearer ${input.accessToken}`;
  } else {
    if (!input.noApiKey) headers['X-API-Key'] = input.keys.apiKey;
    if (input.auth === 'bearer' && input.accessToken) headers.Authorization = `Bearer ${input.accessToken}`;
  }
  return { ...headers, ...input.extra };
}

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
