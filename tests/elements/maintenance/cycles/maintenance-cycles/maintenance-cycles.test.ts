import { expect } from '@esm-bundle/chai';
import '../../../../../src/elements/maintenance/cycles/maintenance-cycles/maintenance-cycles.element';
import { maintenanceCycle } from '../../../../../src/core/api/contract/maintenance';
import { cars } from '../../../../../src/core/api/contract/cars';
import { mount, tableRows, waitFor } from '../../../helpers';
import { fakeApi } from '../../../fake-api';
import { clickButton, control, fill, nextTick, resetPage, shadowOf } from '../../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../../session-kit';
import { cycleRow } from './cycle-fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
});

const rows = (el: Element) => tableRows(el, '週期');
const dialogText = (el: Element) => shadowOf(el).querySelector('dialog[open]')?.textContent ?? '';

function api(count: number) {
  let list = Array.from({ length: count }, (_, i) => cycleRow(i + 1));
  return fakeApi()
    .on(cars.list, () => ({ total: 0, offset: 0, limit: 1000, list: [] }))
    .on(maintenanceCycle.list, () => ({ total: list.length, offset: 0, limit: 10, list }))
    .on(maintenanceCycle.remove, ({ body }) => {
      list = list.filter((c) => !body.uids.includes(c.uid));
      return { deleted: body.uids.length };
    });
}

describe('fms-maintenance-cycles', () => {
  it('spec 2.11: each cycle shows its name, category, interval, items and cars', async () => {
    signInUser(['P_P39']);
    api(2);
    const el = mount('fms-maintenance-cycles');
    await waitFor(() => rows(el).length === 2, 'two rows');
    expect(rows(el)[0].textContent).to.contain('週期1').and.contain('保養').and.contain('每 5,000 公里、6 個月（先到者為準）')
      .and.contain('機油').and.contain('KEA-101、KEA-102');
  });

  it('filters by name keyword and category', async () => {
    signInUser(['P_P39']);
    const server = api(1);
    const el = mount('fms-maintenance-cycles');
    await waitFor(() => rows(el).length === 1, 'the row');
    await fill(await control(el, '週期名稱'), ' 機油 ');
    await fill(await control<HTMLSelectElement>(el, '類別'), 'inspect');
    await clickButton(el, '查詢');
    await waitFor(() => server.callsTo(maintenanceCycle.list).length === 2, 'the filtered call');
    expect(server.callsTo(maintenanceCycle.list)[1].body).to.deep.include({ keyword: '機油', category: 'inspect', offset: 0 });
  });

  it('deleting several names them and says their cars no longer follow them', async () => {
    signInUser(['P_P39']);
    const server = api(3);
    const el = mount('fms-maintenance-cycles');
    await waitFor(() => rows(el).length === 3, 'three rows');
    const box = (name: string) => shadowOf(el).querySelector<HTMLInputElement>(`input[aria-label="選取 ${name}"]`)!;
    box('週期1').click();
    box('週期3').click();
    await nextTick();
    await clickButton(el, /刪除所選/);
    await waitFor(() => dialogText(el).includes('確定要刪除 2 筆：週期1、週期3？'), 'the confirmation naming both');
    expect(dialogText(el)).to.contain('不再依此週期提醒保養');
    const confirm = [...shadowOf(el).querySelectorAll('dialog[open] button')].find((b) => b.textContent === '刪除') as HTMLButtonElement;
    confirm.click();
    await waitFor(() => rows(el).length === 1, 'one row left');
    expect(server.callsTo(maintenanceCycle.remove)[0].body).to.deep.equal({ uids: ['cyc-1', 'cyc-3'] });
  });

  it('新增保養週期 and 編輯 ask the host to open the editor', async () => {
    signInUser(['P_P38']);
    api(1);
    const el = mount('fms-maintenance-cycles');
    const events: Array<[string, unknown]> = [];
    for (const name of ['cycleadd', 'cycleedit']) el.addEventListener(name, (e) => events.push([name, (e as CustomEvent).detail]));
    await waitFor(() => rows(el).length === 1, 'the row');
    await clickButton(el, '新增保養週期');
    await clickButton(el, /編輯 週期1/);
    expect(events).to.deep.equal([['cycleadd', {}], ['cycleedit', { cycleUid: 'cyc-1' }]]);
  });

  it('an empty list says so', async () => {
    signInUser(['P_P39']);
    api(0);
    const el = mount('fms-maintenance-cycles');
    await waitFor(() => (shadowOf(el).textContent ?? '').includes('尚無保養週期'), 'the empty state');
  });
});
