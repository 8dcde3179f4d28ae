import type { Cycle, MaintenanceRecord } from '../../../../../src/core/api/contract/maintenance';
import type { OptionRow } from '../../../../../src/core/api/contract/options';

export function cycleRow(n: number, extra: Partial<Cycle> = {}): Cycle {
  return {
    uid: `cyc-${n}`, name: `週期${n}`, category: 'maintain', intervalKm: 5000, intervalMonths: 6, intervalEngineHours: null,
    items: [{ uid: 'opt-oil', name: '機油' }], note: '', carList: [{ uid: 'car-1', carNo: 'KEA-101' }, { uid: 'car-2', carNo: 'KEA-102' }],
    createdAt: 0, updatedAt: 0, ...extra,
  };
}

export const itemRow = (uid: string, name: string): OptionRow => ({ uid, name, category: 'maintenance', sort: 0, usage: 0, createdAt: 0 });

export function recordRow(n: number, extra: Partial<MaintenanceRecord> = {}): MaintenanceRecord {
  return {
    uid: `rec-${n}`, car: { uid: 'car-1', carNo: `KEA-10${n}` }, cycle: { uid: 'cyc-1', name: '定期保養' }, orderUid: null,
    reservation: { uid: `res-${n}`, status: 'readyMaintain', factoryUid: null, factoryName: '中和保修廠', reservedAt: Date.UTC(2026, 10, 20, 2) },
    servicedAt: null, items: [{ uid: 'opt-oil', name: '機油' }], mileage: 12345, engineHours: null, cost: 1500, note: '',
    active: true, createdAt: 0, updatedAt: 0, ...extra,
  };
}
