import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { ImportError } from '../../../../src/core/api/contract/task';
import type { LatLng } from '../../geo';
import { locateTaskColumns, missingColumnMessage, type TaskColumn } from '../../../../src/core/sheets/task-template';
import { SHEET_FAILURE_MESSAGES, SHEET_LIMITS } from '../../../../src/core/sheets/limits';
import type { StopDraft } from './task-planning';
import { taipeiAt } from '../../time';

dayjs.extend(utc);

/**
 * Reads an imported task sheet (the template's layout) and checks every row against the enterprise's
 * cars, drivers and task kinds. Pure: lookups are passed in. Any error means nothing is imported.
 */

/** The data rows one import takes: the sheet's row limit less its header, declared once in core/sheets. */
export const MAX_IMPORT_ROWS = SHEET_LIMITS.rows - 1;
const MAX_STOPS = 30;

export interface ImportLookups {
  carsByNo: Map<string, { uid: string; managed: boolean }>;
  drivers: ReadonlyArray<{ uid: string; zhName: string; name: string; mobile: string }>;
  kindsByName: Map<string, string>;
  locate: (address: string) => LatLng | null;
}

export interface ImportedTask {
  taskDate: number;
  carUid: string;
  driverUid: string;
  stops: Array<StopDraft & { lat: number; lng: number }>;
}

const text = (v: unknown) => (v instanceof Date ? '' : String(v ?? '').trim());
const pad = (n: number) => String(n).padStart(2, '0');
const nearestMinute = (d: Date) => new Date(Math.round(d.getTime() / 60_000) * 60_000);

/** 'YYYY-MM-DD' of a date cell: a Date, an Excel serial or text such as 2026-11-21 or 2026/11/21. */
export function dateOf(v: unknown): string | null {
  if (v instanceof Date) {
    const d = nearestMinute(v);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }
  if (typeof v === 'number' && v > 20000 && v < 80000) {
    return dayjs.utc('1899-12-30').add(Math.floor(v), 'day').format('YYYY-MM-DD');
  }
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text(v));
  if (!m) return null;
  const iso = `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  return dayjs.utc(iso).format('YYYY-MM-DD') === iso ? iso : null;
}

/** 'HH:mm' of a time cell: a Date, a fraction of a day or text. */
export function clockOf(v: unknown): string | null {
  if (v instanceof Date) {
    const d = nearestMinute(v);
    return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }
  if (typeof v === 'number' && v >= 0 && v < 1) {
    const minutes = Math.round(v * 1440);
    return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
  }
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text(v));
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${pad(Number(m[1]))}:${m[2]}`;
}


interface Line {
  row: number;
  key: string;
  day: string;
  carUid: string;
  driverUid: string;
  seq: number | null;
  stop: StopDraft & { lat: number; lng: number };
}

export function readImport(rows: unknown[][], lookups: ImportLookups): { tasks: ImportedTask[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const { index, missing } = locateTaskColumns(rows[0] ?? []);
  if (missing.length) return { tasks: [], errors: missing.map((column) => ({ row: 1, column, message: missingColumnMessage(column) })) };
  const body = rows.slice(1).map((cells, i) => ({ cells, row: i + 2 })).filter(({ cells }) => cells.some((c) => text(c) !== '' || c instanceof Date));
  if (!body.length) return { tasks: [], errors: [{ row: 2, column: '任務編號', message: '檔案沒有任何任務資料。' }] };
  if (body.length > MAX_IMPORT_ROWS) return { tasks: [], errors: [{ row: MAX_IMPORT_ROWS + 2, column: '任務編號', message: SHEET_FAILURE_MESSAGES['too-many-rows'] }] };

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
    const drivers = lookups.drivers.filter((d) => d.name === who || d.mobile === who || d.zhName === who);
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
    const at = address ? lookups.locate(address) : null;
    if (!address) fail('地址', '地址不可空白。');
    else if (address.length > 200) fail('地址', '地址最多 200 字。');
    else if (!at) fail('地址', `無法辨識地址 ${address}。`);
    const kindName = text(cell('任務種類'));
    const kind = kindName ? lookups.kindsByName.get(kindName) : null;
    if (kindName && !kind) fail('任務種類', `沒有名為 ${kindName} 的任務種類。`);
    const rawClock = cell('預計時間');
    const clock = text(rawClock) === '' && !(rawClock instanceof Date) ? null : clockOf(rawClock);
    if (clock === null && (text(rawClock) !== '' || rawClock instanceof Date)) fail('預計時間', '預計時間格式應為 HH:mm。');
    const note = text(cell('備註'));
    if (note.length > 500) fail('備註', '備註最多 500 字。');
    if (errors.length > before) continue;
    lines.push({
      row, key, day: day!, carUid: car!.uid, driverUid: drivers[0].uid, seq,
      stop: { name, address, lat: at!.lat, lng: at!.lng, kind: kind ?? null, plannedTime: clock ? taipeiAt(day!, clock) : null, note },
    });
  }
  return { tasks: groupLines(lines, errors), errors };
}

/** Rows of one 任務編號 form a task; they must agree on date, car and driver. */
function groupLines(lines: Line[], errors: ImportError[]): ImportedTask[] {
  const groups = new Map<string, Line[]>();
  for (const l of lines) groups.set(l.key, [...(groups.get(l.key) ?? []), l]);
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
    tasks.push({ taskDate: taipeiAt(first.day), carUid: first.carUid, driverUid: first.driverUid, stops: ordered.map(({ l }) => l.stop) });
  }
  return tasks;
}
