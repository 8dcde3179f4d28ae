import { REPORT_SHARE_DAYS, REPORT_SHARE_REVOKED, type ReportShare, type ReportShareLink } from '../../../../../src/core/api/contract/report';
import type { ServerContext } from '../../../context';
import type { Principal } from '../../../auth/principal';
import { signPurposeToken, verifyToken } from '../../../auth/tokens';
import { forbidden } from '../../../http/errors';
import { serviceOf } from '../../../services';
import { DAY_MS, toMs } from '../../../time';
import { newUid } from '../shared/ids';
import { revokeLink } from '../shared/revoke-link';

/**
 * The monthly report's share links (issue 22, 22). A link is a signed token naming its row in
 * report_shares; the row is what makes it revocable: the token alone would work until it expires
 * whatever the enterprise wanted.
 */

/** The purpose of a share token: it reads one enterprise's report of one month, nothing else. */
const SHARE_TYPE = 'report-share';

export const SHARE_INVALID = '分享連結無效或已過期，請向分享者索取新的連結。';

interface ShareRow {
  uid: string;
  month: string;
  created_at: Date;
  expires_at: Date;
  created_by: string | null;
  revoked_at: Date | null;
}

export async function createShareLink(ctx: ServerContext, me: Principal, month: string): Promise<ReportShare> {
  const uid = newUid('share');
  const at = ctx.now();
  const expiresAt = at + REPORT_SHARE_DAYS * DAY_MS;
  await ctx.db.query(
    `INSERT INTO report_shares (uid, enterprise_uid, month, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [uid, me.enterpriseUid, month, me.userUid, new Date(at), new Date(expiresAt)]);
  const token = await signPurposeToken(ctx.tokens, me.enterpriseUid, SHARE_TYPE, REPORT_SHARE_DAYS * 86_400, { month, sid: uid });
  return { uid, month, token, expiresAt };
}

/** The enterprise and month a share token reads; 403 with the reason when it is forged, expired or revoked. */
export async function resolveShareToken(ctx: ServerContext, token: string): Promise<{ enterpriseUid: string; month: string }> {
  const claims = await verifyToken<{ typ?: string; month?: string; sid?: string }>(ctx.tokens, token);
  if (!claims || claims.typ !== SHARE_TYPE || typeof claims.month !== 'string' || typeof claims.sid !== 'string') throw forbidden(SHARE_INVALID);
  const row = await ctx.db.one<{ revoked_at: Date | null }>(
    `SELECT revoked_at FROM report_shares WHERE uid = $1 AND enterprise_uid = $2 AND month = $3`, [claims.sid, claims.sub, claims.month]);
  if (!row) throw forbidden(SHARE_INVALID);
  if (row.revoked_at) throw forbidden(REPORT_SHARE_REVOKED);
  return { enterpriseUid: claims.sub, month: claims.month };
}

/** The enterprise's links that still work, newest first. */
export async function listShareLinks(ctx: ServerContext, enterpriseUid: string): Promise<ReportShareLink[]> {
  const rows = await ctx.db.query<ShareRow>(
    `SELECT s.uid, s.month, s.created_at, s.expires_at, s.revoked_at, s.created_by
       FROM report_shares s
      WHERE s.enterprise_uid = $1 AND s.revoked_at IS NULL AND s.expires_at > $2
      ORDER BY s.created_at DESC, s.uid LIMIT 500`,
    [enterpriseUid, new Date(ctx.now())]);
  // Who made each link, by name from the core's users (deleted accounts too).
  const names = await serviceOf(ctx, 'core.users').names(ctx.db, rows.flatMap((r) => (r.created_by ? [r.created_by] : [])));
  return rows.map((r) => ({
    uid: r.uid, month: r.month, createdAt: toMs(r.created_at) ?? 0, createdBy: (r.created_by ? names.get(r.created_by) : undefined) ?? '', expiresAt: toMs(r.expires_at) ?? 0,
  }));
}

/**
 * Revokes one of the caller's enterprise's links: another enterprise's uid is not found. Returns the
 * link's month when this call revoked it, null when it was revoked already (a repeat changes nothing).
 */
export function revokeShareLink(ctx: ServerContext, me: Principal, uid: string): Promise<string | null> {
  return revokeLink(ctx, me, 'report_shares', uid);
}
