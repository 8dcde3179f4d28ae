import type { SeedContext } from '../../../context';
import { insertFence, type FenceRow } from '../fences/store';
import { insertRoute } from '../routes/routes';
import { settleDays } from '../score/settle';
import { carsOf } from '../shared/cars';
import { loadTaskKinds, taskKindResolver } from '../shared/task-kinds';
import { seedDeviceSamples } from './device-samples';
import { FENCES_A, FENCES_B, ROUTES_A, ROUTES_B } from './fences';
import { buildHistory, storeHistory } from './history';
import { datesBetween, DAY_MS, taipeiDate } from '../../../time';

/**
 * The monitoring seed: fences and common routes of both enterprises, then ctx.seedSize.days of
 * past journeys and events of their cars, a day of device readings, and the settled scores of the
 * finished days.
 */
export async function seedMonitoring(ctx: SeedContext): Promise<void> {
  const now = ctx.now();
  const { A, B } = ctx.enterprises;
  const fencesOf = new Map<string, FenceRow[]>();
  for (const [enterpriseUid, fences, routes] of [[A, FENCES_A, ROUTES_A], [B, FENCES_B, ROUTES_B]] as const) {
    const rows: FenceRow[] = [];
    for (const [i, f] of fences.entries()) rows.push(await insertFence(ctx.db, enterpriseUid, `fen-${enterpriseUid}-${i + 1}`, f, now - (fences.length - i) * 60_000));
    fencesOf.set(enterpriseUid, rows);
    for (const [i, r] of routes.entries()) {
      await insertRoute(ctx.db, enterpriseUid, r.name, r.waypoints.map(([lat, lng]) => ({ lat, lng })), now - (routes.length - i) * 60_000);
    }
  }
  const taskKindOf = taskKindResolver(await loadTaskKinds(ctx));
  const yesterday = taipeiDate(now - DAY_MS);
  const firstDay = taipeiDate(now - ctx.seedSize.days * DAY_MS);
  const carsOfEnterprise = new Map([[A, await carsOf(ctx, A)], [B, await carsOf(ctx, B)]]);
  const histories = [A, B].map((e) => buildHistory(ctx, carsOfEnterprise.get(e)!, fencesOf.get(e) ?? [], taskKindOf));
  await storeHistory(ctx, histories);
  for (const [i, enterpriseUid] of [A, B].entries()) {
    const cars = carsOfEnterprise.get(enterpriseUid)!;
    const made = { journeys: histories[i].journeys.length, events: histories[i].events.length };
    const samples = await seedDeviceSamples(ctx, cars);
    const settled = await settleDays(ctx.db, enterpriseUid, datesBetween(firstDay, yesterday), `job-seed-${enterpriseUid}`, now);
    await ctx.db.query(
      `INSERT INTO score_jobs (uid, enterprise_uid, start_date, end_date, created_by, drivers, scores, created_at) VALUES ($1, $2, $3, $4, NULL, $5, $6, $7)`,
      [`job-seed-${enterpriseUid}`, enterpriseUid, firstDay, yesterday, settled.drivers, settled.scores, new Date(now)],
    );
    ctx.log(`[seed] monitoring ${enterpriseUid}: ${made.journeys} journeys, ${made.events} events, ${samples} device samples, ${settled.scores} scores`);
  }
}
