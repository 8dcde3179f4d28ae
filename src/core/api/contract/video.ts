import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Page, Paging, Uid, UidParams, IdParams } from './endpoint';

/**
 * Video records of spec 7.11 ({plusApi}/video-record), code P_P04 (/videoHistory). A request for a
 * day range is 'processing' until the recorder has uploaded it (seconds), then 'completed' with a
 * download link that lasts VIDEO_LINK_TTL_HOURS; the file itself is fetched with a short-lived
 * credential. The file call is our own design.
 *
 * The two dialogs of spec 2.11 answer documented statuses (VIDEO_STATUS):
 * - '1080p not exist': a request for a resolution the car's camera channel lacks;
 * - 'links timeout': a link or credential past its expiry.
 */
export const VIDEO_STATUS = {
  /** The camera channel does not record the requested resolution (HTTP 404, field 'resolution'). */
  RESOLUTION_NOT_EXIST: 4040201,
  /** The request is still processing; try again later (HTTP 409). data: the record. */
  NOT_READY: 4090201,
  /** The download link or credential has expired (HTTP 410). */
  LINK_TIMEOUT: 4100201,
} as const;

export const VIDEO_HTTP: Record<number, number> = {
  [VIDEO_STATUS.RESOLUTION_NOT_EXIST]: 404,
  [VIDEO_STATUS.NOT_READY]: 409,
  [VIDEO_STATUS.LINK_TIMEOUT]: 410,
};

export const VIDEO_MESSAGES: Record<number, string> = {
  [VIDEO_STATUS.RESOLUTION_NOT_EXIST]: '此鏡頭沒有 1080p 畫質的影像，請改選其他畫質。',
  [VIDEO_STATUS.NOT_READY]: '影像處理中，完成後會通知您。',
  [VIDEO_STATUS.LINK_TIMEOUT]: '下載連結已逾時，請重新取得連結。',
};

export const VIDEO_LINK_TTL_HOURS = 24;
export const VIDEO_CREDENTIAL_TTL_SECONDS = 300;

export const Resolution = Type.Union([Type.Literal('1080p'), Type.Literal('720p'), Type.Literal('480p')]);
export type Resolution = Static<typeof Resolution>;

export const Channel = Type.Integer({ minimum: 1, maximum: 8 });

export const CameraChannel = Type.Object({
  index: Channel,
  name: Type.String(),
  resolutions: Type.Array(Resolution),
});

export const VideoRecordStatus = Type.Union([Type.Literal('processing'), Type.Literal('completed'), Type.Literal('expired')]);

export const VideoRecord = Type.Object({
  uid: Uid,
  carUid: Uid,
  carNo: Type.String(),
  channel: Channel,
  resolution: Resolution,
  startTime: Millis,
  endTime: Millis,
  status: VideoRecordStatus,
  fileName: Type.String(),
  /** Bytes, once completed. */
  size: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Millis,
  completedAt: Type.Union([Millis, Type.Null()]),
  /** When the link stops working ('links timeout'); null while processing. */
  expiresAt: Type.Union([Millis, Type.Null()]),
});
export type VideoRecord = Static<typeof VideoRecord>;

export const RecordingDay = Type.Object({
  /** YYYY-MM-DD, Taiwan time. */
  date: Type.String(),
  startTime: Millis,
  endTime: Millis,
  /** Hours of the day with footage on the SD card. */
  hours: Type.Integer({ minimum: 0, maximum: 24 }),
});

const CarUidParams = Type.Object({ carUid: Uid });

export const video = {
  list: endpoint({
    id: 'video.list', host: 'plusApi', method: 'GET', path: 'video-record', auth: 'bearer', permission: ['P_P04'],
    summary: 'The caller\'s video requests, newest first.',
    query: Type.Object({ carUid: Type.Optional(Uid), status: Type.Optional(VideoRecordStatus), ...Paging }),
    response: Page(VideoRecord),
    effect: 'read',
  }),
  carVideo: endpoint({
    id: 'video.carVideo', host: 'plusApi', method: 'GET', path: 'video-record/video/:carUid', auth: 'bearer', permission: ['P_P04'],
    summary: 'A car\'s camera channels and the days of the last two weeks with footage on its SD card.',
    params: CarUidParams,
    response: Type.Object({ carUid: Uid, carNo: Type.String(), udid: Type.String(), channels: Type.Array(CameraChannel), days: Type.Array(RecordingDay) }),
    effect: 'read',
  }),
  request: endpoint({
    id: 'video.request', host: 'plusApi', method: 'POST', path: 'video-record/video/:carUid', auth: 'bearer', permission: ['P_P04'],
    summary: 'Request a car\'s recording of a day range; with cache, an earlier matching request is reused.',
    params: CarUidParams,
    body: Type.Object({
      startTime: Millis,
      endTime: Millis,
      cache: Type.Boolean(),
      channel: Type.Optional(Channel),
      resolution: Type.Optional(Resolution),
    }),
    response: VideoRecord,
    effect: 'write', audit: '調閱影像',
  }),
  credential: endpoint({
    id: 'video.credential', host: 'plusApi', method: 'GET', path: 'video-record/:id/credential', auth: 'bearer', permission: ['P_P04'],
    summary: 'A short-lived credential to download a completed record (id is the record uid).',
    params: IdParams,
    response: Type.Object({ credential: Type.String(), expiresAt: Millis }),
    effect: 'read',
  }),
  getLink: endpoint({
    id: 'video.getLink', host: 'plusApi', method: 'POST', path: 'video-record/video/:uid/get-link', auth: 'bearer', permission: ['P_P04'],
    summary: 'The download link of a completed record (uid is the record uid); NOT_READY while processing, LINK_TIMEOUT once expired.',
    params: UidParams,
    response: Type.Object({ url: Type.String(), fileName: Type.String(), expiresAt: Millis }),
    effect: 'read',
  }),
  checkSd: endpoint({
    id: 'video.checkSd', host: 'plusApi', method: 'POST', path: 'video-record/check/:carUid', auth: 'bearer', permission: ['P_P04'],
    summary: 'SD-card check: the hours of the day of startTime with footage on a channel.',
    params: CarUidParams,
    body: Type.Object({ startTime: Millis, channel: Channel }),
    response: Type.Object({
      carUid: Uid,
      channel: Channel,
      date: Type.String(),
      exists: Type.Boolean(),
      hours: Type.Array(Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23 }), startTime: Millis, endTime: Millis, hasVideo: Type.Boolean() })),
    }),
    effect: 'read',
  }),
  file: endpoint({
    id: 'video.file', host: 'plusApi', method: 'GET', path: 'video-record/file/:uid', auth: 'none',
    summary: 'The mp4 of a completed record; the credential (query) is the authority.',
    params: UidParams,
    query: Type.Object({ credential: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: Type.Null(),
    kind: 'download',
    extension: true,
    effect: 'read',
  }),
};
