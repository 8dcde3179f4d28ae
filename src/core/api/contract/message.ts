import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Page, PagingQuery, Uid } from './endpoint';

/**
 * Notification messages: the REST calls of spec 7.3 and the realtime messages of spec 7.12, shared
 * with the reference server.
 *
 * Permissions: the calls need a signed-in user and no page code. Messages are the caller's own; the
 * bell is shown only to holders of P_P17 (spec 2.5) and the /notice page is guarded by P_P17 (spec 6),
 * but the settings switches and the list are not further restricted at the API.
 */

/** Notification categories 1..10 (spec 9), declared with their keys and labels in ./vocabulary. */
import { NotificationCategory } from './vocabulary/notifications';
export { NotificationCategory };

/** One notification switch (spec 3 'Notification settings'). */
export const MessageSetting = Type.Object({ category: NotificationCategory, enabled: Type.Boolean() });
export type MessageSetting = Static<typeof MessageSetting>;

/**
 * A notification as listed (spec 3 'Notification / event message', 2.6). The realtime form
 * {type, code, data: {category, title, createdAt, includeDtcA}} is flattened into this one shape.
 * createdAt is optional because some device events carry only `time`; a list answer always sets it.
 */
export const NotificationMessage = Type.Object({
  uid: Uid,
  /** The source kind: 'event' for realtime vehicle events; otherwise the server's kind. */
  type: Type.String({ maxLength: 64 }),
  /** The event type or fault code (e.g. 'speeding', 'P0217'); '' when there is none. */
  code: Type.String({ maxLength: 64 }),
  category: Type.Integer({ minimum: 1 }),
  title: Type.String({ maxLength: 200 }),
  /** The text an entry shows (spec 2.6). */
  content: Type.String({ maxLength: 2000 }),
  createdAt: Type.Optional(Millis),
  /** The time of the underlying event, used when createdAt is absent (spec 2.6). */
  time: Type.Optional(Millis),
  /** The event carries a level-A DTC, which makes it special (spec 4 'Notification flow'). */
  includeDtcA: Type.Optional(Type.Boolean()),
  read: Type.Optional(Type.Boolean()),
  /** Details of the event (carUid, carNo, …), passed through to the /notice page. */
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type NotificationMessage = Static<typeof NotificationMessage>;

export const MessageListBody = Type.Object({
  categoryList: Type.Array(NotificationCategory, { maxItems: 10 }),
  startTime: Millis,
  endTime: Millis,
});

export const message = {
  list: endpoint({
    id: 'message.list', host: 'api', method: 'POST', path: 'message/v0/list', auth: 'bearer',
    summary: 'The caller\'s notifications of the given categories created between startTime and endTime, newest first.',
    body: MessageListBody,
    query: PagingQuery,
    // A page rather than a bare array, so the /notice page can page through older messages.
    response: Page(NotificationMessage),
    effect: 'read',
  }),
  settings: endpoint({
    id: 'message.settings', host: 'api', method: 'PUT', path: 'message/v0/settings', auth: 'bearer',
    summary: 'Save the caller\'s notification switches; the next token refresh carries them in idData.settings.',
    body: Type.Object({ data: Type.Object({ messages: Type.Array(MessageSetting, { maxItems: 10 }) }) }),
    response: Type.Object({ messages: Type.Array(MessageSetting) }),
    effect: 'write', audit: '修改通知設定',
  }),
  read: endpoint({
    id: 'message.read', host: 'api', method: 'POST', path: 'message/v0/read', auth: 'bearer',
    summary: 'Mark the caller\'s notifications as read (the /notice page).',
    extension: true,
    body: Type.Object({ uids: Type.Array(Uid, { minItems: 1, maxItems: 500 }) }),
    response: Type.Object({ updated: Type.Integer({ minimum: 0 }) }),
    effect: 'write', audit: false,
  }),
};

/**
 * One car in the live monitor data. Only carUid is required; the other fields are what the map
 * reads, and a server may send more.
 */
export const MonitorCar = Type.Object({
  carUid: Uid,
  carNo: Type.Optional(Type.String()),
  /** A car status of spec 4 (driving, lost, idling, parking) or a marker state. */
  status: Type.Optional(Type.String()),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  speed: Type.Optional(Type.Number({ minimum: 0 })),
  /** Heading in degrees clockwise from north. */
  direction: Type.Optional(Type.Number()),
  time: Type.Optional(Millis),
}, { additionalProperties: true });
export type MonitorCar = Static<typeof MonitorCar>;

/* /fms-monitor 'monitor' (MonitorSocketMessage) is declared in ./monitor-feed.ts beside the compact
   feed it may carry, so that pages without the monitor (sign-in) do not ship its schemas. */

/** /fms-event 'event' (spec 3, 7.12). createdAt and time are ms or a date string; one of them must be present. */
export const EventSocketMessage = Type.Object({
  type: Type.Literal('event'),
  code: Type.Optional(Type.String()),
  data: Type.Object({
    uid: Type.Optional(Uid),
    category: Type.Integer({ minimum: 1 }),
    title: Type.String(),
    content: Type.Optional(Type.String()),
    createdAt: Type.Optional(Type.Union([Millis, Type.String()])),
    time: Type.Optional(Type.Union([Millis, Type.String()])),
    includeDtcA: Type.Optional(Type.Boolean()),
  }, { additionalProperties: true }),
});
export type EventSocketMessage = Static<typeof EventSocketMessage>;
