import type { ServerContext } from '../context';
import { useService } from '../services';

/**
 * How the operation log reads the rows a change touched (issue 22: /log names its targets as
 * people read them and says what changed). One table a line: how a row is named (car number, order
 * code, account name…) and which of its columns a manager would recognise as a change, with their
 * labels. Columns not listed (hashes, timestamps, internal state) never reach the log.
 */
interface TargetTable {
  table: string;
  /** SQL naming a row of `t`. */
  name: string;
  /**
   * A row named by its car: the car's number (the fleet's, deleted cars too), then `name` when it
   * gives one; a row whose car is unknown is named by its uid.
   */
  byCar?: boolean;
  fields: Readonly<Record<string, string>>;
}

const TARGET_TABLES: readonly TargetTable[] = [
  {
    table: 'cars', name: 't.car_no',
    fields: {
      car_no: '車號', model: '車型', car_kind: '車種', fuel_type: '燃料種類', etc_type: 'eTag', department_uid: '部門', driver_uid: '駕駛',
      udid: '設備序號', manufacture_year: '出廠年份', vin: '車身號碼', note: '備註', enabled_code: '納管',
    },
  },
  {
    table: 'users', name: 't.name',
    fields: { zh_name: '姓名', mobile: '手機', email: '電子郵件', role: '角色', codes: '權限', department_uid: '部門', enabled: '啟用' },
  },
  { table: 'plus_orders', name: 't.code', fields: { status: '狀態', payment_method: '付款方式', invoice: '發票資料' } },
  {
    table: 'maintenance_orders', name: 't.order_no',
    fields: { status: '狀態', items: '保修項目', scheduled_at: '預約時間', factory_name: '保修廠', cost: '費用', note: '備註' },
  },
  {
    table: 'tasks', name: `to_char(t.task_date AT TIME ZONE 'Asia/Taipei', 'YYYY-MM-DD')`, byCar: true,
    fields: { task_date: '日期', car_uid: '車輛', driver_uid: '駕駛', status: '狀態' },
  },
  { table: 'task_schedules', name: 't.name', fields: { name: '名稱' } },
  { table: 'maintenance_cycles', name: 't.name', fields: { name: '名稱' } },
  { table: 'maintenance_records', name: 'NULL', byCar: true, fields: {} },
  { table: 'fences', name: 't.name', fields: { name: '名稱' } },
  { table: 'common_routes', name: 't.name', fields: { name: '名稱' } },
  { table: 'options', name: 't.name', fields: { name: '名稱' } },
];

/** A row as the log read it: its table, how people name it, and its columns. */
export interface AuditRow {
  table: string;
  name: string;
  row: Record<string, unknown>;
}

/** The enterprise's rows with these uids, in every table the log can name, by uid. */
export async function readAuditRows(ctx: ServerContext, enterpriseUid: string, uids: readonly string[]): Promise<Map<string, AuditRow>> {
  const found = new Map<string, AuditRow>();
  if (uids.length === 0) return found;
  for (const t of TARGET_TABLES) {
    let rows: Array<{ uid: string; name: string | null; row: Record<string, unknown> }>;
    try {
      rows = await ctx.db.query(
        `SELECT t.uid, ${t.name} AS name, to_jsonb(t) AS row FROM ${t.table} t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2`,
        [[...uids], enterpriseUid],
      );
    } catch {
      // A server built without that table's domain: nothing of it to name.
      continue;
    }
    const numbers = t.byCar ? await carNumbersOf(ctx, rows.flatMap((x) => (typeof x.row.car_uid === 'string' ? [x.row.car_uid] : []))) : null;
    for (const x of rows) {
      const name = numbers ? carNamed(numbers.get(x.row.car_uid as string), x.name) : x.name;
      if (!found.has(x.uid)) found.set(x.uid, { table: t.table, name: name ?? x.uid, row: x.row });
    }
  }
  return found;
}

/** Car numbers by uid; none in a server without the fleet domain (its rows are then named by uid). */
async function carNumbersOf(ctx: ServerContext, uids: readonly string[]): Promise<Map<string, string>> {
  return (await useService(ctx, 'fleet.cars')?.numbers(ctx.db, uids)) ?? new Map();
}

/** A row's name after its car: the car's number, then the row's own name when it has one; null for an unknown car. */
function carNamed(carNo: string | undefined, name: string | null): string | null {
  if (carNo === undefined) return null;
  return name === null ? carNo : `${carNo} ${name}`;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A value as the log shows it; uids of named rows (a department, a driver) by their names. */
function shown(value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '（空白）';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.length ? value.map((v) => shown(v, names)).join('、') : '（空白）';
  if (typeof value === 'string') return names.get(value) ?? value;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** The labelled columns whose value differs between the row before and after a change. */
export function changesOf(before: AuditRow, after: AuditRow, names: ReadonlyMap<string, string>): FieldChange[] {
  const fields = TARGET_TABLES.find((t) => t.table === before.table)?.fields ?? {};
  return Object.entries(fields).flatMap(([column, field]) => {
    const a = shown(before.row[column], names);
    const b = shown(after.row[column], names);
    return a === b ? [] : [{ field, before: a, after: b }];
  });
}

/** The uids a row's labelled columns point at (a department, a driver, a car), to be named too. */
export function referencedUids(rows: Iterable<AuditRow>): string[] {
  const uids = new Set<string>();
  for (const r of rows) {
    for (const [column, value] of Object.entries(r.row)) if (column.endsWith('_uid') && typeof value === 'string') uids.add(value);
  }
  return [...uids];
}
