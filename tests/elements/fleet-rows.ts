import type { CarRow } from '../../src/core/api/contract/cars';
import { restoreFetch } from './fake-api';
import { signOutUser } from './session-kit';

/** A car row as car/v0/list answers it. */
export function carRow(uid: string, carNo: string, devices: CarRow['devices'] = { dvr: { channels: 2 } }, driverName: string | null = '王小明'): CarRow {
  return {
    uid, carNo, model: 'XZU720', modelGroup: '300', carKind: null, fuelType: null, etcType: null, departmentUid: null, departmentName: null,
    driverUid: null, driverName, udid: `dev${uid}`, devices, manufactureYear: null, vin: null, note: '', enabledCode: true, deleted: false, createdAt: 0,
  };
}

export const carPage = (list: CarRow[]) => ({ total: list.length, offset: 0, limit: 1000, list });

/** Empties the page, signs out and puts the real fetch back. */
export function resetFleetPage(): void {
  document.body.innerHTML = '';
  signOutUser();
  restoreFetch();
}
