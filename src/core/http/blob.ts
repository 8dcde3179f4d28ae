import { API_STATUS, STATUS_MESSAGES } from '../api/contract/status';
import { networkError, sendRequest, toApiBody, type ApiBody, type RequestInit } from './client';
import { withLoading } from './loading';

/**
 * Fetches a binary resource that needs the bearer token (a voice message's audio, an mp4 clip) and
 * answers it as a Blob, for a blob URL a media element can play (it cannot send headers itself).
 * Like request(), it never throws: a JSON answer or an HTTP failure gives the server's error body,
 * a network failure gives the network-error body.
 */
export async function requestBlob(init: RequestInit): Promise<ApiBody<Blob>> {
  return withLoading(init.loadingText, async () => {
    let response: Response;
    try {
      response = await sendRequest({ ...init, headers: { Accept: '*/*', ...init.headers } });
    } catch (error) {
      return networkError<Blob>(error);
    }
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      const parsed = await response.json().catch(() => null);
      return toApiBody<Blob>(response.status, parsed);
    }
    try {
      return { status: API_STATUS.OK, data: await response.blob() };
    } catch {
      return { status: API_STATUS.NETWORK, message: STATUS_MESSAGES[API_STATUS.NETWORK] };
    }
  });
}
