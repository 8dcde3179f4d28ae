import { expect } from '@esm-bundle/chai';
import '../../../../../src/elements/maintenance/v1/maintenance-records/maintenance-records.element';
import '../../../../../src/elements/maintenance/v1/maintenance-record/maintenance-record.element';
import { maintenance } from '../../../../../src/core/api/contract/maintenance';
import { cars } from '../../../../../src/core/api/contract/cars';
import { mount, tableRows, waitFor } from '../../../helpers';
import { fakeApi } from '../../../fake-api';
import { clickButton, resetPage, shadowOf, waitText } from '../../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../../session-kit';
import { recordRow } from '../../cycles/maintenance-cycles/cycle-fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
});

const rows = (el: Element) => tableRows(el, 'KEA-');

describe('fms-maintenance-records (v1 list)', () => {
  it('spec 4: each record shows its car, cycle, reservation status and time; a row opens its data and 審閱 its review', async () => {
    signInUser(['P_P39']);
    fakeApi()
      .on(cars.list, () => ({ total: 0, offset: 0, limit: 1000, list: [] }))
      .on(maintenance.list, () => ({ total: 2, offset: 0, limit: 10, list: [recordRow(1), recordRow(2, { reservation: { ...recordRow(2).reservation, status: 'overdue' } })] }));
    const el = mount('fms-maintenance-records');
    const events: Array<[string, unknown]> = [];
    for (const name of ['recordopen', 'recordreview']) el.addEventListener(name, (e) => events.push([name, (e as CustomEvent).detail]));
    await waitFor(() => rows(el).length === 2, 'two rows');
    expect(rows(el)[0].textContent).to.contain('KEA-101').and.contain('定期保養').and.contain('已預約').and.contain('2026-11-20 10:00');
    expect(rows(el)[1].textContent).to.contain('已逾期');
    await clickButton(el, /^審閱 KEA-102/);
    (rows(el)[0].querySelector('td:nth-child(2)') as HTMLElement).click();
    expect(events).to.deep.equal([['recordreview', { recordUid: 'rec-2' }], ['recordopen', { carUid: 'car-1', recordUid: 'rec-1' }]]);
  });

  it('an error offers 重試', async () => {
    signInUser(['P_P39']);
    fakeApi().on(cars.list, () => ({ total: 0, offset: 0, limit: 1000, list: [] }));
    const el = mount('fms-maintenance-records');
    await waitFor(() => [...shadowOf(el).querySelectorAll('button')].some((b) => b.textContent === '重試'), 'the retry');
  });
});

describe('fms-maintenance-record (v1 data and review)', () => {
  it('spec 4: switching a record inactive sends PATCH and shows it', async () => {
    signInUser(['P_P39']);
    let record = recordRow(1);
    const server = fakeApi()
      .on(maintenance.get, () => record)
      .on(maintenance.setActive, ({ body }) => (record = { ...record, active: body.active }));
    const el = mount('fms-maintenance-record', { 'record-uid': 'rec-1' });
    await waitText(el, '中和保修廠');
    const sw = await waitFor(() => shadowOf(el).querySelector<HTMLButtonElement>('button[role="switch"]'), 'the switch');
    expect(sw.getAttribute('aria-checked')).to.equal('true');
    sw.click();
    await waitFor(() => sw.getAttribute('aria-checked') === 'false', 'switched off');
    expect(server.callsTo(maintenance.setActive)[0]).to.deep.include({ params: { uid: 'rec-1' }, body: { active: false } });
  });

  it('the review lists the car history and 確認已進廠 updates by the reservation uid', async () => {
    signInUser(['P_P39']);
    let record = recordRow(1);
    const server = fakeApi()
      .on(maintenance.get, () => record)
      .on(maintenance.carHistory, () => ({ car: record.car, list: [recordRow(5, { servicedAt: Date.UTC(2026, 5, 1), reservation: { ...recordRow(5).reservation, status: 'alreadyMaintain' } })] }))
      .on(maintenance.update, () => (record = { ...record, reservation: { ...record.reservation, status: 'alreadyMaintain' } }));
    const el = mount('fms-maintenance-record', { 'record-uid': 'rec-1', review: '' });
    await waitText(el, '車輛保修歷程');
    await waitText(el, '2026-06-01 08:00');
    await clickButton(el, '確認已進廠');
    await waitFor(() => server.callsTo(maintenance.update).length === 1, 'the update');
    expect(server.callsTo(maintenance.update)[0].params).to.deep.equal({ uid: 'res-1' });
    expect(server.callsTo(maintenance.update)[0].body).to.deep.include({ reservation: { uid: 'res-1', status: 'alreadyMaintain' } });
    await waitFor(() => ![...shadowOf(el).querySelectorAll('button')].some((b) => b.textContent?.includes('確認已進廠')), 'the button gone');
  });
});
