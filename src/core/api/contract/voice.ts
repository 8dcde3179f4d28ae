import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Page, Paging, Uid, UidParams } from './endpoint';

/**
 * Voice messages between the console and vehicles (spec 1, 2.11 'Voice messages'), code P_P20. The
 * spec names the screen but no call, so these calls are our own design. A clip is uploaded once and
 * sent to one or more cars; drivers' replies arrive as 'fromCar' messages with a category-6
 * notification.
 */
export const VOICE_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxSeconds: 60,
  maxCars: 50,
  /** Base types; a recorder's 'audio/webm;codecs=opus' counts as audio/webm. */
  mimeTypes: ['audio/webm', 'audio/ogg', 'audio/mpeg', 'audio/wav'],
} as const;

export const VoiceDirection = Type.Union([Type.Literal('toCar'), Type.Literal('fromCar')]);
export type VoiceDirection = Static<typeof VoiceDirection>;

export const VoiceMessage = Type.Object({
  uid: Uid,
  carUid: Uid,
  carNo: Type.String(),
  direction: VoiceDirection,
  /** Who spoke: the sending user's zhName, or the car's driver. */
  speaker: Type.String(),
  durationSeconds: Type.Number({ minimum: 0 }),
  mimeType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  createdAt: Millis,
  /** A 'fromCar' message someone has played. Always true for 'toCar'. */
  listened: Type.Boolean(),
});
export type VoiceMessage = Static<typeof VoiceMessage>;

export const voice = {
  send: endpoint({
    id: 'voice.send', host: 'api', method: 'POST', path: 'voice/v0', auth: 'bearer', permission: ['P_P20'],
    summary: 'Send a recorded clip (multipart field file; webm, ogg, mpeg or wav, at most 2 MB and 60 s) to one or more cars.',
    query: Type.Object({
      carUids: Type.Array(Uid, { minItems: 1, maxItems: VOICE_LIMITS.maxCars, uniqueItems: true }),
      durationSeconds: Type.Number({ exclusiveMinimum: 0, maximum: VOICE_LIMITS.maxSeconds }),
    }),
    response: Type.Object({ list: Type.Array(VoiceMessage) }),
    kind: 'multipart',
    loadingText: '語音傳送中....',
    extension: true,
    effect: 'write', audit: '傳送語音訊息',
  }),
  list: endpoint({
    id: 'voice.list', host: 'api', method: 'POST', path: 'voice/v0/list', auth: 'bearer', permission: ['P_P20'],
    summary: 'Voice messages exchanged with the enterprise\'s cars, newest first; filter by car, direction and time.',
    body: Type.Object({
      carUid: Type.Optional(Uid),
      direction: Type.Optional(VoiceDirection),
      startTime: Type.Optional(Millis),
      endTime: Type.Optional(Millis),
      ...Paging,
    }),
    response: Page(VoiceMessage),
    extension: true,
    effect: 'read',
  }),
  audio: endpoint({
    id: 'voice.audio', host: 'api', method: 'GET', path: 'voice/v0/:uid/audio', auth: 'bearer', permission: ['P_P20'],
    summary: 'The audio of a voice message; playing a car\'s message marks it listened.',
    params: UidParams,
    response: Type.Null(),
    kind: 'download',
    extension: true,
    effect: 'read',
  }),
};
