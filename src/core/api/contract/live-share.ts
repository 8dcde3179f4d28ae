import { Type, type Static } from '@sinclair/typebox';
import { Empty, endpoint, Millis, Uid, UidParams } from './endpoint';

/**
 * Expiring live-share links (issue 27, 4), our design: spec 7 lists no such call. A user who may
 * watch a truck (P_P01) or dispatch its task (P_P13) makes a read-only link to that one truck, or to
 * that one task (its truck, stops and ETAs), that stops working when it expires or is revoked. The
 * link is a signed token naming its row in the enterprise's list (the row makes it revocable at
 * once); liveShare.view answers anyone holding it, with that truck's position and nothing else.
 */

/** The durations offered, in the order they show; 'custom' takes a chosen time (expiresAt). */
export const LIVE_SHARE_DURATIONS = [
  { key: '15m', label: '15 分鐘', minutes: 15 },
  { key: '1h', label: '1 小時', minutes: 60 },
  { key: '8h', label: '8 小時', minutes: 8 * 60 },
  { key: '24h', label: '24 小時', minutes: 24 * 60 },
] as const;
export type LiveShareDurationKey = (typeof LIVE_SHARE_DURATIONS)[number]['key'];
export type LiveShareChoice = LiveShareDurationKey | 'custom';

export const LiveShareInput = Type.Object({
  /** The truck to share; give this or taskUid. */
  carUid: Type.Optional(Uid),
  /** The task to share (its truck, stops and ETAs); give this or carUid. */
  taskUid: Type.Optional(Uid),
  duration: Type.Union([...LIVE_SHARE_DURATIONS.map((d) => Type.Literal(d.key)), Type.Literal('custom')]),
  /** The chosen end, ms, with duration 'custom'. */
  expiresAt: Type.Optional(Millis),
});
export type LiveShareInput = Static<typeof LiveShareInput>;

export const LiveShareKind = Type.Union([Type.Literal('car'), Type.Literal('task')]);
export type LiveShareKind = Static<typeof LiveShareKind>;

/** A link just made: the only time its token is given out. */
export const LiveShare = Type.Object({
  uid: Uid,
  kind: LiveShareKind,
  token: Type.String(),
  expiresAt: Millis,
});
export type LiveShare = Static<typeof LiveShare>;

/** A link as the enterprise lists it: what it shows, who made it and until when (never the token). */
export const LiveShareLink = Type.Object({
  uid: Uid,
  kind: LiveShareKind,
  carUid: Uid,
  carNo: Type.String(),
  taskUid: Type.Union([Uid, Type.Null()]),
  createdAt: Millis,
  /** The name of the user who made the link. */
  createdBy: Type.String(),
  expiresAt: Millis,
});
export type LiveShareLink = Static<typeof LiveShareLink>;

/** One stop of a shared task: what its customer needs, no notes or kinds of the enterprise. */
export const LiveShareStop = Type.Object({
  seq: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  address: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  plannedTime: Type.Union([Millis, Type.Null()]),
  arrivedAt: Type.Union([Millis, Type.Null()]),
  doneAt: Type.Union([Millis, Type.Null()]),
  etaAt: Type.Optional(Type.Union([Millis, Type.Null()])),
  etaLate: Type.Optional(Type.Boolean()),
});
export type LiveShareStop = Static<typeof LiveShareStop>;

/** What a link shows: one truck's car number and position (and the task's stops); nothing else of the enterprise. */
export const LiveShareView = Type.Object({
  kind: LiveShareKind,
  carNo: Type.String(),
  /** The truck's last position; null when it has never reported. */
  position: Type.Union([Type.Object({
    lat: Type.Number(), lng: Type.Number(), speed: Type.Number(), direction: Type.Number(), time: Millis,
  }), Type.Null()]),
  expiresAt: Millis,
  task: Type.Union([Type.Object({ taskDate: Millis, stops: Type.Array(LiveShareStop) }), Type.Null()]),
});
export type LiveShareView = Static<typeof LiveShareView>;

/** Codes that may make, list and revoke links: watching the truck, or dispatching its task. */
const SHARE_CODES = ['P_P01', 'P_P13'] as const;

export const liveShare = {
  create: endpoint({
    id: 'liveShare.create', host: 'api', method: 'POST', path: 'monitor/v0/live-share', auth: 'bearer', extension: true,
    permission: SHARE_CODES, managerOnly: true,
    summary: 'A read-only live link to one truck (P_P01) or one task (P_P13) of the caller\'s enterprise, working until it expires or is revoked.',
    body: LiveShareInput,
    response: LiveShare,
    effect: 'write', audit: true,
  }),
  list: endpoint({
    id: 'liveShare.list', host: 'api', method: 'GET', path: 'monitor/v0/live-share', auth: 'bearer', extension: true,
    permission: SHARE_CODES, managerOnly: true,
    summary: 'The enterprise\'s live-share links that still work (not expired, not revoked), newest first.',
    response: Type.Array(LiveShareLink),
    effect: 'read',
  }),
  revoke: endpoint({
    id: 'liveShare.revoke', host: 'api', method: 'DELETE', path: 'monitor/v0/live-share/:uid', auth: 'bearer', extension: true,
    permission: SHARE_CODES, managerOnly: true,
    summary: 'Revoke one of the enterprise\'s live-share links: an open shared page goes blank at its next read; revoking again changes nothing.',
    params: UidParams,
    response: Empty,
    effect: 'write', audit: true,
  }),
  view: endpoint({
    id: 'liveShare.view', host: 'api', method: 'POST', path: 'monitor/v0/live-share/view', auth: 'none', extension: true,
    summary: 'What a live-share token shows: its truck\'s car number and position (and its task\'s stops and ETAs), no sign-in needed.',
    body: Type.Object({ share: Type.String({ minLength: 1, maxLength: 2000 }) }),
    response: LiveShareView,
    effect: 'read',
  }),
};
