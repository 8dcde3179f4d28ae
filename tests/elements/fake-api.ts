import type { Endpoint } from '../../src/core/api/contract/endpoint';
import { HTTP_FOR_STATUS } from '../../src/core/api/contract/status';
import { hostUrl } from '../../src/core/config/store';
import { setFetch } from '../../src/core/http';
import { refreshFences, refreshOptions } from '../../src/core/resource';

/**
 * The one fake API of the element tests, keyed by the contract's endpoints: a test declares what
 * each call answers (`fake.on(cars.list, (req) => …)`), the fake stands in for fetch behind the
 * core http client, records every call, answers errors with status, message and field, and can
 * hold an answer back (to show that a late answer is dropped).
 */
export interface FakeRequest {
  endpoint: string;
  method: string;
  /** The path after the host, e.g. 'car/v0/list'. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body parsed, or the FormData of an upload. */
  body: any;
  headers: Record<string, string>;
}

/** A whole body as the reference server sends it (spec 7.1), with the HTTP status of its status. */
export interface FakeBody {
  fakeBody: true;
  status: number;
  data?: unknown;
  message?: string;
  field?: string;
}

/** An error answer: status, message in Traditional Chinese, and for bad input the field. */
export const fail = (status: number, message?: string, field?: string): FakeBody => ({ fakeBody: true, status, message, field });

/** A body given whole, e.g. 4011008 with its data, or a success with a message. */
export const reply = (body: { status: number; data?: unknown; message?: string; field?: string }): FakeBody => ({ fakeBody: true, ...body });

/** What a route answers: the `data` of a success body, a FakeBody, or a whole Response (a file). */
export type FakeAnswer = unknown;
export type FakeHandler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
  handler: FakeHandler;
  delayMs: number;
}

export interface FakeApi {
  /** Answers the endpoint with what the handler returns; the latest `on` of an endpoint wins. */
  on(endpoint: Endpoint, handler: FakeHandler, options?: { delayMs?: number }): FakeApi;
  /** Answers the endpoint with a fixed answer. */
  on(endpoint: Endpoint, answer: FakeAnswer, options?: { delayMs?: number }): FakeApi;
  /** Answers every call no route takes (by default 4040001 'no route'). */
  otherwise(handler: FakeHandler): FakeApi;
  /** Every call, in order. */
  readonly calls: FakeRequest[];
  /** The calls to one endpoint. */
  callsTo(endpoint: Endpoint): FakeRequest[];
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answerOf(answer: FakeAnswer): Response {
  if (answer instanceof Response) return answer;
  if (answer && typeof answer === 'object' && (answer as FakeBody).fakeBody) {
    const { fakeBody: _, ...body } = answer as FakeBody;
    return json(body, HTTP_FOR_STATUS[body.status] ?? 200);
  }
  return json({ status: 0, data: answer ?? null });
}

function routeOf(endpoint: Endpoint, handler: FakeHandler, delayMs: number): Route {
  const names: string[] = [];
  const full = new URL(hostUrl(endpoint.host, endpoint.path), location.origin).pathname;
  const source = full.split('/').map((part) => {
    if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    names.push(part.slice(1));
    return '([^/]+)';
  }).join('/');
  return { endpoint, pattern: new RegExp(`^${source}$`), names, handler, delayMs };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Installs a new fake API behind the http client; option caches are asked again. */
export function fakeApi(): FakeApi {
  const routes: Route[] = [];
  const calls: FakeRequest[] = [];
  let otherwise: FakeHandler = (req) => fail(4040001, `no route ${req.method} ${req.path}`);

  setFetch(async (input, init) => {
    // A call made in the same tick as fakeApi() still finds the routes declared after it.
    await null;
    const url = new URL(String(input), location.origin);
    const method = init?.method ?? 'GET';
    // Literal paths before parameterised ones: 'voice/v0/list' is not 'voice/v0/:uid'.
    const ordered = routes.filter((r) => r.endpoint.method === method).sort((a, b) => a.names.length - b.names.length);
    const route = ordered.find((r) => r.pattern.test(url.pathname));
    const match = route ? route.pattern.exec(url.pathname)! : null;
    const raw = init?.body;
    const req: FakeRequest = {
      endpoint: route?.endpoint.id ?? '',
      method,
      path: route ? route.endpoint.path.replace(/:(\w+)/g, (_, name: string) => decodeURIComponent(match![route.names.indexOf(name) + 1]))
        : url.pathname.replace(/^\/(api\/)?/, ''),
      params: Object.fromEntries((route?.names ?? []).map((name, i) => [name, decodeURIComponent(match![i + 1])])),
      query: url.searchParams,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(req);
    if (route?.delayMs) await pause(route.delayMs);
    const answer = await (route ? route.handler : otherwise)(req);
    // As fetch does: a request aborted while its answer was held back rejects.
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return answerOf(answer);
  });
  // The cached option stores of an earlier test must not answer this one.
  queueMicrotask(() => void Promise.all([refreshOptions(), refreshFences()]));

  const fake: FakeApi = {
    on(endpoint: Endpoint, answer: FakeAnswer, options: { delayMs?: number } = {}) {
      const handler: FakeHandler = typeof answer === 'function' ? (answer as FakeHandler) : () => answer;
      const at = routes.findIndex((r) => r.endpoint === endpoint);
      if (at >= 0) routes.splice(at, 1);
      routes.push(routeOf(endpoint, handler, options.delayMs ?? 0));
      return fake;
    },
    otherwise(handler) {
      otherwise = handler;
      return fake;
    },
    calls,
    callsTo: (endpoint) => calls.filter((c) => c.endpoint === endpoint.id),
  };
  return fake;
}

/** Puts the real fetch back. */
export function restoreFetch(): void {
  setFetch((...args) => fetch(...args));
}
