import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { startTestApp, type TestApp } from '../harness';
import { DAY_MS, taipeiDate } from '../../../demo/server/time';
import { TEST_NOW } from '../test-clock';

/** Issue 22, 20: exports write formula-like text with a leading apostrophe, and the task file still round-trips. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const DAY = taipeiDate(TEST_NOW + 15 * DAY_MS);
const HEADER = ['任務編號', '任務日期', '車號', '司機', '站序', '站點名稱', '地址', '任務種類', '預計時間', '備註'];
const NOTE = '=HYPERLINK("http://evil.example","點此")';
const STOP = '+臺北港';

function xlsxOf(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '任務');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function upload(file: Buffer) {
  const boundary = '----fms-formula-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tasks.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return t.call({
    method: 'POST', url: '/api/task/v0/import', token: admin,
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** The cells as stored in the file (raw text, no formula evaluation), keyed by header. */
function sheetRows(buffer: Buffer | Uint8Array, sheet: string): Array<Record<string, unknown>> {
  const book = XLSX.read(buffer, { type: 'buffer', cellFormula: true });
  const cells = book.Sheets[sheet];
  expect(Object.values(cells).some((c) => typeof c === 'object' && c && 'f' in c)).toBe(false);
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(cells);
}

const stopsWithNote = async () => {
  const list = (await t.call({ method: 'POST', url: '/api/task/v0/list', token: admin, payload: { keyword: 'evil.example', limit: 50 } })).json().data.list;
  return list.flatMap((task: { taskList: Array<{ name: string; note: string }> }) => task.taskList.filter((s) => s.note === NOTE));
};

describe('exports and formula text', () => {
  it('the task export writes a note starting with = and a stop starting with + behind an apostrophe, and imports back as typed', async () => {
    const carNo = (await t.app.ctx.db.one<{ car_no: string }>(`SELECT car_no FROM cars WHERE uid = 'car-a-001'`))!.car_no;
    expect((await upload(xlsxOf([HEADER, ['T1', DAY, carNo, 'demo-driver', 1, STOP, '臺北港', '', '08:00', NOTE]]))).json().status).toBe(0);
    const startTime = Date.parse(`${DAY}T00:00:00+08:00`);
    const res = await t.call({ method: 'POST', url: '/api/task/v0/export', token: admin, payload: { startTime, endTime: startTime + DAY_MS - 1 } });
    const row = sheetRows(res.rawPayload, '任務').find((r) => String(r['備註']).includes('evil.example'))!;
    expect(row['備註']).toBe(`'${NOTE}`);
    expect(row['站點名稱']).toBe(`'${STOP}`);

    expect(await stopsWithNote()).toHaveLength(1);
    expect((await upload(Buffer.from(res.rawPayload))).json().status).toBe(0);
    const stops = await stopsWithNote();
    expect(stops).toHaveLength(2);
    expect(stops.map((s: { name: string }) => s.name)).toEqual([STOP, STOP]);
  });

  it('the event count export (the monitoring exports\' writer) guards a department named like a formula', async () => {
    const dep = (await t.app.ctx.db.one<{ department_uid: string }>(
      `SELECT department_uid FROM cars WHERE enterprise_uid = 'ent-a' AND department_uid IS NOT NULL LIMIT 1`))!.department_uid;
    await t.app.ctx.db.query(`UPDATE options SET name = '@SUM(1+1)' WHERE uid = $1`, [dep]);
    const range = { startTime: TEST_NOW - 4 * DAY_MS, endTime: TEST_NOW, departmentUid: dep };
    const res = await t.call({ method: 'POST', url: '/api/events/v0/car/export', token: admin, payload: range });
    const rows = sheetRows(res.rawPayload, '事件統計');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r['部門'] === "'@SUM(1+1)")).toBe(true);
  });
});
