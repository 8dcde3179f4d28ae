import { listCarOptions } from '../api/cars';
import { listOptions } from '../api/options';
import { listDrivers } from '../api/users';
import type { ApiBody } from '../http/client';
import { unwrap } from '../resource/errors';
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
