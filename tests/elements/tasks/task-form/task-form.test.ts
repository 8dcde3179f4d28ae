import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/tasks/task-form/task-form.element';
import { task } from '../../../../src/core/api/contract/task';
import { users } from '../../../../src/core/api/contract/users';
import { cars } from '../../../../src/core/api/contract/cars';
import { options } from '../../../../src/core/api/contract/options';
import { commonRoutes } from '../../../../src/core/api/contract/routes';
import { geo } from '../../../../src/core/api/contract/geo';
import { refreshOptions } from '../../../../src/core/resource';
import { mount, waitFor } from '../../helpers';
import { fail, fakeApi } from '../../fake-api';
import { clickButton, control, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { taskRow } from '../task-list/task-fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
});

const driver = (uid: string, zhName: string, carList: Array<{ carUid: string; carNo: string; enabledCode: boolean; deleted: boolean }>) => ({
  uid, zhName, carList, car: null, name: uid, mobile: '', email: '', role: 'driver', codes: [], departmentUid: null, departmentName: null,
  enabled: true, mustReset: false, employeeNo: '', licenseClass: null, licenseExpiry: null, hireDate: null, createdAt: 0,
});
const car = (uid: string, carNo: string, driverUid: string | null = null) => ({ uid, carNo, enabledCode: true, deleted: false, driverUid });

async function api() {
  const server = fakeApi()
    .on(users.driverList, () => ({
      total: 2, offset: 0, limit: 1000, list: [
        driver('drv-1', '陳志明', [{ carUid: 'car-1', carNo: 'KEA-101', enabledCode: true, deleted: false }]),
        driver('drv-2', '王振宇', [{ carUid: 'car-9', carNo: 'KEA-109', enabledCode: false, deleted: false }, { carUid: 'car-2', carNo: 'KEA-102', enabledCode: true, deleted: false }]),
      ],
    }))
    .on(cars.list, () => ({ total: 3, offset: 0, limit: 1000, list: [car('car-1', 'KEA-101', 'drv-1'), car('car-2', 'KEA-102', 'drv-2'), car('car-3', 'KEA-103')] }))
    .on(options.list, () => ({ total: 1, offset: 0, limit: 1000, list: [{ uid: 'k-1', name: '取貨', category: 'task' }] }))
    .on(commonRoutes.list, () => ({ total: 1, offset: 0, limit: 100, list: [{ uid: 'rte-1', name: '港區', waypoints: [{ lat: 25, lng: 121 }, { lat: 24, lng: 120 }], distance: 1, duration: 1, createdAt: 0 }] }))
    .on(geo.latlng, () => ({ lat: 25.13, lng: 121.74, address: '200基隆市仁愛區中正路2號' }));
  await refreshOptions();
  return server;
}

