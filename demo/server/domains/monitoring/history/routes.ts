import { drivingHistory, type JourneyPoint } from '../../../../../src/core/api/contract/history';
import type { ServerContext } from '../../../context';
import { notFound } from '../../../http/errors';
import type { Registrar } from '../../../http/register';
import { carUidOfJourney } from '../events/convert';
import { EVENT_FROM, eventsOf, type EventRow } from '../events/rows';
import { carOf, listedCarNames, listedCars, requireOption } from '../shared/cars';
import { checkRange } from '../shared/paging';
import { JOURNEY_SELECT, JOURNEY_TABLES, journeysOf, type JourneyRow } from './store';
import { listPage, pageOf, Where, type Paged } from '../../../db/sql';
import type { Journey } from '../../../../../src/core/api/contract/journey';
import { journeyOfOpen, openJourneyByUid, openJourneyIn, pageWithOpen } from './open-journey';
import { toMs } from '../../../time';
import { preparedAround } from '../../../http/spliced-gzip';
import { PACKED_POINTS, toPacked } from './points';
import { fleetCars } from '../../../car-refs';

interface HistoryCarSums {
  car_uid: string;
  journey_count: string;
  distance: number | null;
  duration: string | null;
  last_end: Date | null;
}

/** Track playback calls (spec 7.6 'Driving history', 2.11 'History'). */
export function historyRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(drivingHistory.carList, async ({ body, user }) => {
    checkRange(body.startTime, body.endTime);
    const enterpriseUid = user!.enterpriseUid;
    await requireOption(ctx, enterpriseUid, body.departmentUid, 'department', '部門');
    const uids = await listedCars(ctx, enterpriseUid, body);
    const page = pageOf(body);
    const sums = await ctx.db.query<HistoryCarSums>(
      `SELECT o.uid AS car_uid, coalesce(x.n, 0) AS journey_count, x.distance, x.duration, x.last_end
         FROM unnest($1::text[]) WITH ORDINALITY AS o(uid, ord)
         LEFT JOIN LATERAL (SELECT count(*) AS n, sum(j.distance) AS distance, sum(j.duration) AS duration, max(j.end_time) AS last_end
                              FROM journeys j WHERE j.car_uid = o.uid AND j.start_time >= $2 AND j.start_time <= $3) x ON true
        ORDER BY o.ord`,
      [uids.slice(page.offset, page.offset + page.limit), new Date(body.startTime), new Date(body.endTime)],
    );
    const names = await listedCarNames(ctx, enterpriseUid, sums.map((row) => row.car_uid));
    const list = await Promise.all(sums.map(async (row) => {
      // The journey under way counts as the car's journey list shows it (issue 22).
      const open = await openJourneyIn(ctx, enterpriseUid, row.car_uid, body.startTime, body.endTime);
      const openSeconds = open ? Math.round((open.points[open.points.length - 1].time - open.startTime) / 1000) : 0;
      const { carNo, driverName, departmentUid } = names.get(row.car_uid)!;
      return {
        carUid: row.car_uid, carNo, driverName, departmentUid,
        journeyCount: Number(row.journey_count) + (open ? 1 : 0), distance: Math.round(Number(row.distance ?? 0) + (open?.distance ?? 0)),
        duration: Number(row.duration ?? 0) + openSeconds, lastJourneyEnd: toMs(row.last_end),
      };
    }));
    return { total: uids.length, ...page, list };
  });

  r.route(drivingHistory.journeyList, async ({ body, user }) => {
    checkRange(body.startTime, body.endTime);
    const car = await carOf(ctx, user!.enterpriseUid, body.carUid);
    const where = Where.scoped('j.enterprise_uid', user!.enterpriseUid).add('j.car_uid = ?', body.carUid)
      .add('j.start_time >= ?', new Date(body.startTime)).add('j.start_time <= ?', new Date(body.endTime));
    const stored = (page: Paged) => listPage(ctx.db, { select: JOURNEY_SELECT, from: JOURNEY_TABLES, where, orderBy: 'j.start_time DESC, j.uid' }, page,
      (rows: JourneyRow[]) => journeysOf(ctx, rows));
    const open = await openJourneyIn(ctx, user!.enterpriseUid, body.carUid, body.startTime, body.endTime);
    if (!open) return stored(pageOf(body));
    const newer = await ctx.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM journeys WHERE car_uid = $1 AND start_time > $2 AND start_time <= $3`,
      [body.carUid, new Date(open.startTime), new Date(body.endTime)]);
    return pageWithOpen(await journeyOfOpen(ctx, open, car.car_no), Number(newer!.n), pageOf(body), stored);
  });

  r.route(drivingHistory.journeyDetail, async ({ body, user }) => {
    // A stored journey's points are kept printed and gzipped (points.ts): the answer splices them
    // between the journey and its events without unpacking them for callers that take gzip. A
    // journey has no range limit (spec 7.6), and a week of 1 Hz points (604,800) printed per call
    // held the event loop for seconds (issue 26, 6).
    const row = await ctx.db.one<JourneyRow & { points_gz: string }>(
      `SELECT ${JOURNEY_SELECT}, ${PACKED_POINTS} FROM ${JOURNEY_TABLES} WHERE j.uid = $1 AND j.enterprise_uid = $2`,
      [body.journeyUid, user!.enterpriseUid],
    );
    if (!row) {
      const { journey, points } = await openDetail(body.journeyUid, user!.enterpriseUid);
      return { journey, points, events: await eventsAlong(journey) };
    }
    const journey = (await journeysOf(ctx, [row]))[0];
    const events = await eventsAlong(journey);
    return { prepared: preparedAround(`{"status":0,"data":{"journey":${JSON.stringify(journey)},"points":`, toPacked(row.points_gz), `,"events":${JSON.stringify(events)}}}`) };
  });

  /** Events of the car during the journey (also those recorded without a journey link, e.g. DVR). */
  async function eventsAlong(journey: Journey) {
    const events = await ctx.db.query<EventRow>(
      `${EVENT_FROM} WHERE e.car_uid = $1 AND e.created_at >= $2 AND e.created_at <= $3 ORDER BY e.created_at`,
      [journey.carUid, new Date(journey.startTime), new Date(journey.endTime)],
    );
    return eventsOf(ctx, events);
  }

  /** A journey uid not stored yet may be the one a car is driving (its uid names the car). */
  async function openDetail(journeyUid: string, enterpriseUid: string): Promise<{ journey: Journey; points: JourneyPoint[] }> {
    const car = await fleetCars(ctx).one(ctx.db, enterpriseUid, carUidOfJourney(journeyUid));
    const open = car && await openJourneyByUid(ctx, enterpriseUid, car.uid, journeyUid);
    if (!car || !open) throw notFound('行程');
    return { journey: await journeyOfOpen(ctx, open, car.car_no), points: open.points };
  }
}
