import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import { act } from 'react';
import { cars, type CarRow } from '../../../../src/core/api/contract/cars';
import { deleteCars, listCars } from '../../../../src/core/api/cars';
import { createExport, createListResource, createMutation, pageOf, type ExportCall } from '../../../../src/core/resource';
import { PAGE_KIT_CSS } from '../../../../src/elements/shared/ui/page-kit/page-kit.css';
import { ListPage } from '../../../../src/elements/shared/ui/page-kit/list-page';
import { deleteMessage } from '../../../../src/elements/shared/ui/page-kit/bulk-delete';
import { $toasts, clearToasts } from '../../../../src/elements/shared/ui/toast-store';
import { byName, cleanup, click, focus, nextFrame, press, render, setValue, type, waitUntil } from '../ui/render';
import { fail } from '../../fake-api';
import { signInUser, signOutUser } from '../../session-kit';
import { car, fleetApi } from './kit-fixtures';

interface CarFilters {
  keyword?: string;
}

const COLUMNS = [
  { key: 'carNo', header: '車號', cell: (c: CarRow) => c.carNo },
  { key: 'department', header: '部門', cell: (c: CarRow) => c.departmentName ?? '' },
];

function carList(exporter?: ExportCall<Partial<CarFilters>>) {
  const resource = createListResource<CarRow, CarFilters>({
    load: async (q) => pageOf(await listCars({ keyword: q.filters.keyword, offset: q.offset, limit: q.limit })),
  });
  const edited: CarRow[] = [];
  let created = 0;
  const ui = (
    <ListPage heading="車輛管理" resource={resource} columns={COLUMNS} rowKey={(c) => c.uid} rowName={(c) => c.carNo}
      filters={[{ key: 'keyword', label: '車號', kind: 'text' }]}
      create={{ endpoint: cars.create, label: '新增車輛', onCreate: () => created++ }}
      edit={{ endpoint: cars.update, onEdit: (c) => edited.push(c) }}
      remove={{ endpoint: cars.remove, mutation: createMutation(deleteCars), heading: '刪除車輛' }}
      exporter={exporter && { endpoint: cars.list, resource: createExport(exporter) }} />
  );
  return { ui, edited, created: () => created };
}

const carNos = (shadow: ShadowRoot) => [...shadow.querySelectorAll('tbody tr:not(.skeleton-row):not(.table-state-row)')].map((tr) => tr.querySelectorAll('td')[1]?.textContent);
const loaded = (shadow: ShadowRoot) => waitUntil(() => !shadow.querySelector('table[aria-busy]') && shadow.querySelector('tbody tr:not(.skeleton-row)'), 'the list');

beforeEach(() => signInUser(['P_P06']));
afterEach(async () => {
  await act(async () => clearToasts());
  await cleanup();
  signOutUser();
});

