import { report, REPORT_SHARE_DAYS } from '../../../../../src/core/api/contract/report';
import { monthOf } from '../../../../../src/core/report/month';
import type { ServerContext } from '../../../context';
import { requireUser } from '../../../auth/authenticate';
import { signPurposeToken, verifyToken } from '../../../auth/tokens';
import type { Registrar } from '../../../http/register';
import { badInput, forbidden } from '../../../http/errors';
import { DAY_MS } from '../../../time';
import { monthlyReport } from './figures';

/** The purpose of a share token: it reads one enterprise's report of one month, nothing else. */
const SHARE_TYPE = 'report-share';

/**
 * The monthly operations report (spec 2.11, 2.2, 6): report.share signs a token for the caller's
 * enterprise and a month; report.monthly answers the report a token names, to anyone holding it.
 */
export function reportRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(report.share, async ({ body, user }) => {
    const me = requireUser(user);
    if (body.month > monthOf(ctx.now())) throw badInput('month', '無法分享尚未到來的月份。');
    const ttl = REPORT_SHARE_DAYS * 86_400;
    const token = await signPurposeToken(ctx.tokens, me.enterpriseUid, SHARE_TYPE, ttl, { month: body.month });
    return { month: body.month, token, expiresAt: ctx.now() + REPORT_SHARE_DAYS * DAY_MS };
  });

  r.route(report.monthly, async ({ body }) => {
    const claims = await verifyToken<{ typ?: string; month?: string }>(ctx.tokens, body.share);
    if (!claims || claims.typ !== SHARE_TYPE || typeof claims.month !== 'string') {
      throw forbidden('分享連結無效或已過期，請向分享者索取新的連結。');
    }
    return monthlyReport(ctx.db, claims.sub, claims.month);
  });
}
