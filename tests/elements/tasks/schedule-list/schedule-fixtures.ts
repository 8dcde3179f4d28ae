import type { Schedule } from '../../../../src/core/api/contract/task';

/** 2026-12-01 00:00 in Taipei. */
export const DEC_1 = Date.parse('2026-12-01T00:00:00+08:00');
const DAY = 86_400_000;

/** Schedule n of the fake enterprise: two weeks of Mondays, Wednesdays and Fridays. */
export function scheduleRow(n: number, extra: Partial<Schedule> = {}): Schedule {
  return {
    uid: `sch-${n}`,
    name: `排程${n}`,
    car: { uid: `car-${n}`, carNo: `KEA-10${n}` },
    driver: { uid: `drv-${n}`, zhName: `司機${n}` },
    startDate: DEC_1,
    endDate: DEC_1 + 13 * DAY,
    weekdays: [1, 3, 5],
    taskList: [{ name: '基隆港', address: '基隆市', lat: 25.13, lng: 121.74, kind: null, time: '08:30' }],
    taskCount: 6,
    createdAt: DEC_1,
    updatedAt: DEC_1,
    ...extra,
  };
}