describe('fms-task-form', () => {
  it('spec 3, 5: choosing a driver proposes their car only when its first entry is managed and not deleted', async () => {
    signInUser(['P_P13']);
    await api();
    const el = mount('fms-task-form');
    const driverSelect = await control<HTMLSelectElement>(el, '駕駛');
    await waitFor(() => driverSelect.options.length === 3, 'the drivers');
    const carSelect = await control<HTMLSelectElement>(el, '車號');
    await fill(driverSelect, 'drv-2');
    expect(carSelect.value).to.equal('');
    await fill(driverSelect, 'drv-1');
    await waitFor(() => carSelect.value === 'car-1', 'the proposed car');
  });

  it('spec 2.11: stops come from a common route and an address search; the body keeps their order', async () => {
    signInUser(['P_P13']);
    const server = await api();
    server.on(task.create, ({ body }) => taskRow(5, 'ready', { uid: 'task-new', car: { uid: body.carUid, carNo: 'KEA-101' } }));
    const el = mount('fms-task-form');
    const saved: unknown[] = [];
    el.addEventListener('tasksave', (e) => saved.push((e as CustomEvent).detail));
    const driverSelect = await control<HTMLSelectElement>(el, '駕駛');
    await waitFor(() => driverSelect.options.length === 3, 'the drivers');
    await fill(driverSelect, 'drv-1');
    const routeSelect = await control<HTMLSelectElement>(el, '常用路線');
    await waitFor(() => routeSelect.options.length === 2, 'the routes');
    await fill(routeSelect, 'rte-1');
    await clickButton(el, '加入路線站點');
    await fill(await control(el, '地址搜尋'), '基隆港');
    await clickButton(el, '搜尋並加入');
    await waitFor(async () => (await control(el, '第 3 站 站名')).value === '基隆港', 'the third stop');
    await clickButton(el, '第 3 站上移');
    await clickButton(el, '儲存');
    await waitFor(() => saved.length === 1, 'tasksave');
    const body = server.calls.find((c) => c.endpoint === 'task.create')!.body as { carUid: string; driverUid: string; taskList: Array<{ name: string; lat?: number }> };
    expect(body.carUid).to.equal('car-1');
    expect(body.driverUid).to.equal('drv-1');
    expect(body.taskList.map((s) => s.name)).to.deep.equal(['港區 第 1 點', '基隆港', '港區 第 2 點']);
    expect(saved[0]).to.deep.equal({ taskUid: 'task-new', created: true });
  });

  it('required fields: no stop is refused before sending; the server\'s driver error shows on driver and car', async () => {
    signInUser(['P_P13']);
    const server = await api();
    server.on(task.create, fail(4000001, '找不到此司機。', 'driverUid'));
    const el = mount('fms-task-form');
    await clickButton(el, '儲存');
    await waitText(el, '請選擇駕駛');
    await waitText(el, '請選擇站點');
    expect(server.calls.some((c) => c.endpoint === 'task.create')).to.equal(false);
    const driverSelect = await control<HTMLSelectElement>(el, '駕駛');
    await waitFor(() => driverSelect.options.length === 3, 'the drivers');
    await fill(driverSelect, 'drv-1');
    await fill(await control(el, '地址搜尋'), '基隆港');
    await clickButton(el, '搜尋並加入');
    await waitFor(async () => (await control(el, '第 1 站 站名')).value === '基隆港', 'the stop');
    await clickButton(el, '儲存');
    await waitText(el, '找不到此司機。');
    expect((await control(el, '第 1 站 站名')).value).to.equal('基隆港');
  });

  it('an address search that answers late adds its stop to the stops as they are then: an edit made meanwhile is kept', async () => {
    signInUser(['P_P13']);
    const server = await api();
    server.on(geo.latlng, () => ({ lat: 25.13, lng: 121.74, address: '200基隆市仁愛區中正路2號' }), { delayMs: 300 });
    const el = mount('fms-task-form');
    const routeSelect = await control<HTMLSelectElement>(el, '常用路線');
    await waitFor(() => routeSelect.options.length === 2, 'the routes');
    await fill(routeSelect, 'rte-1');
    await clickButton(el, '加入路線站點');
    await fill(await control(el, '地址搜尋'), '基隆港');
    await clickButton(el, '搜尋並加入');
    await fill(await control(el, '第 1 站 站名'), '北倉');
    await waitFor(async () => (await control(el, '第 3 站 站名')).value === '基隆港', 'the searched stop');
    expect((await control(el, '第 1 站 站名')).value).to.equal('北倉');
    expect((await control(el, '第 2 站 站名')).value).to.equal('港區 第 2 點');
  });

  it('issue 22, 8: choosing a car proposes its assigned driver; a car without one keeps the driver', async () => {
    signInUser(['P_P13']);
    await api();
    const el = mount('fms-task-form');
    const carSelect = await control<HTMLSelectElement>(el, '車號');
    await waitFor(() => carSelect.options.length === 4, 'the cars');
    const driverSelect = await control<HTMLSelectElement>(el, '駕駛');
    await waitFor(() => driverSelect.options.length === 3, 'the drivers');
    await fill(carSelect, 'car-2');
    await waitFor(() => driverSelect.value === 'drv-2', 'the proposed driver');
    await fill(carSelect, 'car-3');
    expect(driverSelect.value).to.equal('drv-2');
    await fill(carSelect, 'car-1');
    await waitFor(() => driverSelect.value === 'drv-1', 'the next proposed driver');
  });

  it('issue 22, 8: a driver the user picked is not replaced by the car\'s, nor a picked car by the driver\'s', async () => {
    signInUser(['P_P13']);
    await api();
    const el = mount('fms-task-form');
    const driverSelect = await control<HTMLSelectElement>(el, '駕駛');
    await waitFor(() => driverSelect.options.length === 3, 'the drivers');
    const carSelect = await control<HTMLSelectElement>(el, '車號');
    await waitFor(() => carSelect.options.length === 4, 'the cars');
    await fill(carSelect, 'car-2');
    await waitFor(() => driverSelect.value === 'drv-2', 'the car\'s driver');
    // The car was picked: choosing drv-1 keeps it instead of swapping in drv-1's car-1.
    await fill(driverSelect, 'drv-1');
    expect(carSelect.value).to.equal('car-2');
    // Both picked now: another car keeps the driver, so any pair can be made.
    await fill(carSelect, 'car-3');
    await fill(carSelect, 'car-2');
    expect(driverSelect.value).to.equal('drv-1');
  });

  it('issue 22, 6: editing shows each stop\'s planned time and note, and saving unchanged sends them back', async () => {
    signInUser(['P_P13']);
    const server = await api();
    const base = taskRow(1, 'ready', { car: { uid: 'car-1', carNo: 'KEA-101' }, driver: { uid: 'drv-1', zhName: '陳志明' } });
    const at = (h: number, m: number) => base.taskDate + (h * 60 + m) * 60_000;
    const loaded = {
      ...base,
      taskList: [{ ...base.taskList[0], plannedTime: at(8, 0), note: '先取櫃' }, { ...base.taskList[1], kind: 'k-1', plannedTime: at(10, 30), note: '' }],
    };
    server.on(task.get, () => loaded).on(task.update, () => loaded);
    const el = mount('fms-task-form', { 'task-uid': 'task-1' });
    await waitFor(async () => (await control(el, '第 1 站 預計時間')).value === '08:00', 'the first planned time');
    expect((await control(el, '第 1 站 備註')).value).to.equal('先取櫃');
    expect((await control(el, '第 2 站 預計時間')).value).to.equal('10:30');
    await clickButton(el, '儲存');
    await waitFor(() => server.calls.some((c) => c.endpoint === 'task.update'), 'the PUT');
    const body = server.calls.find((c) => c.endpoint === 'task.update')!.body as { taskList: Array<{ plannedTime: number | null; note: string; kind: string | null }> };
    expect(body.taskList.map((s) => [s.plannedTime, s.note, s.kind])).to.deep.equal([[at(8, 0), '先取櫃', 'k-1'], [at(10, 30), '', 'k-1']]);
  });

  it('issue 22, 6, 9: a changed planned time and note are sent; a cleared one is sent as none', async () => {
    signInUser(['P_P13']);
    const server = await api();
    const base = taskRow(1, 'ready', { car: { uid: 'car-1', carNo: 'KEA-101' }, driver: { uid: 'drv-1', zhName: '陳志明' } });
    const at = (h: number, m: number) => base.taskDate + (h * 60 + m) * 60_000;
    const loaded = { ...base, taskList: [{ ...base.taskList[0], plannedTime: at(8, 0), note: '先取櫃' }, base.taskList[1]] };
    server.on(task.get, () => loaded).on(task.update, () => loaded);
    const el = mount('fms-task-form', { 'task-uid': 'task-1' });
    const time1 = await control(el, '第 1 站 預計時間');
    await waitFor(() => time1.value === '08:00', 'the planned time');
    await fill(time1, '');
    await fill(await control(el, '第 1 站 備註'), '');
    await fill(await control(el, '第 2 站 預計時間'), '14:45');
    await fill(await control(el, '第 2 站 備註'), '卸貨後回報');
    await clickButton(el, '儲存');
    await waitFor(() => server.calls.some((c) => c.endpoint === 'task.update'), 'the PUT');
    const body = server.calls.find((c) => c.endpoint === 'task.update')!.body as { taskList: Array<{ plannedTime: number | null; note: string }> };
    expect(body.taskList.map((s) => [s.plannedTime, s.note])).to.deep.equal([[null, ''], [at(14, 45), '卸貨後回報']]);
  });

  it('issue 22, 10: a driver gets no form and nothing is loaded', async () => {
    signInUser(['P_P13'], { role: 'driver' });
    const server = await api();
    const el = mount('fms-task-form', { 'task-uid': 'task-1' });
    await waitText(el, '駕駛帳號無法使用任務派遣功能。');
    expect(shadowOf(el).querySelector('form')).to.equal(null);
    expect(server.calls.some((c) => c.endpoint === 'task.get')).to.equal(false);
  });
});
