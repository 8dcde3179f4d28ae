import type { Static } from '@sinclair/typebox';
import type { ActiveService, SerialInfo, ServicePlan } from '../../../../src/core/api/contract/plus';
import { cars } from '../../../../src/core/api/contract/cars';
import { refreshOptions } from '../../../../src/core/resource';
import { fakeApi, type FakeApi } from '../../fake-api';

export const DAY = 86_400_000;
export const AT = Date.UTC(2027, 2, 1, 1, 0); // 2027-03-01 09:00 in Taipei

export const PLAN: ServicePlan = {
  uid: 'plan-tpms-month', serviceType: 'tpms', serviceTypeName: '胎壓監測', name: '胎壓監測 月方案', months: 1, price: 150, currency: 'TWD',
};

export function serialInfo(extra: Partial<Static<typeof SerialInfo>> = {}): Static<typeof SerialInfo> {
  return { serialNo: 'ABCD-1234-EFGH-5678', plan: PLAN, used: false, expiresAt: Date.now() + 365 * DAY, ...extra };
}

export function service(n: number, extra: Partial<Static<typeof ActiveService>> = {}): Static<typeof ActiveService> {
  return {
    uid: `svc-${n}`, carUid: 'car-1', carNo: 'KEA-101', serviceType: 'tpms', serviceTypeName: '胎壓監測', planName: '胎壓監測 月方案',
    startTime: AT, endTime: AT + 31 * DAY, source: 'exchange', sourceCode: 'ABCD-1234-EFGH-5678', ...extra,
  };
}

/** The fake server with two managed cars. */
export function withCars(): FakeApi {
  const server = fakeApi().on(cars.list, () => ({
    total: 2, offset: 0, limit: 1000,
    list: [
      { uid: 'car-1', carNo: 'KEA-101', enabledCode: true, deleted: false },
      { uid: 'car-2', carNo: 'KEA-102', enabledCode: true, deleted: false },
    ],
  }));
  void refreshOptions();
  return server;
}
