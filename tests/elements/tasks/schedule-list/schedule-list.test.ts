import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/tasks/schedule-list/schedule-list.element';
import { task } from '../../../../src/core/api/contract/task';
import { cars } from '../../../../src/core/api/contract/cars';
import { users } from '../../../../src/core/api/contract/users';
import { mount, tableRows, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { clickButton, control, fill, nextTick, resetPage, shadowOf } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { scheduleRow } from './schedule-fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
});

const rows = (el: Element) => tableRows(el, 'KEA-');
const dialogText = (el: Element) => shadowOf(el).querySelector('dialog[open]')?.textContent ?? '';

function api(count: number) {
  let list = Array.from({ length: count }, (_, i) => scheduleRow(i + 1));
  return fakeApi()
    .on(cars.list, () => ({ total: 0, offset: 0, limit: 1000, list: [] }))
    .on(users.driverList, () => ({ total: 0, offset: 0, limit: 1000, list: [] }))
    .on(task.scheduleList, () => ({ total: list.length, offset: 0, limit: 10, list }))
    .on(task.scheduleRemove, ({ body }) => {
      list = list.filter((s) => !body.uids.includes(s.uid));
      return { deleted: body.uids.length, deletedTasks: body.uids.length * 6 };
    });
}

describe('fms-schedule-list', () => {
  it('spec 2.11: each schedule shows its name, car, driver, date range, weekdays and task count', async () => {
    signInUser(['P_P13']);
    api(2);
    const el = mount('fms-schedule-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    expect(rows(el)[0].textContent).to.contain('排程1').and.contain('KEA-101').and.contain('司機1')
      .and.contain('2026-12-01 ~ 2026-12-14').and.contain('一、三、五').and.contain('6 筆');
  });

  it('filters by car, driver and name keyword', async () => {
    signInUser(['P_P13']);
    const server = api(1);
    const el = mount('fms-schedule-list');
    await waitFor(() => rows(el).length === 1, 'the row');
    await fill(await control(el, '排程名稱'), ' 港 ');
    await clickButton(el, '查詢');
    await waitFor(() => server.callsTo(task.scheduleList).length === 2, 'the filtered call');
    expect(server.callsTo(task.scheduleList)[1].body).to.deep.include({ keyword: '港', offset: 0 });
  });

  it('deleting several names them and says their 調度中 tasks go too', async () => {
    signInUser(['P_P13']);
    const server = api(3);
    const el = mount('fms-schedule-list');
    await waitFor(() => rows(el).length === 3, 'three rows');
    const box = (name: string) => shadowOf(el).querySelector<HTMLInputElement>(`input[aria-label="選取 ${name}"]`)!;
    box('排程1').click();
    box('排程3').click();
    await nextTick();
    await clickButton(el, /刪除所選/);
    await waitFor(() => dialogText(el).includes('確定要刪除 2 筆：排程1、排程3？'), 'the confirmation naming both');
    expect(dialogText(el)).to.contain('調度中').and.contain('一併刪除');
    const confirm = [...shadowOf(el).querySelectorAll('dialog[open] button')].find((b) => b.textContent === '刪除') as HTMLButtonElement;
    confirm.click();
    await waitFor(() => rows(el).length === 1, 'one row left');
    expect(server.callsTo(task.scheduleRemove)[0].body).to.deep.equal({ uids: ['sch-1', 'sch-3'] });
  });

  it('新增排程 and 編輯 ask the host to open the form', async () => {
    signInUser(['P_P13']);
    api(1);
    const el = mount('fms-schedule-list');
    const events: Array<[string, unknown]> = [];
    for (const name of ['scheduleadd', 'scheduleedit']) {
      el.addEventListener(name, (e) => events.push([name, (e as CustomEvent).detail]));
    }
    await waitFor(() => rows(el).length === 1, 'the row');
    await clickButton(el, '新增排程');
    await clickButton(el, '編輯 排程1');
    expect(events).to.deep.equal([['scheduleadd', {}], ['scheduleedit', { scheduleUid: 'sch-1' }]]);
  });

  it('an empty list says there is no schedule yet', async () => {
    signInUser(['P_P13']);
    api(0);
    const el = mount('fms-schedule-list');
    await waitFor(() => shadowOf(el).textContent!.includes('尚無派遣排程'), 'the empty text');
  });
});
