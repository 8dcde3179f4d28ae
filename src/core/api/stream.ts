import { hostUrl } from '../config/store';
import { fillPath } from '../http/headers';
import type { DownloadProgress } from '../http/file';
import { call } from './call';
import { download } from './download';
import type { QueryOf } from './contract/endpoint';
import { MEDIA_LENGTH, stream } from './contract/stream';

/** The camera stream server (spec 7.11). */
export const askMedia = (query: QueryOf<typeof stream.askMedia>) => call(stream.askMedia, { query });

/** The ask_media fields of spec 3 'Video record': device '{udid}@{index}', timestamp, length 300, mode. */
export function mediaQuery(udid: string, index: number, timestamp: number, mode: 'ASK_EVENT' | 'ASK_DOWNLOAD'): QueryOf<typeof stream.askMedia> {
  return { device: `${udid}@${index}`, timestamp, length: MEDIA_LENGTH, mode };
}

/** An ASK_EVENT url made playable: the stream server answers a full path or URL; the access token is appended. */
export function playableUrl(url: string, accessToken: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(accessToken)}`;
}

/** Fetches an ASK_DOWNLOAD mp4 with the bearer token and saves it; `onProgress` follows the bytes. */
export function downloadClip(url: string, fileName: string, onProgress?: DownloadProgress, signal?: AbortSignal) {
  const match = /download\/([^/]+)\/([^/]+)\/([^/?]+)/.exec(url);
  if (!match) return Promise.resolve({ status: -1, message: '影像網址不正確。' });
  const [, udid, index, timestamp] = match;
  const length = Number(/[?&]length=(\d+)/.exec(url)?.[1] ?? MEDIA_LENGTH);
  return download(stream.download, { params: { udid, index, timestamp }, query: { length }, signal }, fileName, onProgress);
}

/** The live playlist of a camera channel with the token in the query (what ASK_EVENT points to). */
export const livePlaylistUrl = (udid: string, index: number, accessToken: string) =>
  `${hostUrl(stream.playlist.host, fillPath(stream.playlist.path, { udid, index }))}?token=${encodeURIComponent(accessToken)}`;

/** One segment of that playlist; players read these from the playlist, tools may fetch one directly. */
export const liveSegmentUrl = (udid: string, index: number, sequence: number, accessToken: string) =>
  `${hostUrl(stream.segment.host, fillPath(stream.segment.path, { udid, index, segment: `${sequence}.ts` }))}?token=${encodeURIComponent(accessToken)}`;
