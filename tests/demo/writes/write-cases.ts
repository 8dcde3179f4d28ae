import type { EnterpriseRecords } from './enterprise-records';

/**
 * For each write route that names records, the calls enterprise B's admin makes with enterprise A's
 * uids (issue 10, 5): `a` is the other enterprise's records, `b` the caller's own, `at` the clock.
 * Each call would succeed with B's own uids; with one of A's it must be refused.
 */
export interface WriteCall {
  /** What the call tries, for the test's name. */
  tries: string;
  params?: Record<string, string>;
  /** A raw query string (the voice upload carries its cars there). */
  query?: string;
  body?: unknown;
  /** Sent as a multipart upload of a short clip. */
  upload?: boolean;
  /**
   * Set where a capability token of the caller's own decides, before any uid is read: the refusal is
   * then a 400 naming this field (the token) instead of not found.
   */
  refusedAt?: string;
  /** Sent by a driver of B rather than its admin (the driver-scoped calls). */
  asDriver?: boolean;
}

type Build = (a: EnterpriseRecords, b: EnterpriseRecords, at: number) => WriteCall[];

const DAY = 86_400_000;
const dateOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const stop = { name: '倉庫', address: '台北市信義區市府路1號', lat: 25.0375, lng: 121.5637 };
const task = (car: string, driver: string, at: number, kind: string | null = null) =>
  ({ taskDate: at + DAY, carUid: car, driverUid: driver, taskList: [{ ...stop, kind }] });
const schedule = (car: string, driver: string, at: number, kind: string | null = null) =>
  ({ name: '每週配送', carUid: car, driverUid: driver, startDate: at + DAY, endDate: at + 14 * DAY, weekdays: [1], taskList: [{ ...stop, kind, time: '08:00' }] });
const cycle = (items: string[], carUids: string[] = []) => ({ name: '定期保養', category: 'maintain', intervalKm: 5000, items, carUids });
const reservation = (at: number) => ({ status: 'readyMaintain', reservedAt: at + DAY });
const fence = (carUids: string[]) => ({
  name: '總部', iconType: 'building', shape: { type: 'circle', center: { lat: 25.04, lng: 121.56 }, radius: 300 },
  triggers: { enter: true, leave: false }, message: '進入總部', options: { notify: true, carUids },
});
const car = (carNo: string) => ({ carNo, model: 'FUSO1234' });

