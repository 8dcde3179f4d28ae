/** A JSON GET with a deadline, for the HTTP adapters. It throws on any failure, which the adapters turn into a fallback. */

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Identifies the server to the service, as the Nominatim usage policy asks. */
const USER_AGENT = 'fleet-console-reference/1.0 (geo provider)';

export async function fetchJson(url: URL, timeoutMs: number): Promise<JsonAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': USER_AGENT },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      throw new Error(`HTTP ${res.status}, not JSON`);
    }
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new Error(`no answer within ${timeoutMs} ms`, { cause: error });
    throw error;
  }
}

/** The base URL with a trailing slash, so relative paths append to it (`http://host/nominatim/`). */
export function baseUrl(url: string): URL {
  const parsed = new URL(url);
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/';
  return parsed;
}
