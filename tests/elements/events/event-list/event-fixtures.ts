import type { Endpoint } from '../../../../src/core/api/contract/endpoint';
import { cars } from '../../../../src/core/api/contract/cars';
import type { VehicleEvent } from '../../../../src/core/api/contract/events';
import { options } from '../../../../src/core/api/contract/options';
import { users } from '../../../../src/core/api/contract/users';

/** An event row as events/v0/event/list sends it; a dtc event when `code` is given. */
export function eventRow(i: number, extra: Partial<VehicleEvent> = {}): VehicleEvent {
  return {
    uid: `evt-${i}`, carUid: 'car-1', carNo: `KEA-10${i}`, driverUid: 'drv-1', driverName: '王小明', departmentUid: null, taskKindUid: null,
    type: 'speeding', typeLabel: '', category: 5, level: null, advice: null, code: null,
    title: `超速 9${i} km/h`, content: '', lat: 25.1, lng: 121.5, address: '臺北市中正區', speed: 90 + i,
    createdAt: Date.UTC(2026, 2, 10, 2, i), data: {}, ...extra,
  };
}

export const page = <T>(list: T[]) => ({ total: list.length, offset: 0, limit: 10, list });

export const XLSX_FILE = () => new Response(new Blob(['xlsx']), {
  status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
});

/** The option lists the filters read (任務種類, 部門, cars, drivers), empty. */
export function withEmptyOptions<T extends { on: (e: Endpoint, a: unknown) => T }>(fake: T): T {
  return fake.on(options.list, page([])).on(cars.list, page([])).on(users.driverList, page([]));
}
