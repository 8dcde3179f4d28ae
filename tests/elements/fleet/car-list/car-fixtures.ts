import { cars, type CarRow } from '../../../../src/core/api/contract/cars';
import { options } from '../../../../src/core/api/contract/options';
import { users } from '../../../../src/core/api/contract/users';
import { fakeApi, type FakeApi } from '../../fake-api';

/** Car n of the fake fleet: KEA-1001, KEA-1002, …; odd cars are under management. */
export function car(n: number, change: Partial<CarRow> = {}): CarRow {
  return {
    uid: `car-${n}`, carNo: `KEA-${1000 + n}`, model: 'XZU720', modelGroup: '300', carKind: 'truck', fuelType: 'diesel', etcType: null,
    departmentUid: 'dep-1', departmentName: '北區', driverUid: null, driverName: null, udid: n % 2 ? `DEV-${100000 + n}` : null,
    devices: n % 2 ? { dvr: { channels: 4 } } : {}, manufactureYear: 2020, vin: null, note: '', enabledCode: n % 2 === 1, deleted: false,
    createdAt: 1_700_000_000_000 + n, ...change,
  };
}

/** The catalogues the car form and filters read (spec 7.4): kinds, departments, drivers. */
export function withCatalogues(api: FakeApi): FakeApi {
  return api
    .on(options.commonList, ({ body }) => {
      const all = {
        car_kind: [{ value: 'truck', label: '貨車' }, { value: 'tractor', label: '曳引車' }],
        fuel_type: [{ value: 'diesel', label: '柴油' }],
        etc_type: [{ value: 'large', label: '大型車' }],
      };
      const kinds = (body.kinds ?? Object.keys(all)) as (keyof typeof all)[];
      return Object.fromEntries(kinds.map((k) => [k, all[k]]));
    })
    .on(options.list, () => ({ total: 1, offset: 0, limit: 1000, list: [{ uid: 'dep-1', name: '北區', category: 'department', sort: 0, usage: 3, createdAt: 1 }] }))
    .on(users.driverList, () => ({ total: 0, offset: 0, limit: 1000, list: [] }));
}

/** A fake API with `count` cars behind list (filters, paging), delete and enable. */
export function fleet(count: number) {
  let all = Array.from({ length: count }, (_, i) => car(i + 1));
  const api = withCatalogues(fakeApi())
    .on(cars.list, ({ body }) => {
      const found = all.filter((c) => (!body.keyword || c.carNo.includes(body.keyword))
        && (body.enabledCode === undefined || c.enabledCode === body.enabledCode));
      const offset = Number(body.offset ?? 0);
      const limit = Number(body.limit ?? 10);
      return { total: found.length, offset, limit, list: found.slice(offset, offset + limit) };
    })
    .on(cars.remove, ({ body }) => {
      const before = all.length;
      all = all.filter((c) => !body.uids.includes(c.uid));
      return { deleted: before - all.length };
    })
    .on(cars.enable, ({ body }) => {
      const enabled = all.filter((c) => body.uids.includes(c.uid) && !c.enabledCode);
      all = all.map((c) => (body.uids.includes(c.uid) ? { ...c, enabledCode: true } : c));
      return { enabled: enabled.map((c) => ({ uid: c.uid, carNo: c.carNo })), alreadyEnabled: body.uids.length - enabled.length };
    });
  return api;
}
