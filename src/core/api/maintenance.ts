import { call } from './call';
import { download } from './download';
import type { DownloadProgress } from '../http/file';
import type { BodyOf } from './contract/endpoint';
import { maintenance, maintenanceCycle, maintenanceOrder } from './contract/maintenance';
import { formatTaipei } from '../format/taipei';
import { now } from '../clock';

/** Typed calls of spec 7.8 (maintenance, cycles, orders), one function a call. */

/** Export names carry the start of the range, else the day of the export. */
const dayOf = (startTime: number | undefined) => formatTaipei(startTime ?? now(), 'YYYY-MM-DD');
export const maintenanceExportFileName = (startTime?: number) => `保修紀錄_${dayOf(startTime)}.xlsx`;
export const maintenanceOrderExportFileName = (startTime?: number) => `保修工單_${dayOf(startTime)}.xlsx`;

export const getMaintenance = (uid: string) => call(maintenance.get, { params: { uid } });
export const lastMaintenanceRecord = (carUid: string, cycleUid?: string) =>
  call(maintenance.lastRecord, { query: { carUid, ...(cycleUid ? { cycleUid } : {}) } });
export const listMaintenance = (body: BodyOf<typeof maintenance.list>) => call(maintenance.list, { body });
export const createMaintenance = (body: BodyOf<typeof maintenance.create>) => call(maintenance.create, { body });
/** Keyed by the reservation's uid (spec 3, 7.8). */
export const updateMaintenance = (body: BodyOf<typeof maintenance.update>) =>
  call(maintenance.update, { params: { uid: body.reservation.uid }, body });
export const deleteMaintenance = (uids: string[]) => call(maintenance.remove, { body: { uids } });
export const exportMaintenance = (body: BodyOf<typeof maintenance.export>, onProgress?: DownloadProgress, signal?: AbortSignal) =>
  download(maintenance.export, { body, signal }, maintenanceExportFileName(body.startTime), onProgress);
export const maintenanceCarInfo = (carUid: string) => call(maintenance.carInfo, { body: { carUid } });
export const setMaintenanceActive = (uid: string, active: boolean) =>
  call(maintenance.setActive, { params: { uid }, body: { active } });
export const setMaintenanceInit = (body: BodyOf<typeof maintenance.setInit>) => call(maintenance.setInit, { body });
export const carMaintenanceHistory = (carUid: string) => call(maintenance.carHistory, { params: { id: carUid } });

export const getMaintenanceCycle = (uid: string) => call(maintenanceCycle.get, { params: { uid } });
export const listMaintenanceCycles = (body: BodyOf<typeof maintenanceCycle.list>) => call(maintenanceCycle.list, { body });
export const createMaintenanceCycle = (body: BodyOf<typeof maintenanceCycle.create>) => call(maintenanceCycle.create, { body });
export const updateMaintenanceCycle = (uid: string, body: BodyOf<typeof maintenanceCycle.update>) =>
  call(maintenanceCycle.update, { params: { uid }, body });
export const deleteMaintenanceCycles = (uids: string[]) => call(maintenanceCycle.remove, { body: { uids } });

export const getMaintenanceOrder = (uid: string) => call(maintenanceOrder.get, { params: { uid } });
export const listMaintenanceOrders = (body: BodyOf<typeof maintenanceOrder.list>) => call(maintenanceOrder.list, { body });
export const createMaintenanceOrder = (body: BodyOf<typeof maintenanceOrder.create>) => call(maintenanceOrder.create, { body });
export const updateMaintenanceOrder = (uid: string, body: BodyOf<typeof maintenanceOrder.update>) =>
  call(maintenanceOrder.update, { params: { uid }, body });
export const deleteMaintenanceOrders = (uids: string[]) => call(maintenanceOrder.remove, { body: { uids } });
export const exportMaintenanceOrders = (body: BodyOf<typeof maintenanceOrder.export>, onProgress?: DownloadProgress, signal?: AbortSignal) =>
  download(maintenanceOrder.export, { body, signal }, maintenanceOrderExportFileName(body.startTime), onProgress);
export const originalCycleOf = (carUid: string, orderUid?: string) =>
  call(maintenanceOrder.originalCycle, { body: { carUid, ...(orderUid ? { orderUid } : {}) } });
