import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import '../../../../src/elements/fleet/car-detail/car-detail.element';
import { cars } from '../../../../src/core/api/contract/cars';
import { maintenanceCycle } from '../../../../src/core/api/contract/maintenance';
import { markInConsole } from '../../../../src/core/navigation';
import { fail, fakeApi } from '../../fake-api';
import { mount, waitFor } from '../../helpers';
import { signInUser, signOutUser } from '../../session-kit';
import { button, clickButton, control, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { car, withCatalogues } from '../car-list/car-fixtures';

const cycle = (uid: string, name: string, carUids: string[]) => ({
  uid, name, category: 'maintain', intervalKm: 10000, intervalMonths: 6, intervalEngineHours: null, items: [], note: '',
  carList: carUids.map((u) => ({ uid: u, carNo: u })), createdAt: 1, updatedAt: 1,
});

function api(cycleList = [cycle('c1', '一般保養', ['car-1', 'car-9']), cycle('c2', '輪胎更換', ['car-9'])]) {
  return withCatalogues(fakeApi())
    .on(cars.get, () => ({ ...car(1, { devices: { dvr: { channels: 4 }, tpms: { tyres: 10 }, dms: true } }), cycleUids: ['c1'] }))
    .on(maintenanceCycle.list, () => ({ total: cycleList.length, offset: 0, limit: 1000, list: cycleList }))
    .on(cars.carCycle, ({ body }) => ({ cycleUid: body.cycleUid, carList: [] }));
}

beforeEach(() => {
  markInConsole(false);
  signInUser(['P_P06', 'P_P38', 'P_P39']);
});
afterEach(() => {
  resetPage();
  signOutUser();
});

describe('fms-car-detail', function () {
  this.timeout(20_000);

  it('spec 2.11: shows the car whole: data, management state and the devices it carries', async () => {
    api();
    const el = mount('fms-car-detail', { 'car-uid': 'car-1' });
    await waitText(el, '車輛資料 KEA-1001');
    const text = shadowOf(el).textContent!;
    expect(text).to.contain('已納管').and.contain('XZU720').and.contain('300 系列').and.contain('北區');
    expect(text).to.contain('DVR 4 路、TPMS 10 輪、DMS');
    await waitText(el, '貨車');
  });

  it('issue 9: embedded, its links emit navrequest to the live position, journeys, events and maintenance', async () => {
    signInUser(['P_P01', 'P_P03', 'P_P05', 'P_P06', 'P_P38', 'P_P39']);
    api();
    const el = mount('fms-car-detail', { 'car-uid': 'car-1' });
    await waitText(el, '車輛資料 KEA-1001');
    const asked: CustomEvent[] = [];
    el.addEventListener('navrequest', (e) => {
      e.preventDefault();
      asked.push(e as CustomEvent);
    });
    const links = [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('nav a')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['即時位置', '歷史軌跡', '車輛事件', '保修紀錄', '外接設備']);
    const before = location.href;
    for (const a of links) a.click();
    expect(asked.map((e) => e.detail.path)).to.deep.equal(['/monitor', '/history/journey/car-1', '/event/one/car-1', '/maintenanceV2', '/externalDevice/detail/car-1']);
    expect(asked[0].detail).to.deep.include({ carUid: 'car-1', query: { carUid: 'car-1' } });
    expect(location.href).to.equal(before);
  });

  it('issue 22 (11): links only to the pages its user may open', async () => {
    signInUser(['P_P03', 'P_P06']);
    api();
    const el = mount('fms-car-detail', { 'car-uid': 'car-1' });
    await waitText(el, '車輛資料 KEA-1001');
    expect([...shadowOf(el).querySelectorAll('nav a')].map((a) => a.textContent)).to.deep.equal(['歷史軌跡']);
  });

  it('spec 7.5: lists the cycles the car follows, and 變更 sends car-cycle keeping the other cars', async () => {
    const fake = api();
    const el = mount('fms-car-detail', { 'car-uid': 'car-1' });
    await waitText(el, '一般保養');
    expect(shadowOf(el).querySelector('.cycle-list')!.textContent).to.not.contain('輪胎更換');
    await clickButton(el, '變更保養週期');
    (await control(el, '輪胎更換（保養）')).click();
    (await control(el, '一般保養（保養）')).click();
    await clickButton(el, '儲存');
    await waitFor(() => fake.callsTo(cars.carCycle).length === 2, 'two car-cycle calls');
    expect(fake.callsTo(cars.carCycle).map((c) => c.body)).to.deep.equal([
      { cycleUid: 'c1', carUids: ['car-9'] },
      { cycleUid: 'c2', carUids: ['car-9', 'car-1'] },
    ]);
  });

  it('spec 6: without the cycle codes it says how many cycles the car follows, and without P_P06 no 編輯', async () => {
    signInUser(['P_P01']);
    api();
    const el = mount('fms-car-detail', { 'car-uid': 'car-1' });
    await waitText(el, '此車輛跟隨 1 個保養週期。');
    expect([...shadowOf(el).querySelectorAll('button')].map((b) => b.textContent)).to.not.include('編輯');
  });

  it('issue 11: a failed load says why and offers 重試', async () => {
    withCatalogues(fakeApi()).on(cars.get, fail(4040001, '找不到此車輛。'));
    const el = mount('fms-car-detail', { 'car-uid': 'car-x' });
    await waitText(el, '找不到此車輛。');
    await button(el, '重試');
  });

  it('is axe clean', async () => {
    api();
    const el = mount('fms-car-detail', { 'car-uid': 'car-1' });
    await waitText(el, '一般保養');
    const results = await axe.run(shadowOf(el) as unknown as Element);
    expect(results.violations.map((v) => v.id)).to.deep.equal([]);
  });
});
