import type { ServerContext } from '../context';
import { useService, type AuditTarget } from '../services';

/**
 * How the operation log reads the rows a change touched (issue 22: /log names its targets as
 * people read them and says what changed). The tables are those the running server's domains
 * offer as 'audit.targets' (issue 24, 4: each owner declares and reads its own, in its
 * domains/<name>/audit-targets.ts): how a row is named (car number, order code, account name…)
 * and which of its columns a manager would recognise as a change, with their labels. Columns not
 * listed (hashes, timestamps, internal state) never reach the log.
 */

/** A row as the log read it: its table, how people name it, its columns and their labels. */
export interface AuditRow {
  table: string;
  name: string;
  row: Record<string, unknown>;
  /** The labelled columns of its table (AuditTarget.fields). */
  fields: Readonly<Record<string, string>>;
}

/** The tables the log can name in this server: a server without a domain offers none of its tables. */
const targetsOf = (ctx: ServerContext): readonly AuditTarget[] => useService(ctx, 'audit.targets') ?? [];

/** The enterprise's rows with these uids, in every table the log can name, by uid. */
export async function readAuditRows(ctx: ServerContext, enterpriseUid: string, uids: readonly string[]): Promise<Map<string, AuditRow>> {
  const found = new Map<string, AuditRow>();
  if (uids.length === 0) return found;
  for (const t of targetsOf(ctx)) {
    const rows = await t.read(ctx.db, enterpriseUid, uids);
    const numbers = t.byCar ? await carNumbersOf(ctx, rows.flatMap((x) => (typeof x.row.car_uid === 'string' ? [x.row.car_uid] : []))) : null;
    for (const x of rows) {
      const name = numbers ? carNamed(numbers.get(x.row.car_uid as string), x.name) : x.name;
      if (!found.has(x.uid)) found.set(x.uid, { table: t.table, name: name ?? x.uid, row: x.row, fields: t.fields });
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
  return Object.entries(before.fields).flatMap(([column, field]) => {
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
