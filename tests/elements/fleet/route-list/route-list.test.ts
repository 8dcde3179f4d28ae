import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/fleet/route-list/route-list.element';
import { commonRoutes, type CommonRouteSummary } from '../../../../src/core/api/contract/routes';
import { geo } from '../../../../src/core/api/contract/geo';
import { mount, tableRows, waitFor } from '../../helpers';
import { fail, fakeApi } from '../../fake-api';
import { clickButton, control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';

afterEach(() => {
  resetPage();
  signOutUser();
});

const PATH = [{ lat: 25.0478, lng: 121.517 }, { lat: 25.02, lng: 121.4 }, { lat: 24.9936, lng: 121.301 }];
const route = (n: number): CommonRouteSummary => ({
  uid: `rte-${n}`, name: `路線 ${n}`, waypoints: [PATH[0], PATH[2]], distance: 25_400, duration: 1_980, createdAt: 1_760_000_000_000 - n,
});
const rows = (el: Element) => tableRows(el);

/** The latitude field of the point picker named `legend` (起點 or 終點). */
function latitudeOf(el: Element, legend: string): HTMLInputElement {
  const group = [...el.shadowRoot!.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent?.replace('*', '').replace('（必填）', '').trim() === legend)!;
  return group.querySelector<HTMLInputElement>('input[placeholder="25.0478"]')!;
}

function api() {
  let list = [route(1), route(2)];
  return fakeApi()
    .on(commonRoutes.list, () => ({ total: list.length, offset: 0, limit: 10, list }))
    .on(commonRoutes.get, ({ params }) => ({ ...list.find((r) => r.uid === params.uid), path: PATH }))
    .on(commonRoutes.update, ({ params, body }) => {
      list = list.map((r) => (r.uid === params.uid ? { ...r, name: body.name } : r));
      return list.find((r) => r.uid === params.uid);
    })
    .on(commonRoutes.remove, ({ body }) => {
      list = list.filter((r) => !body.uids.includes(r.uid));
      return { deleted: body.uids.length };
    });
}

describe('fms-route-list', () => {
  it('spec 7.6: lists the common routes with distance and time, and draws an activated route on the map', async () => {
    signInUser(['P_P08']);
    const { calls } = api();
    const el = mount('fms-route-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    expect(rows(el)[0].textContent).to.contain('路線 1').and.contain('25.4 km').and.contain('33 分');
    (rows(el)[0].querySelector('td:nth-child(2)') as HTMLElement).click();
    await waitFor(() => el.shadowRoot!.querySelector('[part="map"]')!.getAttribute('data-path-points') === '3', 'the drawn path');
    expect(calls.some((c) => c.endpoint === 'commonRoutes.get' && c.params.uid === 'rte-1')).to.equal(true);
    await waitText(el, '地圖顯示：路線 1');
  });

  it('spec 7.6: a new route is planned through directions2 with 路線計算中...., drawn, then saved with its waypoints', async () => {
    signInUser(['P_P08']);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const { calls } = api()
      .on(geo.directions, async () => {
        await held;
        return { distance: 25_400, duration: 1_980, path: PATH, steps: [] };
      })
      .on(commonRoutes.create, ({ body }) => ({ ...route(9), name: body.name, path: PATH }));
    const el = mount('fms-route-list');
    const changes: unknown[] = [];
    el.addEventListener('routechange', (e) => changes.push((e as CustomEvent).detail));
    await waitFor(() => rows(el).length === 2, 'rows');
    await clickButton(el, '新增路線');
    await fill(await control(el, '路線名稱'), '港區配送');
    await waitFor(() => el.shadowRoot!.querySelectorAll('input[placeholder="25.0478"]').length === 2, 'two pickers');
    await fill(latitudeOf(el, '起點'), '25.0478, 121.517');
    await fill(latitudeOf(el, '終點'), '24.9936, 121.301');
    await clickButton(el, '規劃路線');
    await waitText(el, '路線計算中....');
    release();
    await waitText(el, '距離 25.4 km');
    expect(calls.find((c) => c.endpoint === 'geo.directions')!.body).to.deep.equal({ origin: PATH[0], destination: PATH[2] });
    await waitFor(() => el.shadowRoot!.querySelector('[part="map"]')!.getAttribute('data-path-points') === '3', 'the planned path');
    await clickButton(el, '儲存');
    await waitFor(() => calls.some((c) => c.endpoint === 'commonRoutes.create'), 'the create');
    expect(calls.find((c) => c.endpoint === 'commonRoutes.create')!.body).to.deep.equal({ name: '港區配送', waypoints: [PATH[0], PATH[2]] });
    await waitFor(() => changes.length === 1, 'routechange');
    expect(changes[0]).to.deep.include({ action: 'add', name: '港區配送' });
  });

  it('a route needs a name and both ends; the server\'s name error shows on the name', async () => {
    signInUser(['P_P08']);
    const { calls } = api().on(commonRoutes.create, fail(4000001, '路線名稱已存在', 'name'));
    const el = mount('fms-route-list');
    await waitFor(() => rows(el).length === 2, 'rows');
    await clickButton(el, '新增路線');
    await clickButton(el, '儲存');
    await waitText(el, '請輸入路線名稱');
    await waitText(el, '請選擇起點');
    expect(calls.some((c) => c.endpoint === 'commonRoutes.create')).to.equal(false);
    await fill(await control(el, '路線名稱'), '路線 1');
    await fill(latitudeOf(el, '起點'), '25.0478, 121.517');
    await fill(latitudeOf(el, '終點'), '24.9936, 121.301');
    await clickButton(el, '儲存');
    await waitText(el, '路線名稱已存在');
    expect((await control(el, '路線名稱')).value).to.equal('路線 1');
  });

  it('spec 3: renaming sends only the name', async () => {
    signInUser(['P_P08']);
    const { calls } = api();
    const el = mount('fms-route-list');
    await waitFor(() => rows(el).some((r) => r.textContent?.includes('路線 2')), 'rows');
    await clickButton(el, '重新命名 路線 2');
    const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the rename dialog');
    expect(dialog.textContent).to.contain('重新命名：路線 2');
    await fill(dialog.querySelector<HTMLInputElement>('input')!, '北區循環');
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === '儲存')!.click();
    await waitFor(() => rows(el).some((r) => r.textContent?.includes('北區循環')), 'the new name');
    const put = calls.find((c) => c.endpoint === 'commonRoutes.update')!;
    expect(put.params.uid).to.equal('rte-2');
    expect(put.body).to.deep.equal({ name: '北區循環' });
  });

  it('deleting a route confirms with its name', async () => {
    signInUser(['P_P08']);
    const { calls } = api();
    const el = mount('fms-route-list');
    await waitFor(() => rows(el).length === 2, 'rows');
    await clickButton(el, '刪除 路線 1');
    const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the confirmation');
    expect(dialog.textContent).to.contain('確定要刪除 1 筆：路線 1？');
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === '刪除')!.click();
    await waitFor(() => rows(el).length === 1, 'one row left');
    expect(calls.find((c) => c.endpoint === 'commonRoutes.remove')!.body).to.deep.equal({ uids: ['rte-1'] });
  });
});
