import type { ImportError } from '../../../../src/core/api/contract/task';
import type { LatLng } from '../../geo';
import {
  checkImportRows, clockOf, dateOf, MAX_IMPORT_ROWS, type ImportLookups as CoreLookups,
} from '../../../../src/core/tasks/import-rows';
import type { StopDraft } from './task-planning';

/**
 * Reads an imported task sheet (the template's layout) and checks every row against the enterprise's
 * cars, drivers and task kinds. The row checks are the core's (src/core/tasks/import-rows.ts), which
 * the browser's preview runs too; the server adds the geocoder. Any error means nothing is imported.
 */

export { clockOf, dateOf, MAX_IMPORT_ROWS };

export interface ImportLookups extends CoreLookups {
  locate: (address: string) => LatLng | null;
}

export interface ImportedTask {
  taskDate: number;
  carUid: string;
  driverUid: string;
  stops: Array<StopDraft & { lat: number; lng: number }>;
}

export function readImport(rows: unknown[][], lookups: ImportLookups): { tasks: ImportedTask[]; errors: ImportError[] } {
  const { tasks, errors } = checkImportRows(rows, lookups);
  return {
    errors,
    tasks: tasks.map((t) => ({
      taskDate: t.taskDate, carUid: t.carUid, driverUid: t.driverUid,
      // With a geocoder every good stop is placed.
      stops: t.stops.map(({ at, ...s }) => ({ ...s, lat: at!.lat, lng: at!.lng })),
    })),
  };
}
