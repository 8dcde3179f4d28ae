import { API_STATUS } from '../api/contract/status';
import { networkError, sendRequest, toApiBody, type ApiBody, type RequestInit } from './client';
import { withLoading } from './loading';

/**
 * Calls whose answer is a file (spec 7.1 'Exports'), apart from client.ts: the console's first
 * script (the sign-in page) needs none of it, and the pages that export load it with their chunk.
 */

/** Saves a blob under a file name through a temporary link (spec 7.1 'Exports'). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Bytes received so far, and the size the server announced (null when it did not). */
export type DownloadProgress = (loaded: number, total: number | null) => void;

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape falls back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = plain ? (plain[1] ?? plain[2]).trim() : '';
  return name || null;
}

/** Reads a body to a Blob, reporting each chunk; without a stream it reads the whole at once. */
async function readBlob(response: Response, onProgress?: DownloadProgress): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? '' });
}

/**
 * Sends a request whose answer is a file. A JSON answer is an error body and is returned as such;
 * a file is saved under the server's name (Content-Disposition), else under `fileName` (spec 7.1,
 * 7.7). `onProgress` follows the bytes as they arrive.
 */
export async function requestFile(
  init: RequestInit, fileName: string, onProgress?: DownloadProgress,
): Promise<ApiBody<{ fileName: string; size: number }>> {
  return withLoading(init.loadingText, async () => {
    let response: Response;
    try {
      response = await sendRequest(init);
    } catch (error) {
      return networkError(error);
    }
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      const parsed = await response.json().catch(() => null);
      return toApiBody(response.status, parsed);
    }
    let blob: Blob;
    try {
      blob = await readBlob(response, onProgress);
    } catch (error) {
      return networkError(error);
    }
    const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fileName;
    saveBlob(blob, name);
    return { status: API_STATUS.OK, data: { fileName: name, size: blob.size } };
  });
}
