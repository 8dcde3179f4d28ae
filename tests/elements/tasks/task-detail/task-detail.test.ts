import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/tasks/task-detail/task-detail.element';
import { task } from '../../../../src/core/api/contract/task';
import { mount, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { clickButton, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { taskRow } from '../task-list/task-fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
  localStorage.removeItem('task');
});

const PATH = [{ lat: 25.13, lng: 121.74 }, { lat: 25.1, lng: 121.6 }, { lat: 25.04, lng: 121.51 }];

function api() {
  return fakeApi()
    .on(task.get, ({ params }) => taskRow(1, 'doing', { uid: params.uid }))
    .on(task.byDriver, ({ body }) => taskRow(1, 'doing', { uid: body.uid }))
    .on(task.journeyPath, ({ body }) => ({
      uid: body.uid, stops: taskRow(1, 'doing').taskList, planned: { path: PATH, distanceMeters: 30_200, durationSeconds: 1620 }, actual: null,
    }));
}

describe('fms-task-detail', () => {
  it('spec 2.11, 3: shows car, driver, date, mileage, duration and the stops, with the journey path on the map', async () => {
    signInUser(['P_P13']);
    const { calls } = api();
    const el = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await waitText(el, 'KEA-101');
    for (const text of ['司機1', '2026-11-27', '30.2 公里', '27 分鐘', '執行中', '基隆港', '臺北車站', '取貨']) await waitText(el, text);
    await waitFor(() => el.shadowRoot!.querySelector('[part="map"]')?.getAttribute('data-path-points') === '3', 'the path');
    expect(calls.find((c) => c.endpoint === 'task.journeyPath')!.body).to.deep.equal({ uid: 'task-1' });
  });

  it('issue 22, 6: each stop shows its planned time and its note', async () => {
    signInUser(['P_P13']);
    const base = taskRow(1, 'ready');
    const planned = base.taskDate + (8 * 60 + 30) * 60_000;
    api().on(task.get, ({ params }) => ({
      ...base, uid: params.uid,
      taskList: [{ ...base.taskList[0], plannedTime: planned, note: '先取櫃，櫃號 TGHU1234' }, base.taskList[1]],
    }));
    const el = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await waitText(el, '先取櫃，櫃號 TGHU1234');
    const headers = [...shadowOf(el).querySelectorAll('.stops-table th')].map((th) => th.textContent);
    expect(headers).to.include.members(['預計時間', '備註']);
    const first = [...shadowOf(el).querySelectorAll('.stops-table tbody tr')][0];
    expect(first.textContent).to.contain('11/27 08:30');
  });

  it('spec 9: the detail is kept in local storage as task.detail', async () => {
    signInUser(['P_P13']);
    api();
    const el = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await waitText(el, 'KEA-101');
    const kept = JSON.parse(localStorage.getItem('task')!);
    expect(kept.detail).to.include({ uid: 'task-1', url: '/task/single/task-1', totalMileage: 30.2, totalDuration: 27 });
    expect(kept.detail.car).to.deep.equal({ uid: 'car-1', carNo: 'KEA-101' });
  });

  it('spec 6: a driver reads their task through task/v0/by-driver and may finish its next stop', async () => {
    signInUser(['P_P13'], { role: 'driver' });
    const { calls } = api();
    const el = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await waitText(el, '完成第 1 站');
    expect(calls.some((c) => c.endpoint === 'task.get')).to.equal(false);
    expect(calls.some((c) => c.endpoint === 'task.byDriver')).to.equal(true);
  });

  it('spec 4: a manager dispatches a scheduled task here, then stops it after confirming, and the detail follows', async () => {
    signInUser(['P_P13']);
    let current = taskRow(1, 'scheduling', { uid: 'task-1' });
    const { calls } = api()
      .on(task.get, () => current)
      .on(task.update, ({ body }) => {
        current = { ...current, ...(body.status ? { status: body.status } : {}) };
        return current;
      });
    const el = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await waitText(el, '調度中');
    await clickButton(el, '派遣');
    await waitText(el, '待執行');
    expect(calls.find((c) => c.endpoint === 'task.update')!.body).to.deep.equal({ status: 'ready' });

    await clickButton(el, '中斷');
    await waitText(el, '確定要中斷 KEA-101');
    const dialog = shadowOf(el).querySelector('[role="dialog"], dialog')!;
    [...dialog.querySelectorAll('button')].find((b) => b.textContent!.trim() === '中斷任務')!.click();
    await waitText(el, '已中斷');
    expect(calls.filter((c) => c.endpoint === 'task.update').map((c) => c.body)).to.deep.equal([{ status: 'ready' }, { status: 'stopped' }]);
  });

  it('spec 6: a driver gets their progress reports on the detail, never the manager\'s buttons', async () => {
    signInUser(['P_P13'], { role: 'driver' });
    api();
    const el = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await waitText(el, '完成第 1 站');
    const labels = [...shadowOf(el).querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(labels).to.not.include('派遣').and.not.include('鎖定');
  });
});

describe('fms-task-detail: a task followed from its truck (issue 27)', () => {
  const AT = Date.parse('2026-11-27T10:35:00+08:00');
  const followed = () => {
    const base = taskRow(1, 'doing');
    return {
      ...base,
      taskList: [
        { ...base.taskList[0], arrivedAt: AT - 40 * 60_000, doneAt: AT - 30 * 60_000 },
        { ...base.taskList[1], plannedTime: AT - 30 * 60_000, etaAt: AT, etaLate: true },
      ],
      deviation: { since: AT - 5 * 60_000, meters: 1234, path: [{ lat: 25.2, lng: 121.7 }, { lat: 25.21, lng: 121.71 }, { lat: 25.22, lng: 121.72 }] },
    };
  };

  it('each stop shows its arrival, completion and ETA; a late ETA says 預計延誤 in words', async () => {
    signInUser(['P_P13']);
    api().on(task.get, () => followed());
    const el = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await waitText(el, '預計延誤');
    const headers = [...shadowOf(el).querySelectorAll('.stops-table th')].map((th) => th.textContent);
    expect(headers).to.include.members(['預計抵達', '抵達', '完成']);
    const [first, second] = [...shadowOf(el).querySelectorAll('.stops-table tbody tr')].map((tr) => tr.textContent);
    expect(first).to.contain('11/27 09:55').and.contain('11/27 10:05');
    expect(second).to.contain('11/27 10:35（預計延誤）');
    expect(shadowOf(el).querySelector('.task-progress')!.textContent).to.contain('已完成 1/2 站').and.contain('下一站 第 2 站 臺北車站，預計 11/27 10:35 抵達（預計延誤）');
  });

  it('a deviation under way is said in words and drawn as its own segment on the map', async () => {
    signInUser(['P_P13']);
    api().on(task.get, () => followed());
    const el = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await waitText(el, '偏離規劃路線約 1,234 公尺（自 11/27 10:30）');
    expect(shadowOf(el).querySelector('.deviation-note')!.getAttribute('role')).to.equal('status');
    await waitFor(() => shadowOf(el).querySelector('[part="map"]')?.getAttribute('data-deviation-points') === '3', 'the deviation segment');
  });

  it('back on the route: no deviation note and no segment', async () => {
    signInUser(['P_P13']);
    api().on(task.get, () => ({ ...followed(), deviation: null }));
    const el = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await waitText(el, '預計延誤');
    expect(shadowOf(el).querySelector('.deviation-note')).to.equal(null);
    expect(shadowOf(el).querySelector('[part="map"]')!.getAttribute('data-deviation-points')).to.equal('0');
  });
});
