import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/tasks/schedule-form/schedule-form.element';
import { task } from '../../../../src/core/api/contract/task';
import { users } from '../../../../src/core/api/contract/users';
import { cars } from '../../../../src/core/api/contract/cars';
import { options } from '../../../../src/core/api/contract/options';
import { commonRoutes } from '../../../../src/core/api/contract/routes';
import { geo } from '../../../../src/core/api/contract/geo';
import { setClock, fixedClock } from '../../../../src/core/clock';
import { refreshOptions } from '../../../../src/core/resource';
import { $scheduleDraft, clearScheduleDraft, keepScheduleDraft, type ScheduleValues } from '../../../../src/core/tasks';
import { mount, waitFor } from '../../helpers';
import { fail, fakeApi } from '../../fake-api';
import { clickButton, control, fill, nextTick, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { DEC_1, scheduleRow } from '../schedule-list/schedule-fixtures';

afterEach(async () => {
  resetPage();
  signOutUser();
  // A removed element unmounts a microtask later, and forgets an unsaved draft then: wait for it.
  await nextTick();
  clearScheduleDraft();
  setClock(null);
});

const driver = (uid: string, zhName: string, carUid: string, carNo: string) => ({
  uid, zhName, carList: [{ carUid, carNo, enabledCode: true, deleted: false }], car: null, name: uid, mobile: '', email: '', role: 'driver',
  codes: [], departmentUid: null, departmentName: null, enabled: true, mustReset: false, employeeNo: '', licenseClass: null, licenseExpiry: null,
  hireDate: null, createdAt: 0,
});

async function api() {
  const server = fakeApi()
    .on(users.driverList, () => ({ total: 1, offset: 0, limit: 1000, list: [driver('drv-1', '陳志明', 'car-1', 'KEA-101')] }))
    .on(cars.list, () => ({ total: 1, offset: 0, limit: 1000, list: [{ uid: 'car-1', carNo: 'KEA-101', enabledCode: true, deleted: false }] }))
    .on(options.list, () => ({ total: 0, offset: 0, limit: 1000, list: [] }))
    .on(commonRoutes.list, () => ({ total: 0, offset: 0, limit: 100, list: [] }))
    .on(geo.latlng, () => ({ lat: 25.13, lng: 121.74, address: '200基隆市仁愛區中正路2號' }))
    .on(task.schedulePreview, () => ({ list: [] }));
  await refreshOptions();
  return server;
}

const checkbox = (el: Element, label: string) => control<HTMLInputElement>(el, label);

async function fillValid(el: Element) {
  await fill(await control(el, '排程名稱'), '基隆港一三五');
  const driverSelect = await control<HTMLSelectElement>(el, '駕駛');
  await waitFor(() => driverSelect.options.length === 2, 'the drivers');
  await fill(driverSelect, 'drv-1');
  await waitFor(async () => (await control<HTMLSelectElement>(el, '車號')).value === 'car-1', 'the proposed car');
  await fill(await control(el, '開始日期'), '2026-12-01');
  await fill(await control(el, '結束日期'), '2026-12-14');
  await fill(await control(el, '地址搜尋'), '基隆港');
  await clickButton(el, '搜尋並加入');
  await waitFor(async () => (await control(el, '第 1 站 站名')).value === '基隆港', 'the stop');
  await fill(await control(el, '第 1 站 預計時間'), '08:30');
}

describe('fms-schedule-form', () => {
  it('checks before previewing: name, driver, stops, weekdays and a range of at most 92 days, in clear words', async () => {
    signInUser(['P_P13']);
    setClock(fixedClock(DEC_1));
    const server = await api();
    const el = mount('fms-schedule-form');
    await fill(await control(el, '結束日期'), '2027-03-10');
    for (const day of ['星期一', '星期二', '星期三', '星期四', '星期五']) (await checkbox(el, day)).click();
    await clickButton(el, '預覽');
    await waitText(el, '請輸入排程名稱');
    await waitText(el, '請選擇駕駛');
    await waitText(el, '排程期間最多 92 天，目前為 100 天');
    await waitText(el, '請至少選擇一個星期');
    await waitText(el, '請選擇站點');
    expect(server.callsTo(task.schedulePreview)).to.have.length(0);
    await fill(await control(el, '結束日期'), '2026-11-20');
    await clickButton(el, '預覽');
    await waitText(el, '結束日期不可早於開始日期');
  });

  it('預覽 sends the schedule to the preview call, keeps the draft in core and asks the host to show it', async () => {
    signInUser(['P_P13']);
    setClock(fixedClock(DEC_1));
    const server = await api();
    const el = mount('fms-schedule-form');
    const asked: unknown[] = [];
    el.addEventListener('schedulepreview', (e) => asked.push((e as CustomEvent).detail));
    await fillValid(el);
    (await checkbox(el, '星期二')).click();
    (await checkbox(el, '星期四')).click();
    await clickButton(el, '預覽');
    await waitFor(() => asked.length === 1, 'schedulepreview');
    expect(asked[0]).to.deep.equal({ scheduleUid: '' });
    const body = server.callsTo(task.schedulePreview)[0].body as { weekdays: number[]; startDate: number; taskList: Array<{ time: string }> };
    expect(body.weekdays).to.deep.equal([1, 3, 5]);
    expect(body.startDate).to.equal(DEC_1);
    expect(body.taskList[0].time).to.equal('08:30');
    expect($scheduleDraft.get()?.values.name).to.equal('基隆港一三五');
  });

  it('a server error shows on its field and nothing entered is lost', async () => {
    signInUser(['P_P13']);
    setClock(fixedClock(DEC_1));
    const server = await api();
    server.on(task.schedulePreview, fail(4000001, '找不到「基隆港」的位置。', 'taskList.0.address'));
    const el = mount('fms-schedule-form');
    await fillValid(el);
    await clickButton(el, '預覽');
    await waitText(el, '找不到「基隆港」的位置。');
    expect((await control(el, '排程名稱')).value).to.equal('基隆港一三五');
    expect((await control(el, '第 1 站 預計時間')).value).to.equal('08:30');
    expect($scheduleDraft.get()).to.equal(null);
  });

  it('coming back from the preview starts from the draft', async () => {
    signInUser(['P_P13']);
    await api();
    const values: ScheduleValues = {
      name: '回來編輯', assignment: { driverUid: 'drv-1', carUid: 'car-1' }, startDate: '2026-12-01', endDate: '2026-12-31', weekdays: [0, 6],
      taskList: [{ name: '港口', address: '基隆', lat: 25, lng: 121, kind: '', time: '07:15' }],
    };
    keepScheduleDraft({ scheduleUid: '', values });
    const el = mount('fms-schedule-form');
    await waitFor(async () => (await control(el, '排程名稱')).value === '回來編輯', 'the drafted name');
    expect((await checkbox(el, '星期六')).checked).to.equal(true);
    expect((await checkbox(el, '星期一')).checked).to.equal(false);
    expect((await control(el, '第 1 站 預計時間')).value).to.equal('07:15');
  });

  it('editing loads the schedule (GET task/v0/schedule/{uid}) into the form', async () => {
    signInUser(['P_P13']);
    const server = await api();
    server.on(task.scheduleGet, ({ params }) => scheduleRow(1, { uid: params.uid as string, name: '既有排程' }));
    const el = mount('fms-schedule-form', { 'schedule-uid': 'sch-9' });
    await waitFor(async () => (await control(el, '排程名稱')).value === '既有排程', 'the loaded name');
    expect(shadowOf(el).querySelector('h2')!.textContent).to.contain('編輯派遣排程');
    expect((await checkbox(el, '星期三')).checked).to.equal(true);
    expect((await control(el, '結束日期')).value).to.equal('2026-12-14');
  });

  it('取消 with unsaved changes asks first; 繼續編輯 keeps what was typed', async () => {
    signInUser(['P_P13']);
    await api();
    const el = mount('fms-schedule-form');
    const left: unknown[] = [];
    el.addEventListener('schedulecancel', (e) => left.push((e as CustomEvent).detail));
    await fill(await control(el, '排程名稱'), '尚未儲存');
    const dialogButton = (name: string) => waitFor(() => [...shadowOf(el).querySelectorAll<HTMLButtonElement>('dialog[open] button')]
      .find((b) => b.textContent === name), `the dialog's ${name}`);
    await clickButton(el, '取消');
    await waitText(el, '放棄未儲存的變更？');
    (await dialogButton('繼續編輯')).click();
    await waitFor(() => !shadowOf(el).querySelector('dialog[open]'), 'the dialog closed');
    expect(left).to.have.length(0);
    expect((await control(el, '排程名稱')).value).to.equal('尚未儲存');
    await clickButton(el, '取消');
    (await dialogButton('放棄變更')).click();
    await waitFor(() => left.length === 1, 'schedulecancel');
  });

  it('issue 22, 10: a driver gets no form and nothing is loaded', async () => {
    signInUser(['P_P13'], { role: 'driver' });
    const server = await api();
    const el = mount('fms-schedule-form', { 'schedule-uid': 'sch-1' });
    await waitText(el, '駕駛帳號無法使用任務派遣功能。');
    expect(shadowOf(el).querySelector('form')).to.equal(null);
    expect(server.calls.some((c) => c.endpoint === 'task.scheduleGet')).to.equal(false);
  });
});
