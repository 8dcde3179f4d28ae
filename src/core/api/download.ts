import { requestFile, type DownloadProgress } from '../http/file';
import type { Endpoint } from './contract/endpoint';
import { requestOf, type CallArgs } from './call';

/**
 * Calls an export endpoint and saves the file under the server's name, else `fileName` (spec 7.1
 * 'Exports'); `onProgress` follows the bytes received.
 */
export function download<E extends Endpoint>(ep: E, args: CallArgs<E>, fileName: string, onProgress?: DownloadProgress) {
  return requestFile(requestOf(ep, args), fileName, onProgress);
}
