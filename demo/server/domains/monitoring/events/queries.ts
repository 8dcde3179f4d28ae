import type { Static } from '@sinclair/typebox';
import { EVENT_TYPE_LABELS, type EventCarListBody, type EventCarRow, type EventListBody } from '../../../../../src/core/api/contract/events';
import { EVENT_TYPE_NOTES } from '../../../../../src/core/api/contract/vocabulary/events';
import { carOf, requireOption } from '../shared/cars';
import { checkRange } from '../shared/paging';
import { EVENT_SELECT, EVENT_TABLES, eventOf, type EventRow } from './rows';
import { queryPage, Where } from '../../../db/sql';
import type { Reads } from '../../../car-refs';

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
  car_no: string;
  driver_name: string | null;
  department_uid: string | null;
  department_name: string | null;
  total: string;
  counts: Record<string, number> | null;
}

/** Per car, the events of each type in the range (events/v0/car/list and its export). */
export async function eventCounts(r: Reads, enterpriseUid: string, f: CarListFilter, page: Page): Promise<{ total: number; list: EventCarRow[] }> {
  const { db } = r;
  await checkFilter(r, enterpriseUid, f);
  const where = Where.scoped('c.enterprise_uid', enterpriseUid).add('NOT c.deleted');
  const inRange = `e.created_at >= ${where.next(new Date(f.startTime))} AND e.created_at <= ${where.next(new Date(f.endTime))}`
    + (f.taskKindUid ? ` AND e.task_kind_uid = ${where.next(f.taskKindUid)}` : '');
  if (f.departmentUid) where.add('c.department_uid = ?', f.departmentUid);
  if (f.carUid) where.add('c.uid = ?', f.carUid);
  where.keyword(['c.car_no', 'u.zh_name'], f.keyword);
  const select = `c.uid AS car_uid, c.car_no, u.zh_name AS driver_name, c.department_uid, o.name AS department_name,
      coalesce(x.total, 0) AS total, x.counts`;
  const from = `cars c LEFT JOIN users u ON u.uid = c.driver_uid LEFT JOIN options o ON o.uid = c.department_uid
    LEFT JOIN LATERAL (
      SELECT sum(n) AS total, jsonb_object_agg(type, n) AS counts
        FROM (SELECT e.type, count(*) AS n FROM events e WHERE e.car_uid = c.uid AND ${inRange} GROUP BY e.type) t
    ) x ON true`;
  const { total, rows } = await queryPage<CarCountRow>(db, { select, from, where, orderBy: 'total DESC, c.car_no, c.uid' }, page);
  return {
    total,
    list: rows.map((r) => ({
      carUid: r.car_uid,
      carNo: r.car_no,
      driverName: r.driver_name ?? '',
      departmentUid: r.department_uid,
      departmentName: r.department_name ?? '',
      total: Number(r.total),
      counts: Object.fromEntries(Object.entries(r.counts ?? {}).map(([k, v]) => [k, Number(v)])),
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
  if (f.departmentUid) where.add('c.department_uid = ?', f.departmentUid);
  if (f.taskKindUid) where.add('e.task_kind_uid = ?', f.taskKindUid);
  const { total, rows } = await queryPage<EventRow>(db, { select: EVENT_SELECT, from: EVENT_TABLES, where, orderBy: 'e.created_at DESC, e.uid' }, page);
  return { total, list: rows.map(eventOf) };
}

/** Labels of the types in a count row, in the order of spec 4 (dtc and rawdata share a label). */
export const COUNT_COLUMNS = (Object.keys(EVENT_TYPE_LABELS) as Array<keyof typeof EVENT_TYPE_LABELS>)
  .map((type) => ({ type, label: `${EVENT_TYPE_LABELS[type]}${EVENT_TYPE_NOTES[type] ?? ''}` }));
