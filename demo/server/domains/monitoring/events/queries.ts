import type { Static } from '@sinclair/typebox';
import { EVENT_TYPE_LABELS, type EventCarListBody, type EventCarRow, type EventListBody } from '../../../../../src/core/api/contract/events';
import { EVENT_TYPE_NOTES } from '../../../../../src/core/api/contract/vocabulary/events';
import { carOf, listedCarNames, listedCars, requireOption } from '../shared/cars';
import { checkRange } from '../shared/paging';
import { EVENT_SELECT, EVENT_TABLES, eventsOf, type EventRow } from './rows';
import { queryPage, Where } from '../../../db/sql';
import { fleetCars, type Reads } from '../../../car-refs';

type CarListFilter = Static<typeof EventCarListBody>;
type EventFilter = Static<typeof EventListBody>;
type Page = { offset: number; limit: number };

/** Checks the filters: a valid range, and a car, department and task kind of the caller's enterprise. */
async function checkFilter(r: Reads, enterpriseUid: string, f: { startTime: number; endTime: number; carUid?: string; departmentUid?: string; taskKindUid?: string }) {
  checkRange(f.startTime, f.endTime);
  if (f.carUid) await carOf(r, enterpriseUid, f.carUid);
  await requireOption(r, enterpriseUid, f.departmentUid, 'department', '部門');
  await requireOption(r, enterpriseUid, f.taskKindUid, 'task', '任務種類');
}

interface CarCountRow {
  car_uid: string;
  total: string;
  counts: Record<string, number> | null;
}

/** Per car, the events of each type in the range (events/v0/car/list and its export). */
export async function eventCounts(r: Reads, enterpriseUid: string, f: CarListFilter, page: Page): Promise<{ total: number; list: EventCarRow[] }> {
  const { db } = r;
  await checkFilter(r, enterpriseUid, f);
  const listed = await listedCars(r, enterpriseUid, f);
  const uids = f.carUid ? listed.filter((uid) => uid === f.carUid) : listed;
  const kind = f.taskKindUid ? ' AND e.task_kind_uid = $4' : '';
  const rows = await db.query<CarCountRow>(
    `SELECT o.uid AS car_uid, coalesce(x.total, 0) AS total, x.counts
       FROM unnest($1::text[]) WITH ORDINALITY AS o(uid, ord)
       LEFT JOIN LATERAL (
         SELECT sum(n) AS total, jsonb_object_agg(type, n) AS counts
           FROM (SELECT e.type, count(*) AS n FROM events e
                  WHERE e.car_uid = o.uid AND e.created_at >= $2 AND e.created_at <= $3${kind} GROUP BY e.type) t
       ) x ON true
      ORDER BY total DESC, o.ord LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}`,
    [uids, new Date(f.startTime), new Date(f.endTime), ...(f.taskKindUid ? [f.taskKindUid] : [])],
  );
  const names = await listedCarNames(r, enterpriseUid, rows.map((row) => row.car_uid));
  return {
    total: uids.length,
    list: rows.map((row) => ({
      carUid: row.car_uid,
      ...names.get(row.car_uid)!,
      total: Number(row.total),
      counts: Object.fromEntries(Object.entries(row.counts ?? {}).map(([k, v]) => [k, Number(v)])),
    })),
  };
}

/** Events of the range, newest first (events/v0/event/list and its export). */
export async function eventPage(r: Reads, enterpriseUid: string, f: EventFilter, page: Page) {
  const { db } = r;
  await checkFilter(r, enterpriseUid, f);
  const where = Where.scoped('e.enterprise_uid', enterpriseUid)
    .add('e.created_at >= ?', new Date(f.startTime))
    .add('e.created_at <= ?', new Date(f.endTime));
  if (f.carUid) where.add('e.car_uid = ?', f.carUid);
  if (f.driverUid) where.add('e.driver_uid = ?', f.driverUid);
  if (f.types?.length) where.add('e.type = ANY(?)', f.types);
  if (f.levels?.length) where.add('e.level = ANY(?)', f.levels);
  // The department a car is in now, deleted cars too (an event keeps its car).
  if (f.departmentUid) where.add('e.car_uid = ANY(?)', await fleetCars(r).ordered(db, enterpriseUid, { departmentUid: f.departmentUid, deleted: true }));
  if (f.taskKindUid) where.add('e.task_kind_uid = ?', f.taskKindUid);
  const { total, rows } = await queryPage<EventRow>(db, { select: EVENT_SELECT, from: EVENT_TABLES, where, orderBy: 'e.created_at DESC, e.uid' }, page);
  return { total, list: await eventsOf(r, rows) };
}

/** Labels of the types in a count row, in the order of spec 4 (dtc and rawdata share a label). */
export const COUNT_COLUMNS = (Object.keys(EVENT_TYPE_LABELS) as Array<keyof typeof EVENT_TYPE_LABELS>)
  .map((type) => ({ type, label: `${EVENT_TYPE_LABELS[type]}${EVENT_TYPE_NOTES[type] ?? ''}` }));
