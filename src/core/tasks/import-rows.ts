import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { LatLng } from '../api/contract/geo';
import type { ImportError } from '../api/contract/task';
import { instantOf } from '../format/taipei';
import { SHEET_FAILURE_MESSAGES, SHEET_LIMITS } from '../sheets/limits';
import { locateTaskColumns, missingColumnMessage, type TaskColumn } from '../sheets/task-template';
import { MAX_STOPS } from './checks';

dayjs.extend(utc);

/**
 * The row checks of a task import (spec 7.7, issue 12), once for both sides: the reference server
 * judges the uploaded file with them before importing, and the browser's preview worker judges the
 * chosen file with them before anything is sent. Pure: the enterprise's cars, drivers and task kinds
 * are passed in; the geocoder is optional (the browser has none, so it leaves addresses to the
 * server, which answers any it cannot place as row errors of the same shape).
 *
 * Cells may be values (numbers and dates, the server's read) or the text Excel shows (a preview):
 * `dateOf` and `clockOf` read both, so a template filled in Excel passes on either side.
 */

/** The data rows one import takes: the sheet's row limit less its header. */
export const MAX_IMPORT_ROWS = SHEET_LIMITS.rows - 1;

export interface ImportDriver {
  uid: string;
  zhName: string;
  /** The account name, unique in the enterprise. */
  name: string;
  mobile: string;
}

export interface ImportLookups {
  /** The enterprise's cars by car number in upper case; `managed` is the under-management flag (spec 5). */
  carsByNo: ReadonlyMap<string, { uid: string; managed: boolean }>;
  drivers: readonly ImportDriver[];
  /** Task kinds (options of category 'task') by name → uid. */
  kindsByName: ReadonlyMap<string, string>;
  /** Places an address; without it an address is only checked for presence and length. */
  locate?: (address: string) => LatLng | null;
}

export interface ImportedStop {
  name: string;
  address: string;
  /** Where the geocoder placed the address; null when no geocoder was given. */
  at: LatLng | null;
  kind: string | null;
  plannedTime: number | null;
  note: string;
}

export interface ImportedTask {
  taskDate: number;
  carUid: string;
  driverUid: string;
  /** In their 站序 order. */
  stops: ImportedStop[];
  /** The spreadsheet rows of its stops, in stop order. */
  rows: number[];
}

export interface ImportCheck {
  tasks: ImportedTask[];
  /** Every error, in row order within each pass; any error means nothing may be imported. */
  errors: ImportError[];
}

const text = (v: unknown) => (v instanceof Date ? '' : String(v ?? '').trim());
const filled = (v: unknown) => v instanceof Date || text(v) !== '';
const pad = (n: number) => String(n).padStart(2, '0');
const nearestMinute = (d: Date) => new Date(Math.round(d.getTime() / 60_000) * 60_000);

/** The instant of 'YYYY-MM-DD' at 'HH:mm' in Taipei. */
const taipeiAt = (day: string, clock = '00:00') => instantOf(dayjs.utc(`${day}T${clock}:00`));

/**
 * 'YYYY-MM-DD' of a date cell: a Date, an Excel serial or text such as 2026-11-21, 2026/11/21 or
 * 2026/11/21 00:00 (a date cell shown with a time).
 */
