import { ICON_KIND_OF_TYPE, type EventIconKind } from '../../../../../src/core/api/contract/events';
import { drivingMonitor, type LastEventStatus } from '../../../../../src/core/api/contract/monitor';
import type { ServerContext } from '../../../context';
import { notFound } from '../../../http/errors';
import type { Registrar } from '../../../http/register';
import { provideService } from '../../../services';
import { carsOf, requireOption } from '../shared/cars';
import { carListAnswersOf } from './car-list-answers';
import { runtimeOf } from './runtime';
import { carsChangedEverywhere, onCarsChanged } from './simulator-inbox';
import { intakeOf } from '../intake/intake';
import { toMs } from '../../../time';
import { HOUR_MS } from '../../../../../src/core/format/time-units';

/** SQL CASE giving an event type's icon kind (spec 3 'Event icon kinds'). */
const KIND_CASE = `CASE ${Object.entries(
  Object.entries(ICON_KIND_OF_TYPE).reduce<Record<string, string[]>>((acc, [type, kind]) => ({ ...acc, [kind]: [...(acc[kind] ?? []), type] }), {}),
).map(([kind, types]) => `WHEN e.type IN (${types.map((t) => `'${t}'`).join(', ')}) THEN '${kind}'`).join(' ')} END`;

/** Live monitoring calls (spec 7.6): the map's first paint and the event icons. */
export function monitorRoutes(r: Registrar, ctx: ServerContext): void {
  // The live records, for other domains (the open API's car info).
  provideService(ctx, 'monitoring.snapshot', (enterpriseUid: string) => runtimeOf(ctx).records(enterpriseUid));
  provideService(ctx, 'monitoring.carsChanged', () => carsChangedEverywhere(ctx));
  onCarsChanged(ctx, () => {
    runtimeOf(ctx).carsChanged();
    intakeOf(ctx).forgetCars();
  });

  // Built from the live records once per tick and filter, printed and gzipped once, shared (car-list-answers.ts).
  const carLists = carListAnswersOf(ctx);
  r.route(drivingMonitor.carList, async ({ body, user }) => {
    const me = user!;
    await requireOption(ctx, me.enterpriseUid, body.departmentUid, 'department', '部門');
    return { prepared: await carLists.answer(await runtimeOf(ctx).records(me.enterpriseUid), body) };
  });

  r.route(drivingMonitor.lastEventStatus, async ({ body, user }) => {
    const me = user!;
    await requireOption(ctx, me.enterpriseUid, body.departmentUid, 'department', '部門');
    let cars = await carsOf(ctx, me.enterpriseUid);
    if (body.carUids?.length) {
      const wanted = new Set(body.carUids);
      cars = cars.filter((c) => wanted.has(c.uid));
      if (cars.length !== wanted.size) throw notFound('車輛');
    }
    if (body.departmentUid) cars = cars.filter((c) => c.department_uid === body.departmentUid);
    const since = new Date(ctx.now() - (body.hours ?? 24) * HOUR_MS);
    const rows = await ctx.db.query<{ car_uid: string; kind: EventIconKind; uid: string; type: string; title: string; created_at: Date }>(
      `SELECT DISTINCT ON (e.car_uid, kind) e.car_uid, ${KIND_CASE} AS kind, e.uid, e.type, e.title, e.created_at
         FROM events e WHERE e.enterprise_uid = $1 AND e.created_at >= $2 AND e.car_uid = ANY($3)
        ORDER BY e.car_uid, kind, e.created_at DESC`,
      [me.enterpriseUid, since, cars.map((c) => c.uid)],
    );
    const byCar = new Map<string, LastEventStatus['events']>();
    for (const c of cars) byCar.set(c.uid, { fence: null, drive: null, detect: null, dtc: null, speed: null, engine: null, tss: null });
    for (const row of rows) {
      const events = byCar.get(row.car_uid);
      if (events && row.kind) events[row.kind] = { uid: row.uid, type: row.type, title: row.title, time: toMs(row.created_at)! };
    }
    return cars.map((c) => ({ carUid: c.uid, carNo: c.car_no, departmentUid: c.department_uid, events: byCar.get(c.uid)! }));
  });
}
