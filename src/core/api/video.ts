import { hostUrl } from '../config/store';
import { fillPath } from '../http/headers';
import type { DownloadProgress } from '../http/file';
import { call } from './call';
import { download } from './download';
import type { BodyOf, QueryOf } from './contract/endpoint';
import { video } from './contract/video';

/** Typed video-record calls (spec 7.11), one function a call. */
export const listVideoRecords = (query: QueryOf<typeof video.list> = {}) => call(video.list, { query });
export const fetchCarVideo = (carUid: string) => call(video.carVideo, { params: { carUid } });
/** The day query of spec 3 'Video record': startTime and endTime of the chosen day, and the cache flag. */
export const requestVideo = (carUid: string, body: BodyOf<typeof video.request>) => call(video.request, { params: { carUid }, body });
export const fetchVideoCredential = (recordUid: string) => call(video.credential, { params: { id: recordUid } });
export const fetchVideoLink = (recordUid: string) => call(video.getLink, { params: { uid: recordUid } });
export const checkSdCard = (carUid: string, body: BodyOf<typeof video.checkSd>) => call(video.checkSd, { params: { carUid }, body });

/** The file of a completed record opened with a credential (fetchVideoCredential); a plain link works. */
export const videoFileUrl = (recordUid: string, credential: string) =>
  `${hostUrl(video.file.host, fillPath(video.file.path, { uid: recordUid }))}?credential=${encodeURIComponent(credential)}`;

/**
 * Fetches the mp4 of a completed record with a credential and saves it (as the server names it, else
 * `fileName`); `onProgress` follows the bytes. LINK_TIMEOUT once the credential or the link has expired.
 */
export const downloadVideoFile = (recordUid: string, credential: string, fileName: string, onProgress?: DownloadProgress, signal?: AbortSignal) =>
  download(video.file, { params: { uid: recordUid }, query: { credential }, signal }, fileName, onProgress);