export function dateOf(v: unknown): string | null {
  if (v instanceof Date) {
    const d = nearestMinute(v);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }
  if (typeof v === 'number' && v > 20000 && v < 80000) {
    return dayjs.utc('1899-12-30').add(Math.floor(v), 'day').format('YYYY-MM-DD');
  }
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]0{1,2}:00(?::00)?)?$/.exec(text(v));
  if (!m) return null;
  const iso = `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  return dayjs.utc(iso).format('YYYY-MM-DD') === iso ? iso : null;
}

/** 'HH:mm' of a time cell: a Date, a fraction of a day or text (8:05, 08:05:00, 8:05 PM, 下午 8:05). */
export function clockOf(v: unknown): string | null {
  if (v instanceof Date) {
    const d = nearestMinute(v);
    return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }
  if (typeof v === 'number' && v >= 0 && v < 1) {
    const minutes = Math.round(v * 1440);
    return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
  }
  const m = /^(上午|下午|AM|PM)?\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*(AM|PM|上午|下午)?$/i.exec(text(v));
  if (!m || (m[1] && m[4])) return null;
  const half = (m[1] ?? m[4] ?? '').toUpperCase();
  let hour = Number(m[2]);
  if (hour > 23 || Number(m[3]) > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'PM' || half === '下午' ? 12 : 0);
  }
  return `${pad(hour)}:${m[3]}`;
}

/** Drivers by name, account or mobile: one list per key, each driver once. */
function driverIndex(drivers: readonly ImportDriver[]): Map<string, ImportDriver[]> {
  const index = new Map<string, ImportDriver[]>();
  for (const d of drivers) {
    for (const key of new Set([d.name, d.mobile, d.zhName])) {
      if (!key) continue;
      const list = index.get(key);
      if (list) list.push(d);
      else index.set(key, [d]);
    }
  }
  return index;
}

interface Line {
  row: number;
  key: string;
  day: string;
  carUid: string;
  driverUid: string;
  seq: number | null;
  stop: ImportedStop;
}

/**
 * Checks every row of a task sheet (header first) and groups the good ones into tasks by 任務編號.
 * Row numbers are the spreadsheet's (the header is row 1).
 */
export function checkImportRows(rows: readonly (readonly unknown[])[], lookups: ImportLookups): ImportCheck {
  const errors: ImportError[] = [];
  const { index, missing } = locateTaskColumns(rows[0] ?? []);
  if (missing.length) return { tasks: [], errors: missing.map((column) => ({ row: 1, column, message: missingColumnMessage(column) })) };
  const body = rows.slice(1).map((cells, i) => ({ cells, row: i + 2 })).filter(({ cells }) => cells.some(filled));
  if (!body.length) return { tasks: [], errors: [{ row: 2, column: '任務編號', message: '檔案沒有任何任務資料。' }] };
  if (body.length > MAX_IMPORT_ROWS) return { tasks: [], errors: [{ row: MAX_IMPORT_ROWS + 2, column: '任務編號', message: SHEET_FAILURE_MESSAGES['too-many-rows'] }] };

  const driversBy = driverIndex(lookups.drivers);
  const lines: Line[] = [];
  for (const { cells, row } of body) {
    const cell = (c: TaskColumn) => (index.has(c) ? cells[index.get(c)!] : '');
    const fail = (column: TaskColumn, message: string) => errors.push({ row, column, message });
    const before = errors.length;
    const key = text(cell('任務編號'));
    if (!key) fail('任務編號', '任務編號不可空白。');
    const day = dateOf(cell('任務日期'));
    if (!day) fail('任務日期', '任務日期格式應為 YYYY-MM-DD。');
    const carNo = text(cell('車號'));
    const car = lookups.carsByNo.get(carNo.toUpperCase());
    if (!carNo) fail('車號', '車號不可空白。');
    else if (!car) fail('車號', `找不到車號 ${carNo}。`);
    else if (!car.managed) fail('車號', `車輛 ${carNo} 尚未納管。`);
    const who = text(cell('司機'));
    const drivers = driversBy.get(who) ?? [];
    if (!who) fail('司機', '司機不可空白。');
    else if (!drivers.length) fail('司機', `找不到司機 ${who}。`);
    else if (drivers.length > 1) fail('司機', `有多位司機名為 ${who}，請改填帳號。`);
    const seqText = text(cell('站序'));
    const seq = seqText === '' ? null : Number(seqText);
    if (seq !== null && !(Number.isInteger(seq) && seq >= 1 && seq <= MAX_STOPS)) fail('站序', `站序應為 1 到 ${MAX_STOPS} 的整數。`);
    const name = text(cell('站點名稱'));
    if (!name) fail('站點名稱', '站點名稱不可空白。');
    else if (name.length > 100) fail('站點名稱', '站點名稱最多 100 字。');
    const address = text(cell('地址'));
    const at = address && lookups.locate ? lookups.locate(address) : null;
    if (!address) fail('地址', '地址不可空白。');
    else if (address.length > 200) fail('地址', '地址最多 200 字。');
    else if (lookups.locate && !at) fail('地址', `無法辨識地址 ${address}。`);
    const kindName = text(cell('任務種類'));
    const kind = kindName ? lookups.kindsByName.get(kindName) : null;
    if (kindName && !kind) fail('任務種類', `沒有名為 ${kindName} 的任務種類。`);
    const rawClock = cell('預計時間');
    const clock = filled(rawClock) ? clockOf(rawClock) : null;
    if (clock === null && filled(rawClock)) fail('預計時間', '預計時間格式應為 HH:mm。');
    const note = text(cell('備註'));
    if (note.length > 500) fail('備註', '備註最多 500 字。');
    if (errors.length > before) continue;
    lines.push({
      row, key, day: day!, carUid: car!.uid, driverUid: drivers[0].uid, seq,
      stop: { name, address, at, kind: kind ?? null, plannedTime: clock ? taipeiAt(day!, clock) : null, note },
    });
  }
  return { tasks: groupLines(lines, errors), errors };
}

/** Rows of one 任務編號 form a task; they must agree on date, car and driver. */
function groupLines(lines: Line[], errors: ImportError[]): ImportedTask[] {
  const groups = new Map<string, Line[]>();
  for (const l of lines) {
    const group = groups.get(l.key);
    if (group) group.push(l);
    else groups.set(l.key, [l]);
  }
  const tasks: ImportedTask[] = [];
  for (const group of groups.values()) {
    const [first] = group;
    let ok = true;
    const seen = new Set<number>();
    for (const l of group) {
      const fail = (column: TaskColumn, message: string) => { errors.push({ row: l.row, column, message }); ok = false; };
      if (l.day !== first.day) fail('任務日期', `同一任務編號 ${l.key} 的任務日期須相同。`);
      if (l.carUid !== first.carUid) fail('車號', `同一任務編號 ${l.key} 的車號須相同。`);
      if (l.driverUid !== first.driverUid) fail('司機', `同一任務編號 ${l.key} 的司機須相同。`);
      if (l.seq !== null && seen.has(l.seq)) fail('站序', `任務編號 ${l.key} 的站序 ${l.seq} 重複。`);
      if (l.seq !== null) seen.add(l.seq);
    }
    if (group.length > MAX_STOPS) {
      errors.push({ row: group[MAX_STOPS].row, column: '任務編號', message: `一個任務最多 ${MAX_STOPS} 站。` });
      ok = false;
    }
    if (!ok) continue;
    const ordered = group.map((l, i) => ({ l, i })).sort((a, b) => (a.l.seq ?? a.i + 1) - (b.l.seq ?? b.i + 1) || a.i - b.i);
    tasks.push({
      taskDate: taipeiAt(first.day), carUid: first.carUid, driverUid: first.driverUid,
      stops: ordered.map(({ l }) => l.stop), rows: ordered.map(({ l }) => l.row),
    });
  }
  return tasks;
}

/** The lookups as plain data, which a worker message can carry (Maps are built on the other side). */
export interface ImportLookupData {
  cars: ReadonlyArray<{ carNo: string; uid: string; managed: boolean }>;
  drivers: readonly ImportDriver[];
  kinds: ReadonlyArray<{ name: string; uid: string }>;
}

/** The lookups of plain data (no geocoder). */
export function importLookupsOf(data: ImportLookupData): ImportLookups {
  return {
    carsByNo: new Map(data.cars.map((c) => [c.carNo.toUpperCase(), { uid: c.uid, managed: c.managed }])),
    drivers: data.drivers,
    kindsByName: new Map(data.kinds.map((k) => [k.name, k.uid])),
  };
}

/** The errors of each row number, for showing them beside their rows. */
export function errorsByRow(errors: readonly ImportError[]): Map<number, ImportError[]> {
  const byRow = new Map<number, ImportError[]>();
  for (const e of errors) {
    const list = byRow.get(e.row);
    if (list) list.push(e);
    else byRow.set(e.row, [e]);
  }
  return byRow;
}
