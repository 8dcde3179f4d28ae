import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint';

/**
 * The camera stream server of spec 7.11 ({stream host}). ask_media takes its fields as a plain-text
 * query: device '{udid}@{index}', timestamp, length (300) and mode. ASK_EVENT answers an HLS
 * playlist URL to which the client appends `?token={accessToken}`; ASK_DOWNLOAD answers an mp4 URL
 * that is fetched with the bearer token. A negative code means no video (spec 8 'Camera media').
 *
 * The playlist, segment and mp4 calls are the stream server's own (our design).
 */
export const MEDIA_LENGTH = 300;

export const MEDIA_CODE = {
  OK: 0,
  /** No such device, or not one of the caller's enterprise. */
  UNKNOWN_DEVICE: -1,
  /** The device has no camera on that channel. */
  NO_CHANNEL: -2,
  /** Nothing recorded at that time. */
  NO_FOOTAGE: -3,
} as const;

export const MediaMode = Type.Union([Type.Literal('ASK_EVENT'), Type.Literal('ASK_DOWNLOAD')]);

export const MediaDevice = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}@[0-9]{1,2}$' });

export const MediaAnswer = Type.Object({
  code: Type.Integer(),
  ret: Type.String(),
  url: Type.Optional(Type.String()),
});
export type MediaAnswer = Static<typeof MediaAnswer>;

const DeviceParams = Type.Object({
  udid: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  index: Type.String({ pattern: '^[0-9]{1,2}$' }),
});

export const stream = {
  askMedia: endpoint({
    id: 'stream.askMedia', host: 'stream', method: 'POST', path: 'ask_media', auth: 'bearer', permission: ['P_P02', 'P_P04'],
    summary: 'Ask the camera for live video (ASK_EVENT, an HLS url) or a clip (ASK_DOWNLOAD, an mp4 url).',
    query: Type.Object({
      device: MediaDevice,
      timestamp: Type.Integer({ minimum: 0 }),
      length: Type.Integer({ minimum: 1, maximum: 3600, default: MEDIA_LENGTH }),
      mode: MediaMode,
    }),
    response: MediaAnswer,
    effect: 'read',
  }),
  playlist: endpoint({
    id: 'stream.playlist', host: 'stream', method: 'GET', path: 'live/:udid/:index/index.m3u8', auth: 'none', permission: ['P_P02', 'P_P04'],
    summary: 'The live HLS playlist of a camera channel (a sliding window); the access token goes in the query.',
    params: DeviceParams,
    query: Type.Object({ token: Type.String({ minLength: 1, maxLength: 4000 }) }),
    response: Type.Null(),
    kind: 'download',
    extension: true,
    effect: 'read',
  }),
  segment: endpoint({
    id: 'stream.segment', host: 'stream', method: 'GET', path: 'live/:udid/:index/:segment', auth: 'none', permission: ['P_P02', 'P_P04'],
    summary: 'One MPEG-TS segment of the live playlist; the access token goes in the query.',
    params: Type.Object({ ...DeviceParams.properties, segment: Type.String({ pattern: '^[0-9]{1,15}\\.ts$' }) }),
    query: Type.Object({ token: Type.String({ minLength: 1, maxLength: 4000 }) }),
    response: Type.Null(),
    kind: 'download',
    extension: true,
    effect: 'read',
  }),
  download: endpoint({
    id: 'stream.download', host: 'stream', method: 'GET', path: 'download/:udid/:index/:timestamp', auth: 'bearer', permission: ['P_P04', 'P_P02'],
    summary: 'The mp4 clip of an ASK_DOWNLOAD answer, fetched with the bearer token.',
    params: Type.Object({ ...DeviceParams.properties, timestamp: Type.String({ pattern: '^[0-9]{1,15}\\.mp4$' }) }),
    query: Type.Object({ length: Type.Optional(Type.Integer({ minimum: 1, maximum: 3600 })) }),
    response: Type.Null(),
    kind: 'download',
    extension: true,
    effect: 'read',
  }),
};
