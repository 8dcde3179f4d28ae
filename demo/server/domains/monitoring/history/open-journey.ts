import type { Journey } from '../../../../../src/core/api/contract/journey';
import type { ServerContext } from '../../../context';
import type { ListPage, Paged } from '../../../db/sql';
import { serviceOf } from '../../../services';
import { runtimeOf } from '../monitor/runtime';
import type { StoredJourney } from './store';

/**
 * A journey still under way is not in the journeys table until the truck parks, yet a manager
 * replays it up to now (issue 22: 回放 on the newest event). These read it from the live runtime,
 * shaped like a stored one, and add it to what the table answers.
 */

/** The car's journey under way when it started within [from, to]; null when parked or outside. */
export async function openJourneyIn(ctx: ServerContext, enterpriseUid: string, carUid: string, from: number, to: number): Promise<StoredJourney | null> {
  const open = await runtimeOf(ctx).openJourney(enterpriseUid, carUid);
  return open && open.startTime >= from && open.startTime <= to ? open : null;
}

/** The open journey with the uid a closed one will keep; null when it is not (or no longer) under way. */
export async function openJourneyByUid(ctx: ServerContext, enterpriseUid: string, carUid: string, uid: string): Promise<StoredJourney | null> {
  const open = await runtimeOf(ctx).openJourney(enterpriseUid, carUid);
  return open?.uid === uid ? open : null;
}

/** The contract's journey of an open one, with its car number, driver and events so far. */
export async function journeyOfOpen(ctx: ServerContext, open: StoredJourney, carNo: string): Promise<Journey> {
  const driverName = open.driverUid ? (await serviceOf(ctx, 'core.users').names(ctx.db, [open.driverUid])).get(open.driverUid) ?? '' : '';
  const [count] = await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE journey_uid = $1', [open.uid]);
  const end = open.points[open.points.length - 1]?.time ?? open.endTime;
  return {
    uid: open.uid, carUid: open.carUid, carNo, driverUid: open.driverUid, driverName,
    startTime: open.startTime, endTime: end, startAddress: open.startAddress, endAddress: open.endAddress,
    distance: Math.round(open.distance), duration: Math.max(0, Math.round((end - open.startTime) / 1000)),
    idleSeconds: open.idleSeconds, maxSpeed: open.maxSpeed, avgSpeed: open.avgSpeed, eventCount: Number(count?.n ?? 0),
    confirmed: false, confirmedAt: null, confirmedBy: null, note: '', ongoing: true,
  };
}

/**
 * A newest-first page with the open journey in its place among the stored ones: `newer` stored
 * journeys started after it (usually none; the simulator may begin mid-journey with an earlier
 * start), so it is row `newer` of the whole list and the stored rows after it move down by one.
 */
export async function pageWithOpen(
  open: Journey, newer: number, page: Paged, storedPage: (p: Paged) => Promise<ListPage<Journey>>,
): Promise<ListPage<Journey>> {
  const at = newer - page.offset;
  const inPage = at >= 0 && at < page.limit;
  const rest = await storedPage({ offset: page.offset - (at < 0 ? 1 : 0), limit: page.limit - (inPage ? 1 : 0) });
  const list = inPage ? [...rest.list.slice(0, at), open, ...rest.list.slice(at)] : rest.list;
  return { total: rest.total + 1, offset: page.offset, limit: page.limit, list };
}
