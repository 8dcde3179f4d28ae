import type { TSchema } from '@sinclair/typebox';
import { hostUrl } from '../config/store';
import { FILE_TIMEOUT_MS, request, type ApiBody, type BodyReader, type RequestInit } from '../http/client';
import { fillPath } from '../http/headers';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from './contract/endpoint';

/** Arguments of a call, typed from its endpoint; a part the endpoint lacks is not accepted. */
export type CallArgs<E extends Endpoint> = (E['params'] extends TSchema ? { params: ParamsOf<E> } : { params?: undefined })
  & (E['query'] extends TSchema ? { query: QueryOf<E> } : { query?: undefined })
  & (E['body'] extends TSchema ? { body: BodyOf<E> } : { body?: undefined })
  & { signal?: AbortSignal; loadingText?: string };

export function urlOf(ep: Endpoint, params: Record<string, unknown> | undefined): string {
  return hostUrl(ep.host, fillPath(ep.path, params));
}

/** The request a call of the endpoint with these arguments makes (a JSON call or a file download). */
export function requestOf<E extends Endpoint>(ep: E, args: CallArgs<E>): RequestInit {
  const a = args as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal; loadingText?: string };
  return {
    method: ep.method,
    url: urlOf(ep, a.params),
    auth: ep.auth,
    appFlow: ep.appFlow,
    query: a.query,
    body: a.body,
    loadingText: a.loadingText ?? ep.loadingText,
    signal: a.signal,
  };
}

/** Calls a JSON endpoint of the contract and returns its body (spec 7.1). */
export function call<E extends Endpoint>(ep: E, args: CallArgs<E>): Promise<ApiBody<ResponseOf<E>>> {
  return request<ResponseOf<E>>(requestOf(ep, args));
}

/** A call whose answer is read by `readBody` into another shape `T` (a large answer parsed off the main thread). */
export function callReading<T, E extends Endpoint>(ep: E, args: CallArgs<E>, readBody: BodyReader): Promise<ApiBody<T>> {
  return request<T>(requestOf(ep, args), readBody);
}

/** Uploads a file as multipart form data (spec 7.7 'task/v0/import'). */
export function upload<E extends Endpoint>(ep: E, file: Blob, fileName: string, args: { params?: Record<string, unknown>; signal?: AbortSignal } = {}): Promise<ApiBody<ResponseOf<E>>> {
  const formData = new FormData();
  formData.append('file', file, fileName);
  return request<ResponseOf<E>>({
    method: ep.method,
    url: urlOf(ep, args.params),
    auth: ep.auth,
    formData,
    loadingText: ep.loadingText,
    signal: args.signal,
    timeoutMs: FILE_TIMEOUT_MS,
  });
}
