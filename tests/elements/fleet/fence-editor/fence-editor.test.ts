import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/fleet/fence-editor/fence-editor.element';
import { fence } from '../../../../src/core/api/contract/fence';
import { cars } from '../../../../src/core/api/contract/cars';
import { geo } from '../../../../src/core/api/contract/geo';
import { navigate } from '../../../../src/core/navigation';
import { mount, waitFor } from '../../helpers';
import { fail, fakeApi, type FakeRequest } from '../../fake-api';
import { clickButton, control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { car } from '../../shared/page-kit/kit-fixtures';
import { fenceRow } from '../fence-list/fence-fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
});

const saved = (req: FakeRequest) => ({ ...req.body, uid: req.params.uid ?? 'fen-new', createdAt: 1, updatedAt: 1 });

function api() {
  return fakeApi()
    .on(cars.list, { total: 2, offset: 0, limit: 500, list: [car(1), car(2)] })
    .on(fence.create, saved)
    .on(fence.update, saved);
}

async function check(el: Element, label: string, on = true): Promise<void> {
  const box = await control(el, label);
  if (box.checked !== on) box.click();
  await new Promise((r) => setTimeout(r, 0));
}

async function fillBasics(el: Element): Promise<void> {
  await fill(await control(el, '圍籬名稱'), '  港區  ');
  await fill(await control<HTMLSelectElement>(el, '圖示類型') as unknown as HTMLInputElement, 'harbor');
}

async function fillTextarea(area: HTMLTextAreaElement, value: string): Promise<void> {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
  area.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((r) => setTimeout(r, 0));
}

const sent = (calls: FakeRequest[], endpoint: string) => calls.find((c) => c.endpoint === endpoint)?.body;

