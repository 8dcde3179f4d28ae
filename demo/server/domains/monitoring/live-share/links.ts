import type { LiveShare, LiveShareInput, LiveShareKind, LiveShareLink } from '../../../../../src/core/api/contract/live-share';
import { expiryOf, liveShareRefusal, LIVE_SHARE_INVALID } from '../../../../../src/core/live-share';
import type { ServerContext } from '../../../context';
import type { Principal } from '../../../auth/principal';
import { signPurposeToken, verifyToken } from '../../../auth/tokens';
import { badInput, forbidden, notFound } from '../../../http/errors';
import { serviceOf } from '../../../services';
import { DAY_MS, toMs } from '../../../time';
import { carOf } from '../shared/cars';
import { newUid } from '../shared/ids';
import { revokeLink } from '../shared/revoke-link';

/**
 * Live-share links (issue 27, 4), after the monthly report's (report/share-links.ts): a signed
 * token naming its row in live_shares. The token is what a stranger holds; the row is what the
 * enterprise controls: it is read on every view, so a revoke or an expiry is refused by every
 * server process at the viewer's next read.
 */

/** The purpose of a live-share token: it shows one truck (or one task), nothing else. */
const SHARE_TYPE = 'live-share';
/**
 * The token outlives its row's expiry by this much, so an expired link is told when it expired
 * (the row's words) rather than refused as unknown; the row still refuses it.
 */
const TOKEN_GRACE_MS = 7 * DAY_MS;

/** What a link shows, as its row names it. */
export interface ShareTarget {
  enterpriseUid: string;
  carUid: string;
  taskUid: string | null;
  expiresAt: number;
}

interface LinkRow {
  uid: string;
  car_uid: string;
  task_uid: string | null;
  created_by: string;
  created_at: Date;
  expires_at: Date;
}

/** The car (and task) a link is asked for, both the caller's: another enterprise's is not found. */
async function targetOf(ctx: ServerContext, me: Principal, input: LiveShareInput): Promise<{ kind: LiveShareKind; carUid: string; taskUid: string | null }> {
  if (!!input.carUid === !!input.taskUid) throw badInput('carUid', '請指定一輛車或一筆任務。');
  if (input.taskUid) {
    // A task's stops are dispatch data: the dispatcher's code, not only the monitor's.
    if (!me.codes.includes('P_P13')) throw forbidden('您沒有分享任務的權限。');
    const task = await serviceOf(ctx, 'tasks.detail')(me.enterpriseUid, input.taskUid);
    if (!task) throw notFound('任務');
    return { kind: 'task', carUid: task.car.uid, taskUid: task.uid };
  }
  if (!me.codes.includes('P_P01')) throw forbidden('您沒有分享車輛位置的權限。');
  const car = await carOf(ctx, me.enterpriseUid, input.carUid!);
  return { kind: 'car', carUid: car.uid, taskUid: null };
}

/** A new link, and the car it shows (for the operation log's words). */
export async function createLiveShare(ctx: ServerContext, me: Principal, input: LiveShareInput): Promise<{ link: LiveShare; carUid: string }> {
  const at = ctx.now();
  const expiry = expiryOf(input.duration, at, input.expiresAt);
  if (!expiry.ok) throw badInput('expiresAt', expiry.message);
  const target = await targetOf(ctx, me, input);
  const uid = newUid('live');
  await ctx.db.query(
    `INSERT INTO live_shares (uid, enterprise_uid, car_uid, task_uid, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [uid, me.enterpriseUid, target.carUid, target.taskUid, me.userUid, new Date(at), new Date(expiry.expiresAt)]);
  const ttl = Math.ceil((expiry.expiresAt - at + TOKEN_GRACE_MS) / 1000);
  const token = await signPurposeToken(ctx.tokens, me.enterpriseUid, SHARE_TYPE, ttl, { sid: uid });
  return { link: { uid, kind: target.kind, token, expiresAt: expiry.expiresAt }, carUid: target.carUid };
}

/** What a token shows while its link works; 403 with the reader's words when forged, unknown, revoked or expired. */
export async function resolveLiveShare(ctx: ServerContext, token: string): Promise<ShareTarget> {
  const claims = await verifyToken<{ typ?: string; sid?: string }>(ctx.tokens, token);
  if (!claims || claims.typ !== SHARE_TYPE || typeof claims.sid !== 'string') throw forbidden(LIVE_SHARE_INVALID);
  const row = await ctx.db.one<{ car_uid: string; task_uid: string | null; expires_at: Date; revoked_at: Date | null }>(
    `SELECT car_uid, task_uid, expires_at, revoked_at FROM live_shares WHERE uid = $1 AND enterprise_uid = $2`, [claims.sid, claims.sub]);
  const state = row && { expiresAt: toMs(row.expires_at) ?? 0, revokedAt: toMs(row.revoked_at) };
  const refusal = liveShareRefusal(state, ctx.now());
  if (refusal || !row || !state) throw forbidden(refusal ?? LIVE_SHARE_INVALID);
  return { enterpriseUid: claims.sub, carUid: row.car_uid, taskUid: row.task_uid, expiresAt: state.expiresAt };
}

/** The enterprise's links that still work, newest first, with the car number and the maker's name. */
export async function listLiveShares(ctx: ServerContext, enterpriseUid: string): Promise<LiveShareLink[]> {
  const rows = await ctx.db.query<LinkRow>(
    `SELECT uid, car_uid, task_uid, created_by, created_at, expires_at FROM live_shares
      WHERE enterprise_uid = $1 AND revoked_at IS NULL AND expires_at > $2
      ORDER BY created_at DESC, uid LIMIT 500`,
    [enterpriseUid, new Date(ctx.now())]);
  const names = await serviceOf(ctx, 'core.users').names(ctx.db, rows.map((r) => r.created_by));
  // Deleted cars too: a link to a car deleted since still lists, so it can be revoked.
  const carNos = await serviceOf(ctx, 'fleet.cars').numbers(ctx.db, [...new Set(rows.map((r) => r.car_uid))]);
  return rows.map((r) => ({
    uid: r.uid, kind: r.task_uid ? 'task' : 'car', carUid: r.car_uid, carNo: carNos.get(r.car_uid) ?? '', taskUid: r.task_uid,
    createdAt: toMs(r.created_at) ?? 0, createdBy: names.get(r.created_by) ?? '', expiresAt: toMs(r.expires_at) ?? 0,
  }));
}

/**
 * Revokes one of the caller's enterprise's links (another enterprise's uid is not found): the car
 * uid of the link this call revoked, null when it was revoked already (a repeat changes nothing).
 */
export function revokeLiveShare(ctx: ServerContext, me: Principal, uid: string): Promise<string | null> {
  return revokeLink(ctx, me, 'live_shares', uid);
}
