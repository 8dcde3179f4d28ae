import { expect } from '@esm-bundle/chai';
import '../../../../../src/elements/maintenance/cycles/cycle-editor/cycle-editor.element';
import { maintenanceCycle } from '../../../../../src/core/api/contract/maintenance';
import { cars } from '../../../../../src/core/api/contract/cars';
import { options } from '../../../../../src/core/api/contract/options';
import { refreshOptions } from '../../../../../src/core/resource';
import { mount, waitFor } from '../../../helpers';
import { fakeApi } from '../../../fake-api';
import { carRow } from '../../../fleet-rows';
import { clickButton, control, errorOf, fill, nextTick, resetPage, shadowOf } from '../../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../../session-kit';
import { cycleRow, itemRow } from './cycle-fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
});

const FLEET = [carRow('car-1', 'KEA-101'), carRow('car-2', 'KEA-102'), carRow('car-3', 'KEB-201')];

async function api() {
  const server = fakeApi()
    .on(cars.list, () => ({ total: FLEET.length, offset: 0, limit: 1000, list: FLEET }))
    .on(options.list, () => ({ total: 2, offset: 0, limit: 1000, list: [itemRow('opt-oil', '機油'), itemRow('opt-tyre', '輪胎')] }))
    .on(maintenanceCycle.get, () => cycleRow(1))
    .on(maintenanceCycle.create, ({ body }) => cycleRow(9, { name: body.name }))
    .on(maintenanceCycle.update, ({ body }) => cycleRow(1, { name: body.name }));
  await refreshOptions();
  return server;
}

const check = (el: Element, label: string) => waitFor(() => [...shadowOf(el).querySelectorAll('label')]
  .find((l) => l.textContent?.trim() === label)?.querySelector('input') ?? null, `the checkbox ${label}`);

describe('fms-cycle-editor', () => {
  it('a cycle without any interval is refused in Traditional Chinese and keeps what was typed', async () => {
    signInUser(['P_P39']);
    const server = await api();
    const el = mount('fms-cycle-editor');
    const name = await control(el, '週期名稱');
    await fill(name, '定期保養');
    await fill(await control<HTMLSelectElement>(el, '類別'), 'maintain');
    await clickButton(el, '儲存');
    const km = await control(el, '里程週期（公里）');
    await waitFor(() => errorOf(el, km).includes('請至少設定一種週期：里程、月數或引擎時數'), 'the interval message');
    expect(name.value).to.equal('定期保養');
    expect(server.callsTo(maintenanceCycle.create)).to.have.length(0);
  });

  it('an interval out of range or not whole says its bounds', async () => {
    signInUser(['P_P39']);
    await api();
    const el = mount('fms-cycle-editor');
    const months = await control(el, '月數週期（月）');
    await fill(months, '121');
    const hours = await control(el, '引擎時數週期（小時）');
    await fill(hours, '5');
    await clickButton(el, '儲存');
    await waitFor(() => errorOf(el, months).includes('月數週期須介於 1 到 120 個月'), 'the months message');
    expect(errorOf(el, hours)).to.contain('引擎時數週期須介於 10 到 100,000 小時');
    expect(errorOf(el, await control(el, '週期名稱'))).to.contain('請輸入週期名稱');
  });

  it('a new cycle is sent with its items and the cars picked by search', async () => {
    signInUser(['P_P39']);
    const server = await api();
    const el = mount('fms-cycle-editor');
    const saved: unknown[] = [];
    el.addEventListener('cyclesave', (e) => saved.push((e as CustomEvent).detail));
    await fill(await control(el, '週期名稱'), ' 機油更換 ');
    await fill(await control<HTMLSelectElement>(el, '類別'), 'replace');
    await fill(await control(el, '里程週期（公里）'), '5000');
    (await check(el, '機油')).click();
    await fill(await control(el, '搜尋車號或駕駛'), 'KEA');
    await waitFor(() => shadowOf(el).querySelectorAll('.car-option').length === 2, 'two KEA cars');
    await clickButton(el, '全選');
    await clickButton(el, '儲存');
    await waitFor(() => saved.length === 1, 'the save event');
    expect(server.callsTo(maintenanceCycle.create)[0].body).to.deep.equal({
      name: '機油更換', category: 'replace', intervalKm: 5000, intervalMonths: null, intervalEngineHours: null,
      items: ['opt-oil'], note: '', carUids: ['car-1', 'car-2'],
    });
    expect(saved[0]).to.deep.equal({ cycleUid: 'cyc-9', name: '機油更換', created: true });
  });

  it('editing starts from the saved cycle and 取消 with changes asks first', async () => {
    signInUser(['P_P39']);
    const server = await api();
    const el = mount('fms-cycle-editor', { 'cycle-uid': 'cyc-1' });
    const cancelled: unknown[] = [];
    el.addEventListener('cyclecancel', () => cancelled.push(1));
    const name = await control(el, '週期名稱');
    await waitFor(() => name.value === '週期1', 'the saved name');
    expect((await control(el, '里程週期（公里）')).value).to.equal('5000');
    await fill(name, '週期一');
    await clickButton(el, '取消');
    await waitFor(() => (shadowOf(el).querySelector('dialog[open]')?.textContent ?? '').includes('保養週期有尚未儲存的變更'), 'the question');
    expect(cancelled).to.have.length(0);
    await clickButton(el, '繼續編輯');
    await nextTick();
    await clickButton(el, '儲存');
    await waitFor(() => server.callsTo(maintenanceCycle.update).length === 1, 'the update');
    expect(server.callsTo(maintenanceCycle.update)[0].body).to.deep.include({ name: '週期一', carUids: ['car-1', 'car-2'], items: ['opt-oil'] });
  });
});
