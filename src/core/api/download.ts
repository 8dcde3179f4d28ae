import { requestFile, type DownloadProgress } from '../http/file';
import type { Endpoint } from './contract/endpoint';
import { urlOf, type CallArgs } from './call';

/**
 * Calls an export endpoint and saves the file under the server's name, else `fileName` (spec 7.1
 * 'Exports'); `onProgress` follows the bytes received.
 */
export function download<E extends Endpoint>(ep: E, args: CallArgs<E>, fileName: string, onProgress?: DownloadProgress) {
  const a = args as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal; loadingText?: string };
  return requestFile({
    method: ep.method,
    url: urlOf(ep, a.params),
    auth: ep.auth,
    appFlow: ep.appFlow,
    query: a.query,
    body: a.body,
    loadingText: a.loadingText ?? ep.loadingText,
    signal: a.signal,
  }, fileName, onProgress);
}
