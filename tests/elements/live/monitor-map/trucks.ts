import type { MonitorRecord } from '../../../../src/core/api/contract/monitor';
import { geo } from '../../../../src/core/api/contract/geo';
import { drivingMonitor } from '../../../../src/core/api/contract/monitor';
import { options } from '../../../../src/core/api/contract/options';
import { fakeApi, type FakeApi } from '../../fake-api';

/** A live monitor record with sensible values; `extra` overrides. */
export function truck(n: number, extra: Partial<MonitorRecord> = {}): MonitorRecord {
  const uid = `car-${n}`;
  return {
    carUid: uid, carNo: `KEA-${1000 + n}`, driverUid: `drv-${n}`, driverName: `駕駛${n}`, departmentUid: n % 2 ? 'dep-n' : 'dep-s',
    lat: 23 + n * 0.1, lng: 120.5 + n * 0.05, speed: 40 + n, direction: 90, status: 'driving',
    time: Date.now(), mileage: 1000, fuel: 50, rpm: 1500, engineTemp: 85,
    lastEvent: { type: 'speeding', title: '超速', time: Date.now() - 120_000 }, fences: [],
    devices: { dvr: true, tpms: false, coldChain: false, dms: false, tachograph: false },
    ...extra,
  };
}

/** The calls the monitor makes, answered from the given fleet through the one fake API. */
export function monitorApi(fleet: () => MonitorRecord[], address = (latlng: string) => `測試地址 ${latlng}`): FakeApi {
  return fakeApi()
    .on(drivingMonitor.carList, ({ body }) => {
      const all = fleet();
      const { offset = 0, limit = 1000 } = body ?? {};
      return { total: all.length, offset, limit, list: all.slice(offset, offset + limit) };
    })
    .on(options.list, { total: 2, offset: 0, limit: 1000, list: [
      { uid: 'dep-n', name: '北區車隊', category: 'department', sort: 1, usage: 1, createdAt: 0 },
      { uid: 'dep-s', name: '南區車隊', category: 'department', sort: 2, usage: 1, createdAt: 0 },
    ] })
    .on(geo.address, ({ query }) => ({ county: '', district: '', postalCode: '', road: '', address: address(query.get('latlng') ?? '') }))
    .otherwise(() => null);
}
