import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { startTestApp, type TestApp } from '../harness';
import { DAY_MS, taipeiDate } from '../../../demo/server/time';
import { TEST_NOW } from '../test-clock';
import { claimingRange, zipBombRows } from '../../core/sheets/hostile-sheets';
import { HEADER, importFile as importFileAs, xlsxOf } from './import-files';

/** Task import, template, export and paths (spec 7.7, 9 file names). */

let t: TestApp;
let admin: string;
let viewer: string;
let bAdmin: string;
let carNo: string;
let unmanagedNo: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, viewer, bAdmin] = await Promise.all(['demo-admin', 'demo-viewer', 'demo-b-admin'].map((n) => t.tokenOf(n)));
  carNo = (await t.app.ctx.db.one<{ car_no: string }>(`SELECT car_no FROM cars WHERE uid = 'car-a-001'`))!.car_no;
  unmanagedNo = (await t.app.ctx.db.one<{ car_no: string }>(`SELECT car_no FROM cars WHERE enterprise_uid = 'ent-a' AND NOT enabled_code LIMIT 1`))!.car_no;
});
afterAll(() => t.close());

/** Days of the imported tasks: eleven and twelve days after the tests' clock, as the rows are typed. */
const DAY1 = taipeiDate(TEST_NOW + 11 * DAY_MS);
const DAY2 = taipeiDate(TEST_NOW + 12 * DAY_MS);

const importFile = (token: string | undefined, file: Buffer) => importFileAs(t, token, file);
const count = async () => Number((await t.app.ctx.db.one<{ n: string }>(`SELECT count(*) AS n FROM tasks WHERE enterprise_uid = 'ent-a'`))!.n);
const fileNameOf = (res: { headers: Record<string, unknown> }) =>
  decodeURIComponent(String(res.headers['content-disposition']).replace(/^.*filename\*=UTF-8''/, ''));

describe('task import (spec 7.7)', () => {
  it('spec 7.7: a good sheet imports its tasks, grouping rows by 任務編號 and ordering stops by 站序', async () => {
    const before = await count();
    const res = await importFile(admin, xlsxOf([
      HEADER,
      ['T1', DAY1, carNo, 'demo-driver', 2, '五股倉', '五股物流園區', '配送', '10:30', ''],
      ['T1', DAY1, carNo, 'demo-driver', 1, '臺北港', '臺北港', '取貨', '08:00', '先取櫃'],
      ['T2', DAY2, carNo, '陳志明', '', '臺中港', '臺中港', '', '', ''],
    ]));
    expect(res.json()).toEqual({ status: 0, data: { created: 2 } });
    expect(await count()).toBe(before + 2);
    const listed = (await t.call({ method: 'POST', url: '/api/task/v0/list', token: admin, payload: { keyword: '先取櫃' } })).json().data;
    expect(listed.total).toBe(1);
    expect(listed.list[0].taskList.map((s: { name: string }) => s.name)).toEqual(['臺北港', '五股倉']);
    expect(listed.list[0].taskList[0]).toMatchObject({ kindName: '取貨', note: '先取櫃' });
  });

  it('spec 7.7: any bad row imports nothing and lists every error with its row and column', async () => {
    const before = await count();
    const res = await importFile(admin, xlsxOf([
      HEADER,
      ['T1', DAY1, carNo, 'demo-driver', 1, '臺北港', '臺北港', '', '', ''],
      ['T2', '2026-13-45', 'NO-0000', '無此人', '', '', 'zzzz', '飛行', '25:00', ''],
      ['T3', DAY1, unmanagedNo, 'demo-driver', '', '站', '臺中港', '', '', ''],
    ]));
    expect(res.json().status).toBe(4000001);
    const errors = res.json().data.errors as Array<{ row: number; column: string }>;
    expect(errors.filter((e) => e.row === 3).map((e) => e.column).sort()).toEqual(['任務日期', '任務種類', '司機', '地址', '站點名稱', '車號', '預計時間'].sort());
    expect(errors).toContainEqual(expect.objectContaining({ row: 4, column: '車號' }));
    expect(errors.some((e) => e.row === 2)).toBe(false);
    expect(await count()).toBe(before);
  });

  it('issue 3: a file that is not a workbook, or lacks the template columns, is refused', async () => {
    expect((await importFile(admin, Buffer.from('not a spreadsheet'))).json().status).toBe(4000001);
    const res = await importFile(admin, xlsxOf([['名稱'], ['x']]));
    expect(res.json().data.errors[0]).toMatchObject({ row: 1, column: '任務編號' });
  });

  it('issue 10: a zip bomb is refused with a clear message, and a sheet claiming a million rows imports the rows it has', async () => {
    const before = await count();
    const bomb = await importFile(admin, xlsxOf([HEADER, ...zipBombRows()]));
    expect(bomb.json()).toMatchObject({ status: 4000001, message: '檔案內容異常（解壓縮後過大），請使用匯入模板。' });
    expect(await count()).toBe(before);
    const lying = Buffer.from(claimingRange(xlsxOf([HEADER, ['T1', DAY1, carNo, 'demo-driver', 1, '臺北港', '臺北港', '', '', '']]), 'A1:XFD1048576'));
    expect((await importFile(admin, lying)).json()).toEqual({ status: 0, data: { created: 1 } });
    expect(await count()).toBe(before + 1);
  });

  it('issue 3: import needs a token and P_P13', async () => {
    expect((await importFile(undefined, xlsxOf([HEADER]))).statusCode).toBe(401);
    expect((await importFile(viewer, xlsxOf([HEADER]))).statusCode).toBe(403);
  });

  it('issue 3: another enterprise\'s car number is unknown to the importer', async () => {
    const res = await importFile(bAdmin, xlsxOf([HEADER, ['T1', DAY1, carNo, 'demo-driver', 1, '臺北港', '臺北港', '', '', '']]));
    expect(res.json().data.errors.map((e: { column: string }) => e.column)).toEqual(['車號', '司機']);
  });
});

