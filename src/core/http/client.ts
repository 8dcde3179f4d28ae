import type { AuthMode } from '../api/contract/endpoint';
import { API_STATUS, isAccountEndStatus, STATUS_MESSAGES } from '../api/contract/status';
import { $config } from '../config/store';
import { $session } from '../session/store';
import { buildHeaders, inAppView, queryString } from './headers';
import { withLoading } from './loading';

/** A response body (spec 7.1): status 0 means success; on error, the server's error body. */
export interface ApiBody<T> {
  status: number;
  data?: T;
  message?: string;
  field?: string;
}

export interface RequestInit {
  method: string;
  /** Absolute or origin-relative URL, without the query. */
  url: string;
  auth: AuthMode;
  /** A plus call of the app flow: an app web view sends the plus access token on it. */
  appFlow?: boolean;
  query?: Record<string, unknown>;
  body?: unknown;
  /** multipart: the browser sets the content type with its boundary. */
  formData?: FormData;
  noApiKey?: boolean;
  headers?: Record<string, string>;
  loadingText?: string;
  signal?: AbortSignal;
  /** How long to wait for the answer to begin (CALL_TIMEOUT_MS unless set; uploads and files wait longer). */
  timeoutMs?: number;
}

/**
 * How long a call waits for its answer to begin before it gives up with TIMEOUT_MESSAGE. Without a bound, a
 * connection nobody answers or closes (a server process killed as it took the request) would keep
 * the call and its loading overlay spinning until the browser gives up, minutes later.
 */
export const CALL_TIMEOUT_MS = 30_000;
/** Uploads and downloads: a file of the limits' size over a slow link, or an export the server builds. */
export const FILE_TIMEOUT_MS = 180_000;
/** The wait before a GET that got no answer is sent once more. */
export const RETRY_DELAY_MS = 1_000;
export const TIMEOUT_MESSAGE = '伺服器沒有回應，請稍後再試。';

/** The one place that calls fetch; the module-level seam lets tests give their own. */
let fetchImpl: typeof fetch = (...args) => fetch(...args);

export function setFetch(impl: typeof fetch): void {
  fetchImpl = impl;
}

/** Thrown by a call whose answer did not come within its timeout (fetch rejects with the abort reason). */
class CallTimeout extends Error {
  override name = 'CallTimeout';
}

/** The body of a call that got no answer (aborted, timed out, offline, refused across origins). */
export function networkError<T>(error: unknown): ApiBody<T> {
  if (error instanceof CallTimeout) return { status: API_STATUS.NETWORK, message: TIMEOUT_MESSAGE };
  const aborted = error instanceof DOMException && error.name === 'AbortError';
  return { status: API_STATUS.NETWORK, message: aborted ? '已取消' : STATUS_MESSAGES[API_STATUS.NETWORK] };
}

/** Turns any parsed body into an ApiBody; a body without a numeric status gets the HTTP outcome. */
export function toApiBody<T>(httpStatus: number, parsed: unknown): ApiBody<T> {
  if (parsed && typeof parsed === 'object' && typeof (parsed as { status?: unknown }).status === 'number') {
    return parsed as ApiBody<T>;
  }
  if (httpStatus >= 200 && httpStatus < 300) return { status: API_STATUS.OK, data: parsed as T };
  const status = httpStatus === 401 ? API_STATUS.UNAUTHENTICATED
    : httpStatus === 403 ? API_STATUS.FORBIDDEN
      : httpStatus === 404 ? API_STATUS.NOT_FOUND
        : API_STATUS.SERVER_ERROR;
  return { status, message: STATUS_MESSAGES[status] };
}

/**
 * The caller's signal with the call's timeout added: `signal` aborts the fetch on either; `end`
 * clears the timer once the answer is in (the caller can still cancel a body that streams on). A
 * timer rather than AbortSignal.timeout, which tests' fake clocks cannot move.
 */
