import { drivingScore, scoreExportName } from '../../../../../src/core/api/contract/score';
import type { ServerContext } from '../../../context';
import { badInput, notFound } from '../../../http/errors';
import type { Registrar } from '../../../http/register';
import { CATEGORY } from '../events/describe';
import { newUid } from '../shared/ids';
import { checkDates } from '../shared/paging';
import { xlsxFile } from '../shared/xlsx';
import { driverScoresOf, scoreRows, settleDaysOf } from './queries';
import { settleDays } from './settle';
import { pageOf } from '../../../db/sql';
import { notifyUsers, recordOperation, serviceOf } from '../../../services';
import { taipeiDateTime, toMs } from '../../../time';

/** Driving score calls (spec 7.6 'Driving score', 2.11 'Driver performance'). */
export function scoreRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(drivingScore.canBeSettled, async ({ body, user }) => {
    checkDates(body.startDate, body.endDate);
    return settleDaysOf(ctx.db, user!.enterpriseUid, body.startDate, body.endDate, ctx.now());
  });

  r.route(drivingScore.settleJob, async ({ body, user }) => {
    const me = user!;
    checkDates(body.startDate, body.endDate);
    if (body.driverUids) {
      const found = await serviceOf(ctx, 'core.users').drivers(ctx.db, me.enterpriseUid, body.driverUids);
      if (found.length !== new Set(body.driverUids).size) throw notFound('駕駛');
    }
    const days = (await settleDaysOf(ctx.db, me.enterpriseUid, body.startDate, body.endDate, ctx.now())).filter((d) => d.ready).map((d) => d.date);
    if (days.length === 0) throw badInput('endDate', '所選日期尚未結束，無法結算。');
    const jobUid = newUid('job');
    const result = await settleDays(ctx.db, me.enterpriseUid, days, jobUid, ctx.now(), body.driverUids);
    await ctx.db.query(
      `INSERT INTO score_jobs (uid, enterprise_uid, start_date, end_date, created_by, drivers, scores, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [jobUid, me.enterpriseUid, days[0], days[days.length - 1], me.userUid, result.drivers, result.scores, new Date(ctx.now())],
    );
    const range = days.length === 1 ? days[0] : `${days[0]} 至 ${days[days.length - 1]}`;
    await notifyUsers(ctx, {
      enterpriseUid: me.enterpriseUid, category: CATEGORY.performance, type: 'performance', code: 'settled',
      title: '駕駛績效結算完成', content: `${range} 的駕駛數據已結算，共 ${result.drivers} 位駕駛。`,
      data: { jobUid, days },
    });
    await recordOperation(ctx, me, '結算駕駛績效', range, { jobUid, drivers: result.drivers });
    return { jobUid, days, ...result };
  });

  r.route(drivingScore.list, async ({ body, user }) => {
    checkDates(body.startDate, body.endDate);
    const page = pageOf(body);
    const all = driverScoresOf(await scoreRows(ctx, user!.enterpriseUid, body));
    return { total: all.length, ...page, list: all.slice(page.offset, page.offset + page.limit) };
  });

  r.file(drivingScore.exportLog, async ({ body, user }) => {
    checkDates(body.startDate, body.endDate);
    const rows = await scoreRows(ctx, user!.enterpriseUid, body);
    const headers = ['日期', '駕駛', '分數', '行程數', '里程(公里)', '行駛時間(分鐘)', '怠速時間(分鐘)', '駕駛事件數', '結算時間', '結算批次'];
    const data = rows.map((r) => [
      r.day, r.driver_name ?? '', Number(r.score), r.journey_count, Math.round(Number(r.distance) / 100) / 10,
      Math.round(r.driving_seconds / 60), Math.round((r.breakdown.idleSeconds ?? 0) / 60), r.event_count,
      taipeiDateTime(toMs(r.settled_at)!), r.job_uid,
    ]);
    return xlsxFile(scoreExportName(body.startDate), '駕駛評分', headers, data);
  });
}