describe('task template and export (spec 7.7, 9)', () => {
  it('spec 9: the template is a real .xlsx named 任務模板_{YYYYMMDDHHmmss}.xlsx with an instructions sheet', async () => {
    const res = await t.call({ method: 'POST', url: '/api/task/v0/import/template', token: admin, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(fileNameOf(res)).toMatch(/^任務模板_\d{14}\.xlsx$/);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['任務', '說明']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['任務'], { header: 1 });
    expect(rows[0]).toEqual(HEADER);
    expect(rows.length).toBeGreaterThan(1);
  });

  it('issue 22, 8: the downloaded template\'s 說明 sheet names every task kind of the enterprise', async () => {
    const kinds = (await t.app.ctx.db.query<{ name: string }>(
      `SELECT name FROM options WHERE enterprise_uid = 'ent-a' AND category = 'task' AND NOT deleted ORDER BY name`)).map((k) => k.name);
    expect(kinds.length).toBeGreaterThan(2);
    const res = await t.call({ method: 'POST', url: '/api/task/v0/import/template', token: admin, payload: {} });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(res.rawPayload, { type: 'buffer' }).Sheets['說明'], { header: 1 });
    const hint = String(rows.find((row) => row[0] === '任務種類')?.[2]);
    for (const kind of kinds) expect(hint).toContain(kind);
  });

  it('spec 7.7: the template\'s example rows import as they are', async () => {
    const res = await t.call({ method: 'POST', url: '/api/task/v0/import/template', token: admin, payload: {} });
    expect((await importFile(admin, Buffer.from(res.rawPayload))).json()).toEqual({ status: 0, data: { created: 1 } });
  });

  it('spec 9: the export is named 匯出任務_{YYYY-MM-DD of startTime}.xlsx and holds a row per stop of the range', async () => {
    const startTime = Date.parse(`${DAY1}T00:00:00+08:00`);
    const res = await t.call({ method: 'POST', url: '/api/task/v0/export', token: admin, payload: { startTime, endTime: startTime + 86_400_000 - 1 } });
    expect(fileNameOf(res)).toBe(`匯出任務_${DAY1}.xlsx`);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(res.rawPayload, { type: 'buffer' }).Sheets['任務']);
    expect(rows.map((r) => r['站點名稱'])).toEqual(expect.arrayContaining(['臺北港', '五股倉']));
    expect(rows.every((r) => r['任務日期'] === DAY1)).toBe(true);
    expect(rows[0]).toHaveProperty('狀態', '待執行');
  });

  it('issue 3: the export needs a range, a token and P_P13', async () => {
    expect((await t.call({ method: 'POST', url: '/api/task/v0/export', token: admin, payload: {} })).json()).toMatchObject({ status: 4000001, field: 'startTime' });
    expect((await t.call({ method: 'POST', url: '/api/task/v0/export', payload: { startTime: 0, endTime: 1 } })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/task/v0/export', token: viewer, payload: { startTime: 0, endTime: 1 } })).statusCode).toBe(403);
  });
});

describe('task paths (spec 7.7 task/v0/journey/path)', () => {
  it('spec 7.7: a task has its planned route through the stops; a running one also the path its car drove', async () => {
    const running = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM tasks WHERE enterprise_uid = 'ent-a' AND status = 'completed' AND car_uid = 'car-a-001' LIMIT 1`))!.uid;
    const res = (await t.call({ method: 'POST', url: '/api/task/v0/journey/path', token: admin, payload: { uid: running } })).json().data;
    expect(res.planned.path.length).toBeGreaterThan(2);
    expect(res.planned.distanceMeters).toBeGreaterThan(1000);
    expect(res.actual).toMatchObject({ journeys: expect.any(Number), distanceMeters: expect.any(Number) });
    const ready = (await t.call({ method: 'POST', url: '/api/task/v0/list', token: admin, payload: { status: ['ready'], limit: 1 } })).json().data.list[0];
    expect((await t.call({ method: 'POST', url: '/api/task/v0/journey/path', token: admin, payload: { uid: ready.uid } })).json().data.actual).toBeNull();
  });

  it('issue 3: another enterprise\'s task path is not found; the uid is required', async () => {
    const bTask = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM tasks WHERE enterprise_uid = 'ent-b' LIMIT 1`))!.uid;
    expect((await t.call({ method: 'POST', url: '/api/task/v0/journey/path', token: admin, payload: { uid: bTask } })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/task/v0/journey/path', token: admin, payload: {} })).json()).toMatchObject({ status: 4000001, field: 'uid' });
  });
});