export const WRITE_CASES: Readonly<Record<string, Build>> = {
  'cars.carCycle': (a, b) => [
    { tries: 'put its cars on A\'s cycle', body: { cycleUid: a.cycle, carUids: [b.car] } },
    { tries: 'put A\'s car on its cycle', body: { cycleUid: b.cycle, carUids: [a.car] } },
  ],
  'cars.create': (a) => [
    { tries: 'file a car under A\'s department', body: { ...car('ZZ-9001'), departmentUid: a.department } },
    { tries: 'give a car A\'s driver', body: { ...car('ZZ-9002'), driverUid: a.driver } },
  ],
  'cars.update': (a, b) => [
    { tries: 'edit A\'s car', params: { uid: a.car }, body: { note: 'x' } },
    { tries: 'move its car to A\'s department', params: { uid: b.car }, body: { departmentUid: a.department } },
    { tries: 'give its car A\'s driver', params: { uid: b.car }, body: { driverUid: a.driver } },
  ],
  'cars.enable': (a) => [{ tries: 'enable A\'s car', body: { uids: [a.car] } }],
  'cars.remove': (a) => [{ tries: 'delete A\'s car', body: { uids: [a.car] } }],
  'users.create': (a) => [{ tries: 'file a user under A\'s department', body: { name: 'cross-user', password: 'Passw0rd!x', zhName: '跨', role: 'staff', email: 'cross@fleet-b.tw', departmentUid: a.department } }],
  'users.update': (a, b) => [
    { tries: 'edit A\'s user', params: { uid: a.user }, body: { zhName: '改' } },
    { tries: 'move its user to A\'s department', params: { uid: b.user }, body: { departmentUid: a.department } },
  ],
  'users.remove': (a) => [{ tries: 'delete A\'s user', body: { uids: [a.user] } }],
  'users.resetPassword': (a) => [{ tries: 'reset A\'s password', body: { uid: a.user, method: 'temporary', password: 'Passw0rd!x' } }],
  'users.resendVerify': (a) => [{ tries: 'mail A\'s user', body: { uid: a.user } }],
  'options.update': (a) => [{ tries: 'rename A\'s department', params: { uid: a.department }, body: { name: '改' } }],
  'options.remove': (a) => [{ tries: 'delete A\'s department', body: { uids: [a.department] } }],
  'fence.create': (a) => [{ tries: 'watch A\'s car', body: fence([a.car]) }],
  'fence.update': (a, b) => [
    { tries: 'edit A\'s fence', params: { uid: a.fence }, body: fence([]) },
    { tries: 'watch A\'s car', params: { uid: b.fence }, body: fence([a.car]) },
  ],
  'fence.remove': (a) => [{ tries: 'delete A\'s fence', body: { uids: [a.fence] } }],
  'commonRoutes.update': (a) => [{ tries: 'rename A\'s route', params: { uid: a.route }, body: { name: '改' } }],
  'commonRoutes.remove': (a) => [{ tries: 'delete A\'s route', body: { uids: [a.route] } }],
  'journey.makeSure': (a) => [{ tries: 'confirm A\'s journey', body: { uids: [a.journey] } }],
  'drivingScore.settleJob': (a, _b, at) => [{ tries: 'settle A\'s driver', body: { startDate: dateOf(at - 3 * DAY), endDate: dateOf(at - 2 * DAY), driverUids: [a.driver] } }],
  'message.read': (a) => [{ tries: 'mark A\'s message read', body: { uids: [a.message] } }],
  'task.create': (a, b, at) => [
    { tries: 'plan A\'s car', body: task(a.car, b.driver, at) },
    { tries: 'plan A\'s driver', body: task(b.car, a.driver, at) },
    { tries: 'use A\'s task kind', body: task(b.car, b.driver, at, a.taskKind) },
  ],
  'task.update': (a, b, at) => [
    { tries: 'stop A\'s task', params: { uid: a.task }, body: { status: 'stopped' } },
    { tries: 'move its task to A\'s car', params: { uid: b.task }, body: { carUid: a.car } },
    { tries: 'give its task to A\'s driver', params: { uid: b.task }, body: { driverUid: a.driver } },
    { tries: 'use A\'s task kind', params: { uid: b.task }, body: { taskList: task(b.car, b.driver, at, a.taskKind).taskList } },
  ],
  'report.revokeShare': (a) => [{ tries: 'revoke A\'s report share link', params: { uid: a.reportShare } }],
  'liveShare.create': (a) => [
    { tries: 'share A\'s truck live', body: { carUid: a.car, duration: '1h' } },
    { tries: 'share A\'s task live', body: { taskUid: a.task, duration: '1h' } },
  ],
  'liveShare.revoke': (a) => [{ tries: 'revoke A\'s live-share link', params: { uid: a.liveShare } }],
  'task.updateByDriver': (a) => [{ tries: 'report progress on A\'s task', asDriver: true, body: { uid: a.task, action: 'start' } }],
  'task.remove': (a) => [{ tries: 'delete A\'s task', body: { uids: [a.task] } }],
  'task.scheduleCreate': (a, b, at) => [
    { tries: 'schedule A\'s car', body: schedule(a.car, b.driver, at) },
    { tries: 'schedule A\'s driver', body: schedule(b.car, a.driver, at) },
    { tries: 'use A\'s task kind', body: schedule(b.car, b.driver, at, a.taskKind) },
  ],
  'task.scheduleUpdate': (a, b, at) => [
    { tries: 'edit A\'s schedule', params: { uid: a.schedule }, body: schedule(b.car, b.driver, at) },
    { tries: 'move its schedule to A\'s car', params: { uid: b.schedule }, body: schedule(a.car, b.driver, at) },
    { tries: 'give its schedule to A\'s driver', params: { uid: b.schedule }, body: schedule(b.car, a.driver, at) },
  ],
  'task.scheduleRemove': (a) => [{ tries: 'delete A\'s schedule', body: { uids: [a.schedule] } }],
  'maintenanceCycle.create': (a, b) => [
    { tries: 'use A\'s maintenance item', body: cycle([a.maintenanceItem]) },
    { tries: 'put A\'s car on it', body: cycle([b.maintenanceItem], [a.car]) },
  ],
  'maintenanceCycle.update': (a, b) => [
    { tries: 'edit A\'s cycle', params: { uid: a.cycle }, body: cycle([b.maintenanceItem]) },
    { tries: 'use A\'s maintenance item', params: { uid: b.cycle }, body: cycle([a.maintenanceItem]) },
    { tries: 'put A\'s car on its cycle', params: { uid: b.cycle }, body: cycle([b.maintenanceItem], [a.car]) },
  ],
  'maintenanceCycle.remove': (a) => [{ tries: 'delete A\'s cycle', body: { uids: [a.cycle] } }],
  'maintenance.create': (a, b, at) => [
    { tries: 'book A\'s car', body: { carUid: a.car, reservation: reservation(at), items: [b.maintenanceItem] } },
    { tries: 'book under A\'s cycle', body: { carUid: b.car, cycleUid: a.cycle, reservation: reservation(at), items: [b.maintenanceItem] } },
    { tries: 'use A\'s maintenance item', body: { carUid: b.car, reservation: reservation(at), items: [a.maintenanceItem] } },
  ],
  'maintenance.update': (a, b) => [
    { tries: 'edit A\'s record', params: { uid: a.reservation }, body: { reservation: { uid: a.reservation }, note: 'x' } },
    { tries: 'move its record under A\'s cycle', params: { uid: b.reservation }, body: { reservation: { uid: b.reservation }, cycleUid: a.cycle } },
    { tries: 'use A\'s maintenance item', params: { uid: b.reservation }, body: { reservation: { uid: b.reservation }, items: [a.maintenanceItem] } },
  ],
  'maintenance.setActive': (a) => [{ tries: 'switch A\'s record off', params: { uid: a.maintenance }, body: { active: false } }],
  'maintenance.remove': (a) => [{ tries: 'delete A\'s record', body: { uids: [a.maintenance] } }],
  'maintenance.setInit': (a, b) => [
    { tries: 'set A\'s car\'s readings', body: { mode: 'init', cars: [{ carUid: a.car, mileage: 1000, engineHours: 10 }] } },
    { tries: 'start its car on A\'s cycle', body: { mode: 'project', cycleUid: a.cycle, cars: [{ carUid: b.car, mileage: 1000, engineHours: 10 }] } },
  ],
  'maintenanceOrder.create': (a, b) => [
    { tries: 'order for A\'s car', body: { carUid: a.car, items: [b.maintenanceItem] } },
    { tries: 'order from A\'s cycle', body: { carUid: b.car, originalCycleUid: a.cycle, items: [b.maintenanceItem] } },
    { tries: 'use A\'s maintenance item', body: { carUid: b.car, items: [a.maintenanceItem] } },
    { tries: 'order from A\'s reservation', body: { carUid: b.car, items: [b.maintenanceItem], recordUid: a.maintenance } },
  ],
  'maintenanceOrder.update': (a, b) => [
    { tries: 'edit A\'s order', params: { uid: a.order }, body: { note: 'x' } },
    { tries: 'move its order to A\'s cycle', params: { uid: b.order }, body: { originalCycleUid: a.cycle } },
    { tries: 'use A\'s maintenance item', params: { uid: b.order }, body: { items: [a.maintenanceItem] } },
  ],
  'maintenanceOrder.remove': (a) => [{ tries: 'delete A\'s order', body: { uids: [a.order] } }],
  'plus.createOrder': (a) => [{ tries: 'buy for A\'s car', body: { planUid: 'plan-video-month', carUids: [a.car], paymentMethod: 'atm' } }],
  'plus.cancelOrder': (a) => [{ tries: 'cancel A\'s order', params: { uid: a.plusOrder } }],
  'plus.pendingOrder': (a) => [{ tries: 'reopen A\'s order', body: { uid: a.plusOrder } }],
  'plus.setInvoice': (a) => [{ tries: 'invoice A\'s order', body: { orderUid: a.plusOrder, invoice: { invoiceType: 'duplicate', email: 'b@fleet-b.tw' } } }],
  'plus.exchange': (a) => [{ tries: 'redeem for A\'s car', body: { serialNo: a.serial, carUid: a.car } }],
  // The payment token is issued (GET token/{code}) only for the caller's own order and binds its code.
  'payment.createPayment': (a, b) => [{ tries: 'pay A\'s order', body: { orderCode: a.plusOrderCode, paymentToken: b.paymentToken, returnUrl: '/serviceOrder' }, refusedAt: 'paymentToken' }],
  'payment.syncOrderStatus': (a) => [{ tries: 'sync A\'s order', params: { orderCode: a.plusOrderCode } }],
  'payment.atmSimulate': (a) => [{ tries: 'expire A\'s order', params: { orderCode: a.plusOrderCode }, body: { outcome: 'expire' } }],
  'video.request': (a, _b, at) => [{ tries: 'fetch A\'s car\'s video', params: { carUid: a.car }, body: { startTime: at - 3_600_000, endTime: at - 3_540_000, cache: false } }],
  'video.getLink': (a) => [{ tries: 'link A\'s video', params: { uid: a.videoRecord } }],
  'video.checkSd': (a, _b, at) => [{ tries: 'read A\'s car\'s card', params: { carUid: a.car }, body: { startTime: at - 3_600_000, channel: 1 } }],
  'voice.send': (a) => [{ tries: 'talk to A\'s car', query: `carUids=${a.car}&durationSeconds=2`, upload: true }],
};
