import { task } from '../../../../src/core/api/contract/task';
import { API_STATUS } from '../../../../src/core/api/contract/status';
import { taskExportFileName, taskTemplateFileName } from '../../../../src/core/format/time';
import { requireUser } from '../../auth/authenticate';
import type { ServerContext } from '../../context';
import type { Registrar } from '../../http/register';
import { isManaged, optionNames } from './lookups';
import { readImport } from './task-import';
import { locate, type StopDraft } from './task-planning';
import { journeyPath } from './task-path';
import { exportBook, templateBook } from './task-sheet';
import { driversInScope, taskScopeOf } from './task-scope';
import { findTasks, insertTask } from './task-store';
import { SHEET_FAILURE_MESSAGES } from '../../../../src/core/sheets';
import { readFirstSheet, type SheetRead } from '../../uploads/sheet-reader';
import { XLSX_TYPE } from '../../http/xlsx-book';
import { recordOperation } from '../../services';
import { fleetCars } from '../../car-refs';

/** Spreadsheet import, template and export of tasks, and a task's paths (spec 7.7). */

const MAX_EXPORT = 5000;

export function taskFileRoutes(r: Registrar, ctx: ServerContext): void {
  const { db } = ctx;

  r.route(task.import, async ({ file, user }) => {
    const me = requireUser(user);
    const read: SheetRead = file ? await readFirstSheet(file.buffer) : { failure: 'not-a-workbook' };
    if ('failure' in read) {
      const message = SHEET_FAILURE_MESSAGES[read.failure];
      return { statusResult: { status: API_STATUS.VALIDATION, message, data: { errors: [{ row: 1, column: '檔案', message }] } } };
    }
    const { rows } = read;
    const scope = taskScopeOf(me);
    const cars = await fleetCars(ctx).list(db, { enterpriseUid: me.enterpriseUid });
    // A driver imports tasks for themselves only: any other driver's row reads as an unknown driver.
    const drivers = await driversInScope(ctx, scope);
    const kinds = await optionNames(ctx, me.enterpriseUid, 'task', true);
    const { tasks, errors } = readImport(rows, {
      carsByNo: new Map(cars.map((c) => [c.car_no.toUpperCase(), { uid: c.uid, managed: isManaged(c.enabled_code) }])),
      drivers: drivers.map((d) => ({ uid: d.uid, zhName: d.zh_name, name: d.name, mobile: d.mobile })),
      kindsByName: new Map([...kinds].map(([uid, name]) => [name, uid])),
      locate: (address) => locate({ name: '', address } satisfies StopDraft),
    });
    if (errors.length) {
      return { statusResult: { status: API_STATUS.VALIDATION, message: `匯入失敗：共 ${errors.length} 個錯誤，未匯入任何任務。`, data: { errors } } };
    }
    const now = ctx.now();
    await db.transaction(async (tx) => {
      for (const t of tasks) {
        await insertTask(tx, {
          enterpriseUid: me.enterpriseUid, taskDate: t.taskDate, carUid: t.carUid, driverUid: t.driverUid, status: 'ready',
          stops: t.stops.map((s, i) => ({
            seq: i + 1, name: s.name, address: s.address, lat: s.lat, lng: s.lng, kind: s.kind ?? null, kindName: '',
            plannedTime: s.plannedTime ?? null, arrivedAt: null, doneAt: null, note: s.note ?? '',
          })),
        }, now);
      }
    });
    await recordOperation(ctx, me, '匯入任務', `${tasks.length} 筆任務`, { fileName: file?.fileName });
    return { created: tasks.length };
  });

  r.file(task.importTemplate, async ({ user }) => {
    const me = requireUser(user);
    const [car] = await fleetCars(ctx).list(db, { enterpriseUid: me.enterpriseUid, managed: true });
    // The account name: unlike a Chinese name it is unique, so the example always imports.
    // The first by name as the database orders it (collation C: by code point, as `<` does).
    const driver = (await driversInScope(ctx, taskScopeOf(me))).reduce<{ name: string } | null>((first, d) => (!first || d.name < first.name ? d : first), null);
    const kinds = [...(await optionNames(ctx, me.enterpriseUid, 'task', true)).values()];
    const now = ctx.now();
    const buffer = templateBook(now, {
      carNo: car?.car_no ?? 'KEA-1234',
      driver: driver?.name ?? 'driver-001',
      kinds,
    });
    return { file: { fileName: taskTemplateFileName(now), contentType: XLSX_TYPE, buffer } };
  });

  r.file(task.export, async ({ body, user }) => {
    const me = requireUser(user);
    const { list } = await findTasks(ctx, taskScopeOf(me), body, { offset: 0, limit: MAX_EXPORT });
    return { file: { fileName: taskExportFileName(body.startTime), contentType: XLSX_TYPE, buffer: exportBook(list) } };
  });

  r.route(task.journeyPath, async ({ body, user }) => journeyPath(ctx, taskScopeOf(requireUser(user)), body.uid, ctx.now()));
}
