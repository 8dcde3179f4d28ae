import { Type, type Static } from '@sinclair/typebox';
import { Empty, endpoint, Millis, Uid, UidParams } from './endpoint';
import { EVENT_TYPES, type EventType } from './vocabulary/events';

/**
 * The monthly operations report (spec 2.11 'the monthly operations report shows 13 report icons';
 * page /event/report, public, spec 2.2 and 6). Spec 7.6 lists no call for it (its HTSR calls are the
 * service network's here, see ./htsr.ts), so the two calls below are of our own design:
 * - report.share: a signed-in user gets a share token for their enterprise and one month;
 * - report.monthly: the figures of the enterprise and month a share token names, with no identity
 *   data at all (auth 'none'): the shared link works signed out, and the signed-in page reads its
 *   own month the same way, through a token it has just asked for.
 */

/** 'YYYY-MM' (Asia/Taipei calendar). */
export const MonthString = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });

/**
 * The 13 report icons, in the order they show. Spec 1 names what the report covers (harsh driving,
 * speeding, DTC, driver-monitoring camera events, fence in/out and more); each icon is one figure:
 * a sum over the month's journeys, or a count of the month's events of the listed types (spec 4).
 */
export const REPORT_FIGURES = [
  { key: 'distance', label: '行駛里程', unit: '公里', source: 'journeys' },
  { key: 'drivingTime', label: '行駛時數', unit: '小時', source: 'journeys' },
  { key: 'idleTime', label: '怠速時數', unit: '小時', source: 'journeys' },
  { key: 'speeding', label: EVENT_TYPES.speeding.label, unit: '次', types: ['speeding'] },
  { key: 'accelerate', label: EVENT_TYPES.accelerate.label, unit: '次', types: ['accelerate'] },
  { key: 'decelerate', label: EVENT_TYPES.decelerate.label, unit: '次', types: ['decelerate'] },
  { key: 'fatigue', label: EVENT_TYPES.fatigue.label, unit: '次', types: ['fatigue'] },
  { key: 'distraction', label: '分心駕駛', unit: '次', types: ['distract', 'phone', 'smoking'] },
  { key: 'seatbelt', label: EVENT_TYPES.seatbelt.label, unit: '次', types: ['seatbelt'] },
  { key: 'fence', label: EVENT_TYPES.fence.label, unit: '次', types: ['fence'] },
  { key: 'dtc', label: '故障碼', unit: '次', types: ['dtc', 'rawdata'] },
  { key: 'engine', label: '引擎異常', unit: '次', types: ['engineOverheat', 'engineOverLoading'] },
  { key: 'tss', label: '智慧駕駛', unit: '次', types: ['tss'] },
] as const satisfies ReadonlyArray<{ key: string; label: string; unit: string; source?: 'journeys'; types?: readonly EventType[] }>;

export type ReportFigureKey = (typeof REPORT_FIGURES)[number]['key'];
export const REPORT_FIGURE_KEYS = REPORT_FIGURES.map((f) => f.key) as ReportFigureKey[];

export const ReportFigure = Type.Object({
  key: Type.Union(REPORT_FIGURE_KEYS.map((k) => Type.Literal(k))),
  /** The month's total (km, hours or a count; hours and km to one decimal). */
  value: Type.Number({ minimum: 0 }),
  /** The month before's total, for the change. */
  previous: Type.Number({ minimum: 0 }),
  /** One value per day of the month, from the 1st. */
  daily: Type.Array(Type.Number({ minimum: 0 })),
  /** The cars with the most, at most three. */
  top: Type.Array(Type.Object({ carNo: Type.String(), value: Type.Number({ minimum: 0 }) })),
});
export type ReportFigure = Static<typeof ReportFigure>;

export const MonthlyReport = Type.Object({
  month: MonthString,
  enterpriseName: Type.String(),
  startTime: Millis,
  endTime: Millis,
  /** Cars of the enterprise under management. */
  cars: Type.Integer({ minimum: 0 }),
  /** Severity split of the month's DTC events (spec 4 levels A, B, C, F). */
  dtcLevels: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  figures: Type.Array(ReportFigure),
});
export type MonthlyReport = Static<typeof MonthlyReport>;

export const ReportShare = Type.Object({
  /** The link's record: the enterprise lists and revokes its links by it (report.shares, report.revokeShare). */
  uid: Uid,
  month: MonthString,
  token: Type.String(),
  /** When the link stops working, ms. */
  expiresAt: Millis,
});
export type ReportShare = Static<typeof ReportShare>;

/** A shared link as the enterprise sees it in its list: who made it and until when it works (never the token). */
export const ReportShareLink = Type.Object({
  uid: Uid,
  month: MonthString,
  createdAt: Millis,
  /** The name of the user who made the link. */
  createdBy: Type.String(),
  expiresAt: Millis,
});
export type ReportShareLink = Static<typeof ReportShareLink>;

/** What a revoked link answers: the reader learns why it stopped, and whom to ask. */
export const REPORT_SHARE_REVOKED = '此分享連結已被撤銷，請向分享者索取新的連結。';

/** The query parameter of a shared report link: /event/report?month=YYYY-MM&share=<token>. */
export const REPORT_SHARE_PARAM = 'share';
/** How long a shared link works: 90 days. */
export const REPORT_SHARE_DAYS = 90;

export const report = {
  monthly: endpoint({
    id: 'report.monthly', host: 'api', method: 'POST', path: 'report/v0/monthly', auth: 'none', extension: true,
    summary: 'The monthly operations report: the 13 figures of the enterprise and month a share token names (no sign-in needed).',
    body: Type.Object({ share: Type.String({ minLength: 1, maxLength: 2000 }) }),
    response: MonthlyReport,
    effect: 'read',
  }),
  share: endpoint({
    id: 'report.share', host: 'api', method: 'POST', path: 'report/v0/share', auth: 'bearer', extension: true, permission: ['P_P05'],
    summary: 'A share link for the caller\'s enterprise and one month: the link reads that report without signing in until it expires or is revoked.',
    body: Type.Object({ month: MonthString }),
    response: ReportShare,
    effect: 'write', audit: false,
  }),
  /** The signed-in page reads its own enterprise's month directly, so viewing makes no share link (issue 22, 22). */
  own: endpoint({
    id: 'report.own', host: 'api', method: 'GET', path: 'report/v0/own/:month', auth: 'bearer', extension: true,
    summary: 'The monthly operations report of the caller\'s own enterprise and one month.',
    params: Type.Object({ month: MonthString }),
    response: MonthlyReport,
    effect: 'read',
  }),
  shares: endpoint({
    id: 'report.shares', host: 'api', method: 'GET', path: 'report/v0/share', auth: 'bearer', extension: true, permission: ['P_P05'],
    summary: 'The enterprise\'s share links that still work (not expired, not revoked), newest first.',
    response: Type.Array(ReportShareLink),
    effect: 'read',
  }),
  revokeShare: endpoint({
    id: 'report.revokeShare', host: 'api', method: 'DELETE', path: 'report/v0/share/:uid', auth: 'bearer', extension: true, permission: ['P_P05'],
    summary: 'Revoke one of the enterprise\'s share links: it answers that it was revoked from then on; revoking again changes nothing.',
    params: UidParams,
    response: Empty,
    effect: 'write', audit: true,
  }),
};
