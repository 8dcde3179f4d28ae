import type { MaintenanceOrder, MaintenanceRecord } from '../../../../src/core/api/contract/maintenance';

const AT = Date.UTC(2027, 2, 1, 1, 0); // 2027-03-01 09:00 in Taipei

export function recordRow(n: number, status: MaintenanceRecord['reservation']['status'], extra: Partial<MaintenanceRecord> = {}): MaintenanceRecord {
  return {
    uid: `rec-${n}`, car: { uid: `car-${n}`, carNo: `KEA-10${n}` }, cycle: { uid: 'cyc-1', name: '5000 公里保養' }, orderUid: null,
    reservation: { uid: `res-${n}`, status, factoryUid: null, factoryName: `保修廠${n}`, reservedAt: AT + n * 3_600_000 },
    servicedAt: status === 'alreadyMaintain' ? AT : null, items: [{ uid: 'item-1', name: '機油' }],
    mileage: status === 'alreadyMaintain' ? 120500 : null, engineHours: null, cost: 0, note: '', active: true,
    createdAt: AT, updatedAt: AT, ...extra,
  };
}

export function orderRow(n: number, extra: Partial<MaintenanceOrder> = {}): MaintenanceOrder {
  return {
    uid: `ord-${n}`, orderNo: `MO-2027030100${n}`, car: { uid: `car-${n}`, carNo: `KEA-10${n}` }, originalCycle: { uid: 'cyc-1', name: '5000 公里保養' },
    items: [], status: 'open', openedAt: AT, scheduledAt: AT, completedAt: null, factoryName: '北區保修廠', cost: 1500, note: '',
    recordUid: null, createdAt: AT, updatedAt: AT, ...extra,
  };
}
