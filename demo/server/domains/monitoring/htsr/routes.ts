import { htsr, type ReservationPeriod } from '../../../../../src/core/api/contract/htsr';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../http/errors';
import type { Registrar } from '../../../http/register';
import { provideService } from '../../../services';
import { newUid } from '../shared/ids';
import { BAYS_PER_PERIOD, normalizeCounty, periodsOf, SERVICE_FACTORIES } from './factories';
import { dayStartMs } from '../../../time';

/** The periods of a factory on a date with their bookings; periods already begun are not available. */
export async function periodsWithBookings(db: Db, factoryUid: string, date: string, now: number): Promise<ReservationPeriod[]> {
  const booked = await db.query<{ period_start: string; n: string }>(
    `SELECT period_start, count(*) AS n FROM htsr_bookings WHERE factory_uid = $1 AND day = $2 GROUP BY period_start`,
    [factoryUid, date],
  );
  const counts = new Map(booked.map((b) => [b.period_start, Number(b.n)]));
  return periodsOf(date).map(({ start, end }) => {
    const [h, m] = start.split(':').map(Number);
    const begins = dayStartMs(date) + (h * 60 + m) * 60_000;
    const n = counts.get(start) ?? 0;
    return { start, end, capacity: BAYS_PER_PERIOD, booked: n, available: begins > now && n < BAYS_PER_PERIOD };
  });
}

/**
 * Service offered to the maintenance domain ('htsr.reserve' / 'htsr.release'): books a period of a
 * factory for a reservation (refUid), or frees it again.
 */
export function publishHtsrServices(ctx: ServerContext): void {
  provideService(ctx, 'htsr.reserve', async (factoryUid, date, start, refUid) => {
    if (!SERVICE_FACTORIES.some((f) => f.uid === factoryUid)) throw notFound('服務廠');
    const period = (await periodsWithBookings(ctx.db, factoryUid, date, ctx.now())).find((p) => p.start === start);
    if (!period || !period.available) throw conflict('此時段已額滿或不開放預約。', 'period');
    await ctx.db.query(`INSERT INTO htsr_bookings (uid, factory_uid, day, period_start, ref_uid) VALUES ($1, $2, $3, $4, $5)`,
      [newUid('bkg'), factoryUid, date, start, refUid]);
  });
  provideService(ctx, 'htsr.release', async (refUid) => {
    await ctx.db.query(`DELETE FROM htsr_bookings WHERE ref_uid = $1`, [refUid]);
  });
  provideService(ctx, 'htsr.factory', (uid) => SERVICE_FACTORIES.find((f) => f.uid === uid) ?? null);
}

/** HTSR calls (spec 7.6): the service network's factories and reservation periods. */
export function htsrRoutes(r: Registrar, ctx: ServerContext): void {
  publishHtsrServices(ctx);

  r.route(htsr.factory, async ({ body }) => {
    const county = body.county ? normalizeCounty(body.county) : null;
    const keyword = body.keyword?.trim();
    return SERVICE_FACTORIES.filter((f) => (!county || f.county === county)
      && (!keyword || f.name.includes(keyword) || f.address.includes(keyword) || f.dealer.includes(keyword)));
  });

  r.route(htsr.period, async ({ body }) => {
    if (!SERVICE_FACTORIES.some((f) => f.uid === body.factoryUid)) throw notFound('服務廠');
    return periodsWithBookings(ctx.db, body.factoryUid, body.date, ctx.now());
  });
}
