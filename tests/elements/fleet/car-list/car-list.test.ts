import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import '../../../../src/elements/fleet/car-list/car-list.element';
import { cars } from '../../../../src/core/api/contract/cars';
import { fail } from '../../fake-api';
import { mount, tableRows, waitFor } from '../../helpers';
import { signInUser, signOutUser } from '../../session-kit';
import { button, clickButton, control, fill, nextTick, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { fleet } from './car-fixtures';

const rows = (el: Element) => tableRows(el, (tr) => tr.querySelector('td strong'));
const carNos = (el: Element) => rows(el).map((tr) => tr.querySelector('strong')!.textContent);
/** The text of the open dialogs (confirmations) of the list. */
const dialogText = (el: Element) => [...shadowOf(el).querySelectorAll('dialog[open]')].map((d) => d.textContent).join(' ');

beforeEach(() => signInUser(['P_P06']));
afterEach(() => {
  resetPage();
  signOutUser();
});

describe('fms-car-list', function () {
  this.timeout(20_000);

  it('spec 2.11: lists a first page of ten cars by car number, with the total and pages', async () => {
    const api = fleet(23);
    const el = mount('fms-car-list');
    await waitFor(() => rows(el).length === 10, 'ten rows');
    expect(api.callsTo(cars.list)[0].body).to.include({ offset: 0, limit: 10, asOptions: false });
    expect(carNos(el)[0]).to.equal('KEA-1001');
    expect(shadowOf(el).textContent).to.contain('共 23 筆');
    await clickButton(el, '第 3 頁');
    await waitFor(() => carNos(el)[0] === 'KEA-1021', 'page 3');
    expect(api.callsTo(cars.list).at(-1)!.body).to.include({ offset: 20, limit: 10 });
  });

  it('spec 2.11: rows per page asks for a bigger page', async () => {
    const api = fleet(23);
    const el = mount('fms-car-list');
    await waitFor(() => rows(el).length === 10, 'ten rows');
    await fill(await control<HTMLSelectElement>(el, '每頁筆數'), '20');
    await waitFor(() => rows(el).length === 20, 'twenty rows');
    expect(api.callsTo(cars.list).at(-1)!.body).to.include({ limit: 20 });
  });

  it('issue 11: filters by number, management and model group', async () => {
    const api = fleet(12);
    const el = mount('fms-car-list');
    await waitFor(() => rows(el).length === 10, 'the list');
    await fill(await control(el, '車號'), '100');
    await fill(await control<HTMLSelectElement>(el, '納管狀態'), 'false');
    await fill(await control<HTMLSelectElement>(el, '車型系列'), '500');
    await clickButton(el, '查詢');
    await waitFor(() => api.callsTo(cars.list).length === 2, 'the filtered call');
    expect(api.callsTo(cars.list)[1].body).to.include({ keyword: '100', enabledCode: false, modelGroup: '500', offset: 0 });
  });

  it('issue 11: shows whether each car is under management and which devices it carries', async () => {
    fleet(2);
    const el = mount('fms-car-list');
    // The kind's label comes with the option lists, a call of its own that may answer after the rows.
    await waitFor(() => rows(el).length === 2 && rows(el)[0].textContent!.includes('貨車'), 'two rows, the kind named');
    expect(rows(el)[0].textContent).to.contain('已納管').and.contain('DVR 4 路').and.contain('貨車');
    expect(rows(el)[1].textContent).to.contain('未納管').and.contain('未安裝設備');
  });

  it('spec 7.5: delete confirms naming the cars, then sends DELETE car/v0 with their uids', async () => {
    const api = fleet(5);
    const el = mount('fms-car-list');
    await waitFor(() => rows(el).length === 5, 'five rows');
    const box = (name: string) => shadowOf(el).querySelector<HTMLInputElement>(`input[aria-label="選取 ${name}"]`)!;
    box('KEA-1002').click();
    box('KEA-1004').click();
    await nextTick();
    await clickButton(el, /刪除所選/);
    await waitFor(() => dialogText(el).includes('確定要刪除 2 筆：KEA-1002、KEA-1004？'), 'the confirmation naming both');
    const confirm = [...shadowOf(el).querySelectorAll('dialog[open] button')].find((b) => b.textContent === '刪除') as HTMLButtonElement;
    confirm.click();
    await waitFor(() => rows(el).length === 3, 'three rows left');
    expect(api.callsTo(cars.remove)[0].body).to.deep.equal({ uids: ['car-2', 'car-4'] });
  });

  it('spec 7.5: 納管 confirms, sends POST car/v0/enable and shows the car as managed', async () => {
    const api = fleet(2);
    const el = mount('fms-car-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    await clickButton(el, '納管 KEA-1002');
    await waitFor(() => dialogText(el).includes('確定要將 KEA-1002 納管？'), 'the confirmation');
    const confirm = [...shadowOf(el).querySelectorAll('dialog[open] button')].find((b) => b.textContent === '納管') as HTMLButtonElement;
    confirm.click();
    await waitFor(() => !rows(el)[1]?.textContent?.includes('未納管') && rows(el).length === 2, 'the car shown as managed');
    expect(api.callsTo(cars.enable)[0].body).to.deep.equal({ uids: ['car-2'] });
    await waitText(el, '已納管 KEA-1002');
  });

  it('issue 11: 納管所選 brings the selected cars under management after naming them', async () => {
    const api = fleet(5);
    const el = mount('fms-car-list');
    await waitFor(() => rows(el).length === 5, 'five rows');
    const box = (name: string) => shadowOf(el).querySelector<HTMLInputElement>(`input[aria-label="選取 ${name}"]`)!;
    box('KEA-1002').click();
    box('KEA-1004').click();
    await nextTick();
    await clickButton(el, '納管所選（2）');
    await waitFor(() => dialogText(el).includes('確定要將 KEA-1002、KEA-1004 納管？'), 'the confirmation naming both');
    const confirm = [...shadowOf(el).querySelectorAll('dialog[open] button')].find((b) => b.textContent === '納管') as HTMLButtonElement;
    confirm.click();
    await waitFor(() => api.callsTo(cars.enable).length === 1 && rows(el).every((r) => !r.textContent!.includes('未納管')), 'every car managed');
    expect(api.callsTo(cars.enable)[0].body).to.deep.equal({ uids: ['car-2', 'car-4'] });
    await waitText(el, '已納管 KEA-1002、KEA-1004');
    expect((await button(el, '納管所選')).disabled).to.equal(true);
  });

  it('spec 6: without P_P06 (a monitor viewer) no add, edit, delete or 納管 is offered', async () => {
    signInUser(['P_P01']);
    fleet(2);
    const el = mount('fms-car-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    const labels = [...shadowOf(el).querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(labels.filter((l) => /新增車輛|編輯|刪除|納管/.test(l ?? ''))).to.deep.equal([]);
    expect(shadowOf(el).querySelector('tbody input[type="checkbox"]')).to.equal(null);
  });

  it('issue 11: an empty list says 查無資料, an error offers 重試', async () => {
    const api = fleet(0);
    const el = mount('fms-car-list');
    await waitText(el, '查無資料');
    api.on(cars.list, fail(5000001, '伺服器忙碌中'));
    await fill(await control(el, '車號'), 'X');
    await clickButton(el, '查詢');
    await waitText(el, '伺服器忙碌中');
    await button(el, '重試');
  });

  it('issue 11: a row opens the car with caropen', async () => {
    fleet(2);
    const el = mount('fms-car-list');
    const opened: CustomEvent[] = [];
    el.addEventListener('caropen', (e) => opened.push(e as CustomEvent));
    await waitFor(() => rows(el).length === 2, 'two rows');
    (rows(el)[1].querySelector('td:nth-child(3)') as HTMLElement).click();
    await waitFor(() => opened.length === 1, 'caropen');
    expect(opened[0].detail).to.deep.equal({ carUid: 'car-2' });
  });

  it('issue 11: 新增車輛 opens the form in a dialog, and closing with unsaved changes asks first', async () => {
    fleet(1);
    const el = mount('fms-car-list');
    await waitFor(() => rows(el).length === 1, 'the list');
    await clickButton(el, '新增車輛');
    const form = await waitFor(() => shadowOf(el).querySelector('dialog[open] fms-car-form'), 'the form in the dialog');
    const carNo = await control(form, '車號');
    await fill(carNo, 'KEA-9');
    await waitFor(() => form.hasAttribute('dirty'), 'dirty');
    await clickButton(form, '取消');
    await waitFor(() => dialogText(el).includes('放棄未儲存的變更？'), 'the leave confirmation');
    const keep = [...shadowOf(el).querySelectorAll('dialog[open] button')].find((b) => b.textContent === '繼續編輯') as HTMLButtonElement;
    keep.click();
    await waitFor(() => !dialogText(el).includes('放棄未儲存的變更？'), 'back to the form');
    expect(carNo.value).to.equal('KEA-9');
  });

  it('is axe clean', async () => {
    fleet(3);
    const el = mount('fms-car-list');
    await waitFor(() => rows(el).length === 3, 'the list');
    const results = await axe.run(shadowOf(el) as unknown as Element);
    expect(results.violations.map((v) => v.id)).to.deep.equal([]);
  });
});
