import { liveShare } from '../../../../../src/core/api/contract/live-share';
import { formatTaipei } from '../../../../../src/core/format';
import { HOUR_MS } from '../../../../../src/core/format/time-units';
import type { ServerContext } from '../../../context';
import { requireUser } from '../../../auth/authenticate';
import { RateLimiter } from '../../../auth/rate-limit';
import type { Registrar } from '../../../http/register';
import { markRecorded } from '../../../http/operation-audit';
import { recordOperation, serviceOf } from '../../../services';
import { createLiveShare, listLiveShares, resolveLiveShare, revokeLiveShare } from './links';
import { liveShareView } from './view';

/**
 * Reads of a shared view per client and minute: an open page reads every 2 s (30 a minute), so a few
 * pages behind one address fit; a client sweeping tokens is held off. In the database, so every
 * server process counts the same reads.
 */
export const LIVE_SHARE_READS_PER_MINUTE = 120;
/** Links one user makes per hour: a dispatcher shares a few trucks a day, not the fleet. */
export const LIVE_SHARES_PER_HOUR = 30;

const carNoOf = async (ctx: ServerContext, carUid: string) => (await serviceOf(ctx, 'fleet.cars').numbers(ctx.db, [carUid])).get(carUid) ?? carUid;

/** Expiring live-share links (issue 27, 4): make, list and revoke them; the public view they open. */
export function liveShareRoutes(r: Registrar, ctx: ServerContext): void {
  const reads = new RateLimiter('live-share-read', LIVE_SHARE_READS_PER_MINUTE, 60_000, ctx);
  const creations = new RateLimiter('live-share-create', LIVE_SHARES_PER_HOUR, HOUR_MS, ctx);

  r.route(liveShare.create, async ({ body, user }) => {
    const me = requireUser(user);
    await creations.enforce(me.userUid, '建立分享連結的次數過多，請稍後再試。');
    const { link, carUid } = await createLiveShare(ctx, me, body);
    const what = `${link.kind === 'task' ? '任務' : '車輛'} ${await carNoOf(ctx, carUid)}`;
    await recordOperation(ctx, me, '建立即時分享連結', `${what}（有效至 ${formatTaipei(link.expiresAt, 'YYYY-MM-DD HH:mm')}）`, { uid: link.uid });
    return link;
  });

  r.route(liveShare.list, async ({ user }) => listLiveShares(ctx, requireUser(user).enterpriseUid));

  r.route(liveShare.revoke, async ({ params, user }) => {
    const me = requireUser(user);
    const carUid = await revokeLiveShare(ctx, me, params.uid);
    if (carUid) await recordOperation(ctx, me, '撤銷即時分享連結', `車輛 ${await carNoOf(ctx, carUid)}`, { uid: params.uid });
    // A repeat changed nothing, so it has no entry, nor the generic one the audit net would add.
    else markRecorded();
    return null;
  });

  r.route(liveShare.view, async ({ body, ip }) => {
    await reads.enforce(ip, '查詢次數過多，請稍後再試。');
    return liveShareView(ctx, await resolveLiveShare(ctx, body.share));
  });
}
