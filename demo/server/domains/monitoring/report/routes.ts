import { report } from '../../../../../src/core/api/contract/report';
import { monthLabel, monthOf } from '../../../../../src/core/report/month';
import type { ServerContext } from '../../../context';
import { requireUser } from '../../../auth/authenticate';
import { RateLimiter } from '../../../auth/rate-limit';
import type { Registrar } from '../../../http/register';
import { badInput } from '../../../http/errors';
import { markRecorded } from '../../../http/operation-audit';
import { recordOperation, serviceOf } from '../../../services';
import { createShareLink, listShareLinks, resolveShareToken, revokeShareLink } from './share-links';

/**
 * Reads of the public report call per client and minute: a shared link opens with one; a client
 * sweeping tokens, or hammering the figures' queries without signing in, is held off (issue 22, 22).
 */
export const PUBLIC_REPORT_READS_PER_MINUTE = 30;

const refuseFutureMonth = (month: string, now: number) => {
  if (month > monthOf(now)) throw badInput('month', '無法查看或分享尚未到來的月份。');
};

/**
 * The monthly operations report (spec 2.11, 2.2, 6): report.own answers the caller's own enterprise;
 * report.share makes a link (a token naming a revocable row) that report.monthly answers to anyone
 * holding it; report.shares and report.revokeShare let the enterprise see and withdraw its links.
 */
export function reportRoutes(r: Registrar, ctx: ServerContext): void {
  const publicReads = new RateLimiter('public-report-client', PUBLIC_REPORT_READS_PER_MINUTE, 60_000, ctx);

  r.route(report.own, async ({ params, user }) => {
    refuseFutureMonth(params.month, ctx.now());
    return serviceOf(ctx, 'monitoring.monthlyReports').get(requireUser(user).enterpriseUid, params.month);
  });

  r.route(report.share, async ({ body, user }) => {
    const me = requireUser(user);
    refuseFutureMonth(body.month, ctx.now());
    const link = await createShareLink(ctx, me, body.month);
    await recordOperation(ctx, me, '建立報表分享連結', `${monthLabel(body.month)}營運報表`, { uid: link.uid });
    return link;
  });

  r.route(report.monthly, async ({ body, ip }) => {
    await publicReads.enforce(ip, '報表查詢次數過多，請稍後再試。');
    const { enterpriseUid, month } = await resolveShareToken(ctx, body.share);
    return serviceOf(ctx, 'monitoring.monthlyReports').get(enterpriseUid, month);
  });

  r.route(report.shares, async ({ user }) => listShareLinks(ctx, requireUser(user).enterpriseUid));

  r.route(report.revokeShare, async ({ params, user }) => {
    const me = requireUser(user);
    const month = await revokeShareLink(ctx, me, params.uid);
    if (month) await recordOperation(ctx, me, '撤銷報表分享連結', `${monthLabel(month)}營運報表`, { uid: params.uid });
    // A repeat changed nothing, so it has no entry, nor the generic one the audit net would add.
    else markRecorded();
    return null;
  });
}
