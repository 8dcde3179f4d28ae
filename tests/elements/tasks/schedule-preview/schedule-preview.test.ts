import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/tasks/schedule-preview/schedule-preview.element';
import { task } from '../../../../src/core/api/contract/task';
import { $scheduleDraft, clearScheduleDraft, keepScheduleDraft, type ScheduleValues } from '../../../../src/core/tasks';
import { mount, waitFor } from '../../helpers';
import { fail, fakeApi } from '../../fake-api';
import { clickButton, nextTick, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { taskRow } from '../task-list/task-fixtures';
import { DEC_1, scheduleRow } from '../schedule-list/schedule-fixtures';

afterEach(async () => {
  resetPage();
  signOutUser();
  // A removed element unmounts a microtask later, and forgets an unsaved draft then: wait for it.
  await nextTick();
  clearScheduleDraft();
});

const DAY = 86_400_000;
const values: ScheduleValues = {
  name: '基隆港一三五', assignment: { driverUid: 'drv-1', carUid: 'car-1' }, startDate: '2026-12-01', endDate: '2026-12-07', weekdays: [1, 3, 5],
  taskList: [{ name: '基隆港', address: '基隆', lat: 25, lng: 121, kind: '', time: '08:30' }],
};
/** The preview's tasks: Wednesday 12/2, Friday 12/4 and Monday 11/30 (out of order, as a server might send them). */
const previewList = () => [DEC_1 + DAY, DEC_1 + 3 * DAY, DEC_1 - DAY].map((taskDate, i) => {
  const { uid: _uid, url: _url, ...rest } = taskRow(i + 1, 'scheduling', { taskDate, car: { uid: 'car-1', carNo: 'KEA-101' } });
  return rest;
});

const dayHeadings = (el: Element) => [...shadowOf(el).querySelectorAll('.preview-day h3')].map((h) => h.textContent!.replace(/\s+/g, ' '));

describe('fms-schedule-preview', () => {
  it('without a draft it says there is nothing to preview and links to /task/add/schedule', async () => {
    signInUser(['P_P13']);
    const el = mount('fms-schedule-preview');
    await waitText(el, '沒有可預覽的排程');
    const link = shadowOf(el).querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/task/add/schedule');
  });

  it('lists the tasks the draft would create, grouped by day in order, with their count', async () => {
    signInUser(['P_P13']);
    const server = fakeApi().on(task.schedulePreview, () => ({ list: previewList() }));
    keepScheduleDraft({ scheduleUid: '', values });
    const el = mount('fms-schedule-preview');
    await waitFor(() => dayHeadings(el).length === 3, 'three days');
    expect(dayHeadings(el)).to.deep.equal(['2026-11-30（一）1 筆任務', '2026-12-02（三）1 筆任務', '2026-12-04（五）1 筆任務']);
    expect(shadowOf(el).textContent).to.contain('儲存後將建立 3 筆').and.contain('分布於 3 天').and.contain('一、三、五');
    expect(server.callsTo(task.schedulePreview)[0].body).to.deep.include({ name: '基隆港一三五', weekdays: [1, 3, 5] });
  });

  it('儲存排程 creates the schedule, forgets the draft and tells the host', async () => {
    signInUser(['P_P13']);
    const server = fakeApi().on(task.schedulePreview, () => ({ list: previewList() }))
      .on(task.scheduleCreate, () => scheduleRow(7, { name: '基隆港一三五', taskCount: 3 }));
    keepScheduleDraft({ scheduleUid: '', values });
    const el = mount('fms-schedule-preview');
    const saved: unknown[] = [];
    el.addEventListener('schedulesave', (e) => saved.push((e as CustomEvent).detail));
    await waitFor(() => dayHeadings(el).length === 3, 'three days');
    await clickButton(el, '儲存排程');
    await waitFor(() => saved.length === 1, 'schedulesave');
    expect(saved[0]).to.deep.equal({ scheduleUid: 'sch-7', created: true });
    expect(server.callsTo(task.scheduleCreate)).to.have.length(1);
    expect($scheduleDraft.get()).to.equal(null);
  });

  it('editing saves the changes (PUT) and a refused save keeps the draft with the reason', async () => {
    signInUser(['P_P13']);
    const server = fakeApi().on(task.schedulePreview, () => ({ list: previewList() }))
      .on(task.scheduleUpdate, fail(4000001, '此車輛已停用。', 'carUid'));
    keepScheduleDraft({ scheduleUid: 'sch-2', values });
    const el = mount('fms-schedule-preview');
    await waitFor(() => dayHeadings(el).length === 3, 'three days');
    await clickButton(el, '儲存變更');
    await waitText(el, '此車輛已停用。');
    expect(server.callsTo(task.scheduleUpdate)[0].params).to.deep.equal({ uid: 'sch-2' });
    expect($scheduleDraft.get()?.scheduleUid).to.equal('sch-2');
  });

  it('返回編輯 keeps the draft and asks the host for the schedule\'s form', async () => {
    signInUser(['P_P13']);
    fakeApi().on(task.schedulePreview, () => ({ list: [] }));
    keepScheduleDraft({ scheduleUid: 'sch-2', values });
    const el = mount('fms-schedule-preview');
    const asked: unknown[] = [];
    el.addEventListener('schedulerevise', (e) => asked.push((e as CustomEvent).detail));
    await waitText(el, '此排程不會建立任何任務');
    await clickButton(el, '返回編輯');
    expect(asked).to.deep.equal([{ scheduleUid: 'sch-2' }]);
    expect($scheduleDraft.get()?.values).to.deep.equal(values);
  });
});
