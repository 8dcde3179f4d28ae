import { hostUrl } from '../config/store';
import { call, download } from './call';
import type { QueryOf } from './contract/endpoint';
import { MEDIA_LENGTH, stream } from './contract/stream';

/** The camera stream server (spec 7.11). */
export const askMedia = (query: QueryOf<typeof stream.askMedia>) => call(stream.askMedia, { query });

/** The ask_media fields of spec 3 'Video record': device '{udid}@{index}', timestamp, length 300, mode. */
export function mediaQuery(udid: string, index: number, timestamp: number, mode: 'ASK_EVENT' | 'ASK_DOWNLOAD'): QueryOf<typeof stream.askMedia> {
  return { device: `${udid}@${index}`, timestamp, length: MEDIA_LENGTH, mode };
}

/** An ASK_EVENT url made playable: absolute on the stream host, with the access token appended. */
export function playableUrl(url: string, accessToken: string): string {
  const absolute = /^https?:\/\//.test(url) || url.startsWith(hostUrl('stream', '')) ? url : hostUrl('stream', url.replace(/^\//, ''));
  return `${absolute}${absolute.includes('?') ? '&' : '?'}token=${encodeURIComponent(accessToken)}`;
}

/** Fetches an ASK_DOWNLOAD mp4 with the bearer token and saves it. */
export function downloadClip(url: string, fileName: string) {
  const match = /download\/([^/]+)\/([^/]+)\/([^/?]+)/.exec(url);
  if (!match) return Promise.resolve({ status: -1, message: '影像網址不正確。' });
  const [, udid, index, timestamp] = match;
  return download(stream.download, { params: { udid, index, timestamp }, query: {} }, fileName);
}
