import { expect } from '@esm-bundle/chai';
import '../../../src/elements/task-form/task-form.element';
import { task } from '../../../src/core/api/contract/task';
import { users } from '../../../src/core/api/contract/users';
import { cars } from '../../../src/core/api/contract/cars';
import { options } from '../../../src/core/api/contract/options';
import { commonRoutes } from '../../../src/core/api/contract/routes';
import { geo } from '../../../src/core/api/contract/geo';
import { refreshOptions } from '../../../src/core/resource';
import { mount, waitFor } from '../helpers';
import { fail, fakeApi } from '../fake-api';
import { clickButton, control, fill, resetPage, waitText } from '../shared/account/form-kit';
import { signInUser, signOutUser } from '../session-kit';
import { taskRow } from '../task-list/task-fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
});

const driver = (uid: string, zhName: string, carList: Array<{ carUid: string; carNo: string; enabledCode: boolean; deleted: boolean }>) => ({
  uid, zhName, carList, car: null, name: uid, mobile: '', email: '', role: 'driver', codes: [], departmentUid: null, departmentName: null,
  enabled: true, mustReset: false, employeeNo: '', licenseClass: null, licenseExpiry: null, hireDate: null, createdAt: 0,
});
const car = (uid: string, carNo: string) => ({ uid, carNo, enabledCode: true, deleted: false });

async function api() {
  const server = fakeApi()
    .on(users.driverList, () => ({
      total: 2, offset: 0, limit: 1000, list: [
        driver('drv-1', '陳志明', [{ carUid: 'car-1', carNo: 'KEA-101', enabledCode: true, deleted: false }]),
        driver('drv-2', '王振宇', [{ carUid: 'car-9', carNo: 'KEA-109', enabledCode: false, deleted: false }, { carUid: 'car-2', carNo: 'KEA-102', enabledCode: true, deleted: false }]),
      ],
    }))
    .on(cars.list, () => ({ total: 2, offset: 0, limit: 1000, list: [car('car-1', 'KEA-101'), car('car-2', 'KEA-102')] }))
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
});
