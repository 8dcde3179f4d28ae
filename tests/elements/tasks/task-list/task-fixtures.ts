import type { TaskDetail, TaskStatusKey } from '../../../../src/core/api/contract/task';

const DAY = 1_795_622_400_000;

/** Task n of the fake enterprise, in the given status. */
export function taskRow(n: number, status: TaskStatusKey, extra: Partial<TaskDetail> = {}): TaskDetail {
  return {
    uid: `task-${n}`,
    url: `/task/single/task-${n}`,
    taskDate: DAY + n * 86_400_000,
    car: { uid: `car-${n}`, carNo: `KEA-10${n}` },
    driver: { uid: `drv-${n}`, zhName: `司機${n}` },
    totalMileage: 30.2,
    totalDuration: 27,
    taskList: [
      { seq: 1, name: '基隆港', address: '基隆市', lat: 25.13, lng: 121.74, kind: 'k-1', kindName: '取貨', plannedTime: null, arrivedAt: null, doneAt: null, note: '' },
      { seq: 2, name: '臺北車站', address: '臺北市', lat: 25.04, lng: 121.51, kind: 'k-2', kindName: '配送', plannedTime: null, arrivedAt: null, doneAt: null, note: '' },
    ],
    status,
    lock: false,
    ...extra,
  };
}