describe('list page', function () {
  this.timeout(20_000);

  it('names what a delete removes, and says how many more', () => {
    expect(deleteMessage(['ABC-123', 'DEF-456', 'GHI-789'])).to.equal('確定要刪除 3 筆：ABC-123、DEF-456、GHI-789？此動作無法復原。');
    expect(deleteMessage(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).to.equal('確定要刪除 7 筆：A、B、C、D、E 等 7 筆？此動作無法復原。');
  });

  it('pages through the server\'s list and changes the rows per page', async () => {
    const api = fleetApi(23);
    const { shadow } = await render(carList().ui, PAGE_KIT_CSS);
    await loaded(shadow);
    expect(carNos(shadow)).to.have.length(10);
    expect(shadow.querySelector('.pagination-total')!.textContent).to.equal('共 23 筆');
    await click(byName(shadow, '第 3 頁'));
    await waitUntil(() => carNos(shadow)[0] === 'KEA-1021', 'page 3');
    expect(carNos(shadow)).to.deep.equal(['KEA-1021', 'KEA-1022', 'KEA-1023']);
    expect(api.callsTo(cars.list).at(-1)!.body).to.include({ offset: 20, limit: 10 });
    // 20 a page: the page that holds the first row shown before (KEA-1021) is page 2.
    await setValue(byName<HTMLSelectElement>(shadow, '每頁筆數'), '20');
    await waitUntil(() => carNos(shadow).length === 3 && byName(shadow, '第 2 頁').getAttribute('aria-current') === 'page', 'page 2 of 20 rows');
    expect(api.callsTo(cars.list).at(-1)!.body).to.include({ offset: 20, limit: 20 });
    await click(byName(shadow, '第 1 頁'));
    await waitUntil(() => carNos(shadow).length === 20, '20 rows');
  });

  it('deletes the selected rows after a confirmation that names them', async () => {
    const api = fleetApi(23);
    const { shadow } = await render(carList().ui, PAGE_KIT_CSS);
    await loaded(shadow);
    for (const carNo of ['KEA-1001', 'KEA-1002', 'KEA-1003']) await click(byName(shadow, `選取 ${carNo}`));
    expect(shadow.querySelector('.selection-count')!.textContent).to.equal('已選取 3 筆');
    await click(byName(shadow, '刪除所選（3）'));
    const dialog = shadow.querySelector('dialog[open]')!;
    expect(dialog.querySelector('h2')!.textContent).to.equal('刪除車輛');
    expect(dialog.textContent).to.contain('確定要刪除 3 筆：KEA-1001、KEA-1002、KEA-1003？');
    await click(byName(dialog, '刪除'));
    await waitUntil(() => shadow.querySelector('.pagination-total')!.textContent === '共 20 筆', 'the list after deleting');
    expect(api.callsTo(cars.remove)[0].body).to.deep.equal({ uids: ['car-1', 'car-2', 'car-3'] });
    expect(shadow.querySelector('dialog[open]')).to.equal(null);
    expect($toasts.get().map((t) => t.message)).to.deep.equal(['已刪除 3 筆']);
    expect(carNos(shadow)[0]).to.equal('KEA-1004');
  });

  it('cancelling the confirmation deletes nothing; a refused delete keeps the dialog with the server\'s reason', async () => {
    const api = fleetApi(5).on(cars.remove, fail(4090001, '車輛 KEA-1001 仍有進行中的任務，無法刪除。'));
    const { shadow } = await render(carList().ui, PAGE_KIT_CSS);
    await loaded(shadow);
    await click(byName(shadow, '刪除 KEA-1001'));
    await click(byName(shadow.querySelector('dialog[open]')!, '取消'));
    expect(api.callsTo(cars.remove)).to.deep.equal([]);
    await click(byName(shadow, '刪除 KEA-1001'));
    await click(byName(shadow.querySelector('dialog[open]')!, '刪除'));
    await waitUntil(() => shadow.querySelector('dialog[open] .field-error'), 'the refusal');
    expect(shadow.querySelector('dialog[open]')!.textContent).to.contain('仍有進行中的任務，無法刪除。');
  });

  it('hides add, edit, delete and selection from a user without the endpoint\'s code, and shows them once granted', async () => {
    signInUser(['P_P01']);
    fleetApi(3);
    const { shadow } = await render(carList().ui, PAGE_KIT_CSS);
    await loaded(shadow);
    const names = () => [...shadow.querySelectorAll('button, input[type="checkbox"], th')].map((el) => el.getAttribute('aria-label') ?? el.textContent);
    for (const name of ['新增車輛', '刪除所選', '全選本頁', '操作', '編輯 KEA-1001', '刪除 KEA-1001']) expect(names()).to.not.include(name);
    await act(async () => signInUser(['P_P01', 'P_P06']));
    for (const name of ['新增車輛', '刪除所選', '全選本頁', '操作', '編輯 KEA-1001', '刪除 KEA-1001']) expect(names()).to.include(name);
  });

  it('edit and add call the page back', async () => {
    fleetApi(3);
    const page = carList();
    const { shadow } = await render(page.ui, PAGE_KIT_CSS);
    await loaded(shadow);
    await click(byName(shadow, '編輯 KEA-1002'));
    await click(byName(shadow, '新增車輛'));
    expect(page.edited.map((c) => c.carNo)).to.deep.equal(['KEA-1002']);
    expect(page.created()).to.equal(1);
  });

  it('a filter that matches nothing shows 查無資料; 清除 brings the rows back', async () => {
    const api = fleetApi(12);
    const { shadow } = await render(carList().ui, PAGE_KIT_CSS);
    await loaded(shadow);
    await setValue(byName<HTMLInputElement>(shadow, '車號'), 'ZZZ');
    await click(byName(shadow, '查詢'));
    await waitUntil(() => shadow.querySelector('.empty-state'), 'the empty state');
    expect(shadow.querySelector('.empty-state')!.textContent).to.equal('查無資料');
    expect(api.callsTo(cars.list).at(-1)!.body).to.deep.equal({ keyword: 'ZZZ', asOptions: false, offset: 0, limit: 10 });
    await click(byName(shadow, '清除'));
    await waitUntil(() => carNos(shadow).length === 10, 'the rows again');
    expect(byName<HTMLInputElement>(shadow, '車號').value).to.equal('');
  });

  it('while a page loads the table is busy and says 載入中…', async () => {
    let answer = (_: unknown) => undefined as void;
    fleetApi(3).on(cars.list, () => new Promise((resolve) => { answer = resolve; }));
    const { shadow } = await render(carList().ui, PAGE_KIT_CSS);
    await waitUntil(() => shadow.querySelector('table[aria-busy="true"]'), 'the busy table');
    expect(shadow.querySelector('.table-status')!.textContent).to.contain('載入中…');
    expect(byName(shadow, '下一頁').hasAttribute('disabled')).to.equal(true);
    await act(async () => answer({ total: 1, offset: 0, limit: 10, list: [car(1)] }));
    await loaded(shadow);
    expect(carNos(shadow)).to.deep.equal(['KEA-1001']);
  });

  it('an error shows the server\'s message with 重試, which loads again', async () => {
    let failing = true;
    fleetApi(4).on(cars.list, () => (failing ? fail(5000001) : { total: 1, offset: 0, limit: 10, list: [car(9)] }));
    const { shadow } = await render(carList().ui, PAGE_KIT_CSS);
    await waitUntil(() => shadow.querySelector('.table-error'), 'the error');
    expect(shadow.querySelector('.table-error')!.textContent).to.contain('系統發生錯誤，請稍後再試。');
    failing = false;
    await click(byName(shadow, '重試'));
    await waitUntil(() => carNos(shadow).length === 1, 'the rows after retrying');
  });

  it('exports the filtered list with its progress and names the saved file', async () => {
    fleetApi(3);
    let finish = () => undefined as void;
    const asked: unknown[] = [];
    const exporter: ExportCall<Partial<CarFilters>> = (input, onProgress) => {
      asked.push(input);
      onProgress(512, 2048);
      return new Promise((resolve) => {
        finish = () => resolve({ status: 0, data: { fileName: '車輛清單.xlsx', size: 2048 } });
      });
    };
    const { shadow } = await render(carList(exporter).ui, PAGE_KIT_CSS);
    await loaded(shadow);
    await click(byName(shadow, '匯出'));
    const bar = await waitUntil(() => shadow.querySelector<HTMLProgressElement>('progress[aria-label="匯出進度"]'), 'the progress bar');
    expect([bar.value, bar.max]).to.deep.equal([512, 2048]);
    expect(byName(shadow, '取消匯出')).to.not.equal(null);
    await act(async () => finish());
    await waitUntil(() => $toasts.get().length, 'the toast');
    expect($toasts.get()[0].message).to.equal('已匯出 車輛清單.xlsx');
    expect(asked).to.deep.equal([{}]);
  });

  it('fits 390 px: the page does not scroll sideways, the table scrolls in its own box', async () => {
    fleetApi(3);
    const { host, shadow } = await render(carList().ui, PAGE_KIT_CSS);
    host.style.width = '390px';
    await loaded(shadow);
    const page = shadow.querySelector<HTMLElement>('.list-page')!;
    expect(page.scrollWidth).to.be.at.most(390);
    expect(shadow.querySelector<HTMLElement>('.table-scroll')!.clientWidth).to.be.at.most(390);
  });

  it('issue 22, item 19: on a narrow list the filters fold behind 篩選, which opens them by keyboard and folds them again after 查詢', async () => {
    const api = fleetApi(12);
    const { host, shadow } = await render(carList().ui, PAGE_KIT_CSS);
    host.style.width = '390px';
    await loaded(shadow);
    const toggle = shadow.querySelector<HTMLButtonElement>('.filter-toggle')!;
    const filters = shadow.querySelector<HTMLElement>('form[role="search"]')!;
    const shown = (el: HTMLElement) => el.getClientRects().length > 0;
    expect(shown(toggle)).to.equal(true);
    expect(toggle.textContent).to.equal('篩選');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(filters.parentElement!.id);
    expect(shown(filters)).to.equal(false);

    await focus(toggle);
    await press('Enter');
    await nextFrame();
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(shown(filters)).to.equal(true);
    await press('Tab');
    expect(shadow.activeElement).to.equal(byName(shadow, '車號'));
    await type('KEA-1002');
    await press('Enter');
    await waitUntil(() => carNos(shadow).length === 1, 'the filtered rows');
    expect(api.callsTo(cars.list).at(-1)!.body.keyword).to.equal('KEA-1002');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(shown(filters)).to.equal(false);
    expect(shadow.activeElement).to.equal(toggle);
    expect(toggle.textContent).to.equal('篩選1 項條件');
    await press(' ');
    await nextFrame();
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
  });

  it('issue 22, item 19: a wide list shows its filters and no 篩選 button', async () => {
    fleetApi(3);
    const { host, shadow } = await render(carList().ui, PAGE_KIT_CSS);
    host.style.width = '1000px';
    await loaded(shadow);
    expect(shadow.querySelector<HTMLElement>('.filter-toggle')!.getClientRects().length).to.equal(0);
    expect(byName<HTMLInputElement>(shadow, '車號').getClientRects().length).to.be.greaterThan(0);
  });

  it('passes axe with rows shown and with the delete confirmation open', async () => {
    fleetApi(3);
    const { host, shadow } = await render(carList().ui, PAGE_KIT_CSS);
    await loaded(shadow);
    const run = async () => (await axe.run(host, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] }))
      .violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
    expect(await run()).to.deep.equal([]);
    await click(byName(shadow, '選取 KEA-1001'));
    await click(byName(shadow, '刪除所選（1）'));
    expect(await run()).to.deep.equal([]);
  });
});

