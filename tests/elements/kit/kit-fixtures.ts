import { cars, type CarRow } from '../../../src/core/api/contract/cars';
import { fakeApi } from '../fake-api';

/** Car n of the fake fleet: KEA-1001, KEA-1002, … */
export function car(n: number): CarRow {
  return {
    uid: `car-${n}`, carNo: `KEA-${1000 + n}`, model: 'XZU720', modelGroup: '300', carKind: '貨車', fuelType: '柴油', etcType: null,
    departmentUid: null, departmentName: n % 2 ? '北區' : null, driverUid: null, driverName: null, udid: null, devices: {},
    manufactureYear: 2020, vin: null, note: '', enabledCode: true, deleted: false, createdAt: 1_700_000_000_000 + n,
  };
}

/** The fake API with a fleet of `count` cars behind cars.list (keyword, offset, limit) and cars.remove. */
export function fleetApi(count: number) {
  let fleet = Array.from({ length: count }, (_, i) => car(i + 1));
  return fakeApi()
    .on(cars.list, ({ query, body }) => {
      const found = fleet.filter((c) => !body?.keyword || c.carNo.includes(body.keyword));
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 10);
      return { total: found.length, offset, limit, list: found.slice(offset, offset + limit) };
    })
    .on(cars.remove, ({ body }) => {
      const before = fleet.length;
      fleet = fleet.filter((c) => !body.uids.includes(c.uid));
      return { deleted: before - fleet.length };
    });
}
