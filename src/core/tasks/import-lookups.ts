import { listCarOptions } from '../api/cars';
import { listOptions } from '../api/options';
import { listTasks } from '../api/task';
import { listDrivers } from '../api/users';
import type { ApiBody } from '../http/client';
import { unwrap } from '../resource/errors';
import type { ImportError } from '../api/contract/task';
import { daysOfFileTasks, findImportDuplicates, type FileTask, type TaskIdentity } from './import-duplicates';
import type { ImportLookupData } from './import-rows';

/**
 * What the browser's import preview checks rows against (issue 12): the enterprise's cars (the light
 * option form: car number, uid, under management), its drivers and its task kinds, every page of each.
 * Loaded once when the import dialog opens.
 */

/** The most rows one list call answers (the contract caps limit at 1000). */
export const LOOKUP_PAGE = 1000;

interface Page<T> { total: number; list: T[] }

/** Every row of a paged list: the first page tells the total, the rest are asked for together. */
export async function pageThrough<T>(fetchPage: (offset: number, limit: number) => Promise<ApiBody<Page<T>>>, limit = LOOKUP_PAGE): Promise<T[]> {
  const first = unwrap(await fetchPage(0, limit));
  const offsets: number[] = [];
  for (let offset = limit; offset < first.total; offset += limit) offsets.push(offset);
  const rest = await Promise.all(offsets.map(async (offset) => unwrap(await fetchPage(offset, limit)).list));
  return [first.list, ...rest].flat();
}

export async function loadImportLookups(): Promise<ImportLookupData> {
  const [cars, drivers, kinds] = await Promise.all([
    pageThrough((offset, limit) => listCarOptions({ offset, limit })),
    pageThrough((offset, limit) => listDrivers({ offset, limit })),
    pageThrough((offset, limit) => listOptions({ category: 'task', offset, limit })),
  ]);
  return {
    cars: cars.flatMap((c) => (c.value === null ? [] : [{ carNo: c.label, uid: c.value, managed: c.enabledCode }])),
    drivers: drivers.map((d) => ({ uid: d.uid, zhName: d.zhName, name: d.name, mobile: d.mobile })),
    kinds: kinds.map((k) => ({ name: k.name, uid: k.uid })),
  };
}

/**
 * The tasks already planned from `startTime` to `endTime` (the days of an import's tasks, issue 22, 7),
 * every page, by car, day and stops: what the preview flags repeated rows against.
 */
export async function loadTasksOfDays(range: { startTime: number; endTime: number }): Promise<TaskIdentity[]> {
  const list = await pageThrough((offset, limit) => listTasks({ ...range, offset, limit }));
  return list.map((t) => ({ carUid: t.car.uid, taskDate: t.taskDate, stops: t.taskList }));
}

const EXISTING_ERROR = '讀取既有任務失敗，無法檢查重複的任務。';

/**
 * The rows of `fileTasks` that repeat a task already planned on their days or an earlier task of the
 * file. When the existing tasks cannot be read: the file's own repeats, and why the rest is unknown.
 */
export async function checkImportDuplicates(fileTasks: readonly FileTask[]): Promise<{ duplicates: ImportError[]; duplicatesUnknown: string | null }> {
  const days = daysOfFileTasks(fileTasks);
  if (!days) return { duplicates: [], duplicatesUnknown: null };
  try {
    return { duplicates: findImportDuplicates(fileTasks, await loadTasksOfDays(days)), duplicatesUnknown: null };
  } catch (error) {
    const why = error instanceof Error && error.message ? error.message : '';
    return { duplicates: findImportDuplicates(fileTasks, []), duplicatesUnknown: why ? `${EXISTING_ERROR}（${why}）` : EXISTING_ERROR };
  }
}