describe('fms-fence-editor', () => {
  it('spec 5: an empty form names each required field (red star) and sends nothing', async () => {
    signInUser(['P_P08']);
    const { calls } = api();
    const el = mount('fms-fence-editor');
    await clickButton(el, '儲存');
    await waitText(el, '請輸入圍籬名稱');
    await waitText(el, '請選擇圖示類型');
    await waitText(el, '請選擇圍籬範圍');
    const stars = el.shadowRoot!.querySelectorAll('.required');
    expect(stars.length).to.be.greaterThan(3);
    const name = await control(el, '圍籬名稱');
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    expect(calls.some((c) => c.endpoint === 'fence.create')).to.equal(false);
  });

  it('spec 3: a circle with enter and leave, the message and one car is added', async () => {
    signInUser(['P_P08']);
    const { calls } = api();
    const el = mount('fms-fence-editor');
    const events: unknown[] = [];
    el.addEventListener('fencesave', (e) => events.push((e as CustomEvent).detail));
    await fillBasics(el);
    (await waitFor(() => [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.value === 'circle'), 'the circle radio')).click();
    await fill(await control(el, '半徑（公尺）'), '800');
    await fill(await control(el, '圓心緯度'), '25.15, 121.74');
    await fillTextarea(await control<HTMLTextAreaElement>(el, '通知訊息'), '進出港區');
    await check(el, 'KEA-1002');
    await clickButton(el, '儲存');
    await waitFor(() => events.length === 1, 'fencesave');
    expect(sent(calls, 'fence.create')).to.deep.equal({
      name: '港區', iconType: 'harbor', shape: { type: 'circle', center: { lat: 25.15, lng: 121.74 }, radius: 800 },
      triggers: { enter: true, leave: true, delayedEnterMinutes: null, delayedLeaveMinutes: null },
      message: '進出港區', options: { notify: true, carUids: ['car-2'], speedLimit: null },
    });
    expect(events[0]).to.deep.equal({ fenceUid: 'fen-new', name: '港區', created: true });
  });

  it('spec 3: a polygon with a delayed enter needs its minutes, then sends them', async () => {
    signInUser(['P_P08']);
    const { calls } = api();
    const el = mount('fms-fence-editor');
    await fillBasics(el);
    for (const vertex of ['25.05, 121.50', '25.05, 121.52', '25.03, 121.52']) {
      await fill(await control(el, '頂點緯度'), vertex);
      await clickButton(el, '新增頂點');
    }
    await waitText(el, '多邊形：3 個頂點');
    await check(el, '離開', false);
    await check(el, '延遲進入');
    await clickButton(el, '儲存');
    await waitText(el, '請輸入延遲進入分鐘數');
    await fill(await control(el, '停留超過（分鐘）'), '15');
    await fill(await control(el, '圍籬內速限（公里/小時）'), '40');
    await clickButton(el, '儲存');
    await waitFor(() => sent(calls, 'fence.create'), 'the create');
    const body = sent(calls, 'fence.create');
    expect(body.shape).to.deep.equal({ type: 'polygon', points: [{ lat: 25.05, lng: 121.5 }, { lat: 25.05, lng: 121.52 }, { lat: 25.03, lng: 121.52 }] });
    expect(body.triggers).to.deep.equal({ enter: true, leave: false, delayedEnterMinutes: 15, delayedLeaveMinutes: null });
    expect(body.options.speedLimit).to.equal(40);
  });

  it('issue 22, item 18: adding vertices does not move the drawing map down; the vertex list scrolls in its own box', async () => {
    signInUser(['P_P08']);
    api();
    const el = mount('fms-fence-editor');
    const map = await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('.picker-map'), 'the drawing map');
    // Layout, not timing: where the map sits in the page (scrolling by focus taken out).
    const mapTop = () => map.getBoundingClientRect().top + window.scrollY;
    const before = mapTop();
    for (let i = 0; i < 12; i += 1) {
      await fill(await control(el, '頂點緯度'), `25.0${i % 10}, 121.5${i % 10}`);
      await clickButton(el, '新增頂點');
    }
    await waitText(el, '多邊形：12 個頂點');
    expect(mapTop()).to.equal(before);
    const list = el.shadowRoot!.querySelector<HTMLElement>('.vertex-list')!;
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight);
  });

  it('spec 5: the server\'s field error shows on the area and nothing typed is lost', async () => {
    signInUser(['P_P08']);
    api().on(fence.create, fail(4000001, '圍籬位置須在臺灣境內。', 'shape.center'));
    const el = mount('fms-fence-editor');
    await fillBasics(el);
    (await waitFor(() => [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.value === 'circle'), 'the circle radio')).click();
    await fill(await control(el, '圓心緯度'), '35.0, 139.7');
    await clickButton(el, '儲存');
    await waitFor(() => el.shadowRoot!.querySelector('.shape-field .field-invalid .field-error')?.textContent?.includes('臺灣境內'), 'the error on the area');
    expect((await control(el, '圍籬名稱')).value).to.equal('  港區  ');
    expect((await control(el, '圓心緯度')).value).to.equal('35');
  });

  it('spec 7.6: an address found by geo/v0/latlng becomes the circle\'s centre, and geo/v0/address reads it back', async () => {
    signInUser(['P_P08']);
    const { calls } = api()
      .on(geo.latlng, { lat: 25.1533, lng: 121.7466, address: '基隆市中正區中正路1號' })
      .on(geo.address, { county: '基隆市', district: '中正區', postalCode: '202', road: '中正路', address: '基隆市中正區中正路1號' });
    const el = mount('fms-fence-editor');
    await fill(await control(el, '搜尋地址或地標'), '基隆港');
    await clickButton(el, '搜尋');
    await waitText(el, '找到：基隆市中正區中正路1號');
    expect(calls.find((c) => c.endpoint === 'geo.latlng')!.query.get('address')).to.equal('基隆港');
    await waitText(el, '圓形：中心 25.153300, 121.746600，半徑 500 公尺');
    await clickButton(el, '查詢圓心地址');
    await waitText(el, '地址：基隆市中正區中正路1號');
    expect(calls.find((c) => c.endpoint === 'geo.address')!.query.get('latlng')).to.equal('25.1533,121.7466');
  });

  it('editing loads the fence, and 儲存 sends PUT fence/v0/{uid}', async () => {
    signInUser(['P_P08']);
    const { calls } = api().on(fence.get, fenceRow(3));
    const el = mount('fms-fence-editor', { 'fence-uid': 'fen-3' });
    await waitText(el, '編輯圍籬：圍籬 3');
    expect((await control(el, '圍籬名稱')).value).to.equal('圍籬 3');
    expect((await control(el, '停留超過（分鐘）')).value).to.equal('90');
    await fill(await control(el, '圍籬名稱'), '圍籬 3 改');
    await clickButton(el, '儲存');
    await waitFor(() => calls.some((c) => c.endpoint === 'fence.update'), 'the update');
    const put = calls.find((c) => c.endpoint === 'fence.update')!;
    expect(put.params.uid).to.equal('fen-3');
    expect(put.body).to.deep.include({ name: '圍籬 3 改', iconType: 'harbor' });
    expect(put.body.triggers.delayedEnterMinutes).to.equal(90);
  });

  it('leaving with unsaved changes asks first; leaving untouched does not', async () => {
    signInUser(['P_P08']);
    api();
    const el = mount('fms-fence-editor');
    let cancelled = 0;
    el.addEventListener('fencecancel', () => { cancelled += 1; });
    await clickButton(el, '取消');
    expect(cancelled).to.equal(1);
    await fill(await control(el, '圍籬名稱'), '草稿');
    await clickButton(el, '取消');
    const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the question');
    expect(dialog.textContent).to.contain('尚未儲存的變更');
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === '繼續編輯')!.click();
    await waitFor(() => !el.shadowRoot!.querySelector('dialog[open]'), 'the dialog closed');
    expect(cancelled).to.equal(1);
    expect((await control(el, '圍籬名稱')).value).to.equal('草稿');
    await clickButton(el, '取消');
    const again = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the question again');
    [...again.querySelectorAll('button')].find((b) => b.textContent === '放棄變更')!.click();
    await waitFor(() => cancelled === 2, 'fencecancel');
  });

  it('going to another console page with unsaved changes asks, and stays on 繼續編輯', async () => {
    signInUser(['P_P08']);
    api();
    const el = mount('fms-fence-editor');
    await fill(await control(el, '圍籬名稱'), '草稿');
    // React commits the change and its effects on the next frames.
    for (let i = 0; i < 3; i += 1) await new Promise((r) => requestAnimationFrame(r));
    const going = navigate('/monitor');
    const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the question');
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === '繼續編輯')!.click();
    expect(await going).to.equal(false);
    expect(location.pathname).to.not.equal('/monitor');
    expect((await control(el, '圍籬名稱')).value).to.equal('草稿');
  });

  it('spec 2.11: the drawing map starts at the fence map\'s remembered view and keeps it', async () => {
    signInUser(['P_P08']);
    api();
    localStorage.setItem('fms', JSON.stringify({ map: { fence: { zoom: 12, center: [25.1, 121.6] } } }));
    const el = mount('fms-fence-editor');
    const zoomIn = await waitFor(() => el.shadowRoot!.querySelector<HTMLAnchorElement>('a[title="放大"]'), 'the zoom button');
    zoomIn.click();
    await waitFor(() => JSON.parse(localStorage.getItem('fms') ?? '{}').map?.fence?.zoom === 13, 'the kept zoom', 4000);
    expect(JSON.parse(localStorage.getItem('fms')!).map.fence.center[1]).to.be.closeTo(121.6, 0.01);
  });
});

