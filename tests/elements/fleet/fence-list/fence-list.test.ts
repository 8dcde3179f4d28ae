import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/fleet/fence-list/fence-list.element';
import { fence } from '../../../../src/core/api/contract/fence';
import { mount, tableRows, waitFor } from '../../helpers';
import { fail, fakeApi } from '../../fake-api';
import { clickButton, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { fenceRow } from './fence-fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
});

const rows = (el: Element) => tableRows(el);
const page = (count: number) => ({ total: count, offset: 0, limit: 10, list: Array.from({ length: count }, (_, i) => fenceRow(i + 1)) });

describe('fms-fence-list', () => {
  it('spec 2.11: lists the fences with icon type, area and triggers, and draws the page\'s fences on the map', async () => {
    signInUser(['P_P08']);
    const { calls } = fakeApi().on(fence.list, page(3));
    const el = mount('fms-fence-list');
    await waitFor(() => rows(el).length === 3 && rows(el)[2].textContent?.includes('圍籬 3'), 'three rows');
    expect(calls[0].body).to.include({ offset: 0, limit: 10 });
    const text = rows(el).map((r) => r.textContent).join('|');
    expect(text).to.contain('港口').and.contain('停車場');
    expect(text).to.contain('圓形，半徑 1,500 公尺').and.contain('多邊形，4 個頂點');
    expect(text).to.contain('進入、離開、延遲進入 90 分鐘');
    const map = el.shadowRoot!.querySelector('[part="map"]')!;
    expect(map.getAttribute('data-fence-count')).to.equal('3');
    expect(map.classList.contains('leaflet-container')).to.equal(true);
  });

  it('shows 查無資料 for no fences, and the error with 重試 when the list fails', async () => {
    signInUser(['P_P08']);
    const api = fakeApi().on(fence.list, page(0));
    const el = mount('fms-fence-list');
    await waitText(el, '查無資料');
    api.on(fence.list, fail(5000001, '伺服器忙碌'));
    await clickButton(el, '查詢');
    await waitText(el, '伺服器忙碌');
    api.on(fence.list, page(1));
    await clickButton(el, '重試');
    await waitFor(() => rows(el).length === 1, 'the row after retry');
  });

  it('新增圍籬 and 編輯 ask the host with fenceadd and fenceopen', async () => {
    signInUser(['P_P08']);
    fakeApi().on(fence.list, page(2));
    const el = mount('fms-fence-list');
    await waitFor(() => rows(el).some((r) => r.textContent?.includes('圍籬 2')), 'rows');
    const events: Array<[string, unknown]> = [];
    el.addEventListener('fenceadd', (e) => events.push(['add', (e as CustomEvent).detail]));
    el.addEventListener('fenceopen', (e) => events.push(['open', (e as CustomEvent).detail]));
    await clickButton(el, '新增圍籬');
    await clickButton(el, '編輯 圍籬 2');
    expect(events).to.deep.equal([['add', {}], ['open', { fenceUid: 'fen-2', name: '圍籬 2' }]]);
  });

  it('deleting a fence confirms with its name and sends its uid', async () => {
    signInUser(['P_P08']);
    const { calls } = fakeApi().on(fence.list, page(2)).on(fence.remove, { deleted: 1 });
    const el = mount('fms-fence-list');
    await waitFor(() => rows(el).length === 2, 'rows');
    await clickButton(el, '刪除 圍籬 1');
    const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the confirmation');
    expect(dialog.textContent).to.contain('刪除圍籬').and.contain('確定要刪除 1 筆：圍籬 1？');
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === '刪除')!.click();
    await waitFor(() => calls.some((c) => c.endpoint === 'fence.remove'), 'the delete');
    expect(calls.find((c) => c.endpoint === 'fence.remove')!.body).to.deep.equal({ uids: ['fen-1'] });
  });

  it('spec 2.11, 9: the fence map starts where it was left and keeps its own view under fms.map.fence', async () => {
    signInUser(['P_P08']);
    localStorage.setItem('fms', JSON.stringify({ map: { fence: { zoom: 12, center: [25.1, 121.6] }, monitor: { zoom: 8, center: [23.6, 120.9] } } }));
    fakeApi().on(fence.list, page(0));
    const el = mount('fms-fence-list');
    const zoomIn = await waitFor(() => el.shadowRoot!.querySelector<HTMLAnchorElement>('a[title="放大"]'), 'the zoom button');
    zoomIn.click();
    await waitFor(() => JSON.parse(localStorage.getItem('fms') ?? '{}').map?.fence?.zoom === 13, 'the kept zoom', 4000);
    const kept = JSON.parse(localStorage.getItem('fms')!).map;
    expect(kept.fence.center[0]).to.be.closeTo(25.1, 0.01);
    expect(kept.monitor).to.deep.equal({ zoom: 8, center: [23.6, 120.9] });
  });
});
