import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/maintenance/v2/maintenance-reservation/maintenance-reservation.element';
import { maintenance, maintenanceCycle } from '../../../../src/core/api/contract/maintenance';
import { options } from '../../../../src/core/api/contract/options';
import { refreshOptions } from '../../../../src/core/resource';
import { cycleRow, itemRow } from '../cycles/maintenance-cycles/cycle-fixtures';
import { setClock } from '../../../../src/core/clock';
import { mount, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { clickButton, control, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { recordRow } from './fixtures';

const NOW = Date.UTC(2027, 1, 1, 0, 0); // 2027-02-01 08:00 in Taipei

beforeEach(() => setClock(() => NOW));
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(() => Date.now());
});

describe('fms-maintenance-reservation', () => {
  it('spec 3, 4: an edit is sent to PUT maintenance/v0/{reservation.uid} with the reservation\'s uid in the body', async () => {
    signInUser(['P_P39']);
    const record = recordRow(1, 'readyMaintain');
    const { calls } = fakeApi()
      .on(maintenance.get, () => record)
      .on(maintenance.update, ({ body }) => ({ ...record, reservation: { ...record.reservation, factoryName: (body as { reservation: { factoryName: string } }).reservation.factoryName } }));
    const el = mount('fms-maintenance-reservation', { 'record-uid': 'rec-1' });
    let saved: unknown = null;
    el.addEventListener('reservationsave', (e) => { saved = (e as CustomEvent).detail; });
    await fill(await control(el, '保修廠'), '南區保修廠');
    await clickButton(el, '儲存');
    await waitFor(() => saved, 'reservationsave');
    const put = calls.find((c) => c.endpoint === 'maintenance.update')!;
    expect(put.params).to.deep.equal({ uid: 'res-1' });
    // The time was not changed, so it is not sent again.
    expect((put.body as { reservation: Record<string, unknown> }).reservation).to.deep.equal({ uid: 'res-1', factoryName: '南區保修廠' });
    expect(saved).to.deep.equal({ recordUid: 'rec-1', carUid: 'car-1', created: false });
  });

  it('spec 5: a past reservation time and a bad mileage are named in Traditional Chinese and nothing is sent', async () => {
    signInUser(['P_P39']);
    const { calls } = fakeApi().on(maintenance.create, () => recordRow(1, 'readyMaintain'));
    const el = mount('fms-maintenance-reservation', { 'car-uid': 'car-1' });
    await fill(await control(el, '預約時間'), '2027-02-01T07:00');
    await fill(await control(el, '里程（公里）'), 'abc');
    await clickButton(el, '儲存');
    await waitText(el, '預約時間須晚於現在');
    await waitText(el, '里程（公里）須為 0 以上的數字，最多一位小數');
    expect(calls.some((c) => c.endpoint === 'maintenance.create')).to.equal(false);
    await fill(await control(el, '預約時間'), '2027-02-03T09:30');
    await fill(await control(el, '里程（公里）'), '1200');
    await clickButton(el, '儲存');
    await waitFor(() => calls.some((c) => c.endpoint === 'maintenance.create'), 'the create');
    expect(calls.find((c) => c.endpoint === 'maintenance.create')!.body).to.deep.include({ carUid: 'car-1', mileage: 1200, items: [] });
  });

  it('issue 22: a new reservation carries the chosen 保養週期 and 保修項目; an edit shows and sends them again', async () => {
    signInUser(['P_P39']);
    const { calls } = fakeApi()
      .on(maintenanceCycle.list, () => ({ total: 2, offset: 0, limit: 1000, list: [cycleRow(1, { name: '機油保養' }), cycleRow(2, { name: '輪胎檢查' })] }))
      .on(options.list, () => ({ total: 2, offset: 0, limit: 1000, list: [itemRow('opt-oil', '更換機油'), itemRow('opt-tyre', '輪胎更換')] }))
      .on(maintenance.create, () => recordRow(1, 'readyMaintain'));
    await refreshOptions();
    const el = mount('fms-maintenance-reservation', { 'car-uid': 'car-1' });
    const cycle = await control<HTMLSelectElement>(el, '保養週期');
    await waitFor(() => [...cycle.options].some((o) => o.value === 'cyc-2') || null, 'the cycles');
    await fill(cycle, 'cyc-2');
    const check = (label: string) => waitFor(() => [...shadowOf(el).querySelectorAll('label')]
      .find((l) => l.textContent?.trim() === label)?.querySelector('input') ?? null, `the checkbox ${label}`);
    (await check('輪胎更換')).click();
    await fill(await control(el, '預約時間'), '2027-02-03T09:30');
    await clickButton(el, '儲存');
    await waitFor(() => calls.some((c) => c.endpoint === 'maintenance.create'), 'the create');
    expect(calls.find((c) => c.endpoint === 'maintenance.create')!.body).to.deep.include({ carUid: 'car-1', cycleUid: 'cyc-2', items: ['opt-tyre'] });
  });

  it('issue 22: editing keeps the record\'s cycle and items in the form and sends them', async () => {
    signInUser(['P_P39']);
    const record = recordRow(1, 'readyMaintain', { cycle: { uid: 'cyc-1', name: '機油保養' }, items: [{ uid: 'opt-oil', name: '更換機油' }] });
    const { calls } = fakeApi()
      .on(maintenanceCycle.list, () => ({ total: 1, offset: 0, limit: 1000, list: [cycleRow(1, { name: '機油保養' })] }))
      .on(options.list, () => ({ total: 2, offset: 0, limit: 1000, list: [itemRow('opt-oil', '更換機油'), itemRow('opt-tyre', '輪胎更換')] }))
      .on(maintenance.get, () => record)
      .on(maintenance.update, () => record);
    await refreshOptions();
    const el = mount('fms-maintenance-reservation', { 'record-uid': 'rec-1' });
    const cycle = await control<HTMLSelectElement>(el, '保養週期');
    await waitFor(() => cycle.value === 'cyc-1' || null, 'the cycle shown');
    await fill(await control(el, '保修廠'), '南區保修廠');
    await clickButton(el, '儲存');
    await waitFor(() => calls.some((c) => c.endpoint === 'maintenance.update'), 'the update');
    expect(calls.find((c) => c.endpoint === 'maintenance.update')!.body).to.deep.include({ cycleUid: 'cyc-1', items: ['opt-oil'] });
  });
});
