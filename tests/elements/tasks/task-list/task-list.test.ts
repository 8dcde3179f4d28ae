import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/tasks/task-list/task-list.element';
import { task, type TaskDetail } from '../../../../src/core/api/contract/task';
import { mount, tableRows, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { fakeSockets } from '../../fake-sockets';
import { clickButton, control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { taskRow } from './task-fixtures';

const io = fakeSockets();

afterEach(() => {
  resetPage();
  signOutUser();
});

/** The table's rows with content (not the loading placeholders). */
const rows = (el: Element) => tableRows(el, 'KEA-');
const buttonsIn = (row: Element) => [...row.querySelectorAll('button')].map((b) => b.textContent!.trim());

function api(list: TaskDetail[]) {
  let tasks = list;
  return fakeApi()
    .on(task.list, () => ({ total: tasks.length, offset: 0, limit: 10, list: tasks }))
    .on(task.listByDriver, () => ({ total: tasks.length, offset: 0, limit: 10, list: tasks }))
    .on(task.update, ({ params, body }) => {
      tasks = tasks.map((t) => (t.uid === params.uid ? { ...t, ...(body.status ? { status: body.status } : {}), ...(body.lock !== undefined ? { lock: body.lock } : {}) } : t));
      return tasks.find((t) => t.uid === params.uid);
    })
    .on(task.updateByDriver, ({ body }) => {
      tasks = tasks.map((t) => (t.uid === body.uid && body.action === 'start' ? { ...t, status: 'doing' as const } : t));
      return tasks.find((t) => t.uid === body.uid);
    });
}

describe('fms-task-list', () => {
  it('spec 2.11, 4: a manager sees each task\'s allowed actions; 派遣 sends 調度中 → 待執行', async () => {
    signInUser(['P_P13']);
    const { calls } = api([taskRow(1, 'scheduling'), taskRow(2, 'doing'), taskRow(3, 'completed')]);
    const el = mount('fms-task-list');
    await waitFor(() => rows(el).length === 3, 'three rows');
    expect(rows(el)[0].textContent).to.contain('KEA-101').and.contain('基隆港 → 臺北車站（2 站）').and.contain('取貨、配送').and.contain('調度中');
    expect(buttonsIn(rows(el)[0])).to.include.members(['派遣', '中斷', '編輯', '鎖定']);
    expect(buttonsIn(rows(el)[1])).to.include('中斷').and.not.include('編輯').and.not.include('派遣');
    expect(buttonsIn(rows(el)[2])).to.not.include('中斷');
    // The list opens on a date range (a week from today).
    const first = calls.find((c) => c.endpoint === 'task.list')!.body as { startTime?: number; endTime?: number };
    expect(first.endTime! - first.startTime!).to.equal(7 * 86_400_000 - 1);
    await clickButton(el, '派遣 KEA-101 11/27');
    await waitFor(() => calls.some((c) => c.endpoint === 'task.update'), 'the dispatch');
    expect(calls.find((c) => c.endpoint === 'task.update')!).to.deep.include({ params: { uid: 'task-1' }, body: { status: 'ready' } });
    await waitFor(() => rows(el)[0]?.textContent!.includes('待執行'), 'the reloaded row');
  });

  it('spec 2.11 task lock: a locked task offers only 解除鎖定', async () => {
    signInUser(['P_P13']);
    api([taskRow(1, 'ready', { lock: true })]);
    const el = mount('fms-task-list');
    await waitFor(() => rows(el).length === 1, 'the row');
    const tasks = buttonsIn(rows(el)[0]);
    expect(tasks).to.include('解除鎖定').and.not.include('中斷').and.not.include('編輯');
    expect(rows(el)[0].textContent).to.contain('已鎖定');
  });

  it('中斷 asks first and names the task', async () => {
    signInUser(['P_P13']);
    const { calls } = api([taskRow(1, 'ready')]);
    const el = mount('fms-task-list');
    await waitFor(() => rows(el).length === 1, 'the row');
    await clickButton(el, '中斷 KEA-101 11/27');
    await waitText(el, '確定要中斷 KEA-101');
    expect(calls.some((c) => c.endpoint === 'task.update')).to.equal(false);
    const dialog = el.shadowRoot!.querySelector('dialog[open]')!;
    [...dialog.querySelectorAll('button')].find((b) => b.textContent!.trim() === '中斷任務')!.click();
    await waitFor(() => calls.some((c) => c.endpoint === 'task.update'), 'the stop');
    expect(calls.find((c) => c.endpoint === 'task.update')!.body).to.deep.equal({ status: 'stopped' });
  });

  it('the filters reach the call: 任務種類 and status', async () => {
    signInUser(['P_P13']);
    const { calls } = api([taskRow(1, 'ready')]).on(task.list, () => ({ total: 0, offset: 0, limit: 10, list: [] }));
    const el = mount('fms-task-list');
    await waitText(el, '查無資料');
    await fill(await control<HTMLSelectElement>(el, '狀態'), 'stopped');
    await clickButton(el, '查詢');
    await waitFor(() => calls.filter((c) => c.endpoint === 'task.list').length === 2, 'the filtered call');
    expect((calls.filter((c) => c.endpoint === 'task.list')[1].body as { status: string[] }).status).to.deep.equal(['stopped']);
  });

  it('spec 6: a driver lists only their own tasks (by-driver) and starts one', async () => {
    signInUser(['P_P13'], { role: 'driver' });
    const { calls } = api([taskRow(1, 'ready')]);
    const el = mount('fms-task-list');
    await waitFor(() => rows(el).length === 1, 'the row');
    expect(calls.some((c) => c.endpoint === 'task.list')).to.equal(false);
    expect(el.shadowRoot!.textContent).to.contain('我的任務').and.not.contain('新增任務');
    await clickButton(el, '開始任務（KEA-101）');
    await waitFor(() => calls.some((c) => c.endpoint === 'task.updateByDriver'), 'the report');
    expect(calls.find((c) => c.endpoint === 'task.updateByDriver')!.body).to.deep.include({ uid: 'task-1', action: 'start' });
    await waitFor(() => rows(el)[0]?.textContent!.includes('執行中'), 'the reloaded row');
  });

  it('spec 9: a live task notification (category 4) reloads the list; another category does not', async () => {
    signInUser(['P_P13']);
    const { calls } = api([taskRow(1, 'ready')]);
    const el = mount('fms-task-list');
    await waitFor(() => rows(el).length === 1, 'the row');
    await waitFor(() => io.sockets.some((s) => s.url.endsWith('/fms-event')), 'the event socket');
    const loads = () => calls.filter((c) => c.endpoint === 'task.list').length;
    const before = loads();
    io.emitEvent({ uid: 'm-1', type: 'event', code: 'speeding', category: 5, title: '超速', content: 'x', createdAt: Date.now() });
    io.emitEvent({ uid: 'm-2', type: 'task', code: 'doing', category: 4, title: '任務執行中', content: 'y', createdAt: Date.now() });
    await waitFor(() => loads() === before + 1, 'one reload');
  });
});

describe('fms-task-list: tasks followed from their trucks (issue 27)', () => {
  it('a doing task shows its progress, the next stop\'s ETA with 預計延誤 in words and a deviation; a ready one shows —', async () => {
    signInUser(['P_P13']);
    const AT = Date.parse('2026-11-27T10:35:00+08:00');
    const doing = taskRow(1, 'doing');
    api([
      {
        ...doing,
        taskList: [{ ...doing.taskList[0], arrivedAt: AT - 600_000, doneAt: AT - 300_000 }, { ...doing.taskList[1], etaAt: AT, etaLate: true }],
        deviation: { since: AT - 60_000, meters: 800, path: [] },
      },
      taskRow(2, 'ready'),
    ]);
    const el = mount('fms-task-list');
    await waitText(el, '預計延誤');
    const [first, second] = rows(el);
    expect(first.textContent).to.contain('已完成 1/2 站').and.contain('第 2 站 預計 11/27 10:35 抵達（預計延誤）')
      .and.contain('偏離規劃路線約 800 公尺（自 11/27 10:34）');
    expect(second.textContent).not.to.contain('已完成');
  });
});