function deadline(init: RequestInit): { signal: AbortSignal; end: () => void } {
  const controller = new AbortController();
  const abort = (reason: unknown) => controller.abort(reason);
  const onCallerAbort = () => abort(init.signal!.reason);
  if (init.signal?.aborted) onCallerAbort();
  init.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => abort(new CallTimeout()), init.timeoutMs ?? CALL_TIMEOUT_MS);
  return { signal: controller.signal, end: () => clearTimeout(timer) };
}

async function send(init: RequestInit, signal: AbortSignal): Promise<Response> {
  const { keys } = $config.get();
  const { accessToken, plusAccessToken } = $session.get();
  const headers = buildHeaders({
    auth: init.auth,
    keys,
    accessToken,
    plusAccessToken,
    appFlow: init.appFlow,
    appView: inAppView(),
    noApiKey: init.noApiKey,
    contentType: init.formData ? null : init.body === undefined ? undefined : init.headers?.['Content-Type'],
    extra: init.headers,
  });
  return fetchImpl(init.url + queryString(init.query), {
    method: init.method,
    headers,
    body: init.formData ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    credentials: 'include',
    signal,
  });
}

let accountEnded: ((body: ApiBody<unknown>) => void) | null = null;

/**
 * Who hears that a call was refused because the account was disabled or deleted (issue 22, 12):
 * `wireCore` hands it to the session, which ends at once instead of offering a retry that cannot
 * work. Here, not in the session, because every call passes this one module.
 */
export function onAccountEnded(listener: ((body: ApiBody<unknown>) => void) | null): void {
  accountEnded = listener;
}

/** How a response's body becomes a value (the parsed JSON by default). */
export type BodyReader = (response: Response) => Promise<unknown>;

/** The body as JSON; a non-JSON body is passed on as text, an empty one as null. */
export const readJsonBody: BodyReader = async (response) => {
  const text = await response.text().catch(() => '');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

/**
 * Sends a request and unwraps the response to its body (spec 7.1). It never throws for HTTP or
 * network failures: the caller gets the server's error body, or a network-error body. `readBody`
 * lets a caller read a very large answer elsewhere (a week of track is parsed in a worker, issue 26, 6).
 */
export async function request<T>(init: RequestInit, readBody: BodyReader = readJsonBody): Promise<ApiBody<T>> {
  return withLoading(init.loadingText, async () => {
    let body = await attempt<T>(init, readBody);
    // A GET changes nothing (HTTP's safe method), so one that got no answer is sent once more:
    // another server process may answer it. Other calls are not repeated behind the user's back.
    if (body.status === API_STATUS.NETWORK && init.method === 'GET' && !init.signal?.aborted) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      if (!init.signal?.aborted) body = await attempt<T>(init, readBody);
    }
    if (isAccountEndStatus(body.status)) accountEnded?.(body);
    return body;
  });
}

/**
 * One try of a call: its answer, or a network-error body when none begins within the timeout. The
 * timeout ends when the answer begins: a large body (a week of track) may take longer to arrive.
 */
async function attempt<T>(init: RequestInit, readBody: BodyReader): Promise<ApiBody<T>> {
  const { signal, end } = deadline(init);
  let response: Response;
  try {
    response = await send(init, signal);
  } catch (error) {
    return networkError<T>(signal.aborted ? signal.reason : error);
  } finally {
    end();
  }
  return toApiBody<T>(response.status, await readBody(response));
}

/**
 * The raw response of a request sent through the one fetch seam, for a caller that reads a body
 * other than JSON (http/blob.ts). It throws on a network failure or when no answer begins within
 * the timeout (FILE_TIMEOUT_MS unless set), as fetch does; the body then streams without a bound.
 */
export async function sendRequest(init: RequestInit): Promise<Response> {
  const { signal, end } = deadline({ ...init, timeoutMs: init.timeoutMs ?? FILE_TIMEOUT_MS });
  try {
    return await send(init, signal);
  } catch (error) {
    throw signal.aborted ? signal.reason : error;
  } finally {
    end();
  }
}
