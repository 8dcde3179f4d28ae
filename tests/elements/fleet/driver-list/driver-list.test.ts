import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/fleet/driver-list/driver-list.element';
import { cars } from '../../../../src/core/api/contract/cars';
import { users } from '../../../../src/core/api/contract/users';
import { clearToasts } from '../../../../src/elements/shared/ui';
import { mount, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { clickButton, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { driverRow, pageOfRows } from '../../people-rows';

const car = (n: number, extra: { enabledCode?: boolean; deleted?: boolean } = {}) => ({ carUid: `car-${n}`, carNo: `KEA-${1000 + n}`, enabledCode: true, deleted: false, ...extra });

function api() {
  const drivers = [
    driverRow(1, [car(1), car(2)]),
    driverRow(2, [car(3, { enabledCode: false }), car(4)]),
    driverRow(3, [car(5, { deleted: true })]),
    driverRow(4),
  ];
  return fakeApi()
    .on(users.driverList, ({ body }) => pageOfRows(drivers, body))
    .on(cars.list, ({ body }) => ({
      total: 3, offset: 0, limit: 1000,
      list: [...(body.withBlank ? [{ label: '選擇車號', value: null, enabledCode: false }] : []),
        { label: 'KEA-1001', value: 'car-1', enabledCode: true }, { label: 'KEA-1009', value: 'car-9', enabledCode: true }],
    }))
    .on(cars.update, ({ params }) => ({ uid: params.uid }));
}

const rowOf = (el: Element, name: string) => [...shadowOf(el).querySelectorAll('tbody tr')].find((tr) => tr.textContent!.includes(name))!;
const carCell = (el: Element, name: string) => rowOf(el, name).querySelectorAll('td')[6].textContent;
const loaded = (el: Element) => waitFor(() => shadowOf(el).querySelectorAll('tbody tr td').length > 8 && !shadowOf(el).querySelector('table[aria-busy]'), 'the drivers');

afterEach(() => {
  clearToasts();
  resetPage();
  signOutUser();
});

describe('fms-driver-list', function () {
  this.timeout(20_000);

  it('spec 3, 5: a driver\'s car is the first carList entry, only when managed and not deleted', async () => {
    signInUser(['P_P12', 'P_P06']);
    api();
    const el = mount('fms-driver-list');
    await loaded(el);
    expect(carCell(el, '駕駛1')).to.equal('KEA-1001');
    expect(carCell(el, '駕駛2')).to.equal('未指派');
    expect(carCell(el, '駕駛3')).to.equal('未指派');
    expect(carCell(el, '駕駛4')).to.equal('未指派');
  });

  it('spec 5: the car picker offers managed cars only, after the blank 選擇車號, and assigns the one chosen', async () => {
    signInUser(['P_P12', 'P_P06']);
    const fake = api();
    const el = mount('fms-driver-list');
    await loaded(el);
    await clickButton(el, '指派車輛 駕駛4');
    const select = await waitFor(() => shadowOf(el).querySelector<HTMLSelectElement>('dialog select, [role="dialog"] select'), 'the car picker');
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['選擇車號', 'KEA-1001', 'KEA-1009']);
    expect(fake.callsTo(cars.list)[0].body).to.include({ filterEnabledCode: true, withBlank: true, asOptions: true });
    await fill(select, 'car-9');
    const before = fake.callsTo(users.driverList).length;
    await clickButton(el, '儲存');
    await waitFor(() => fake.callsTo(cars.update).length, 'the PUT');
    expect(fake.callsTo(cars.update)[0].path).to.equal('car/v0/car-9');
    expect(fake.callsTo(cars.update)[0].body).to.deep.equal({ driverUid: 'driver-4' });
    await waitFor(() => fake.callsTo(users.driverList).length > before, 'the list reloaded');
  });

  it('spec 3: the blank 選擇車號 takes the driver\'s car away', async () => {
    signInUser(['P_P12', 'P_P06']);
    const fake = api();
    const el = mount('fms-driver-list');
    await loaded(el);
    await clickButton(el, '指派車輛 駕駛1');
    const select = await waitFor(() => shadowOf(el).querySelector<HTMLSelectElement>('dialog select, [role="dialog"] select'), 'the car picker');
    expect(select.value).to.equal('car-1');
    await fill(select, '');
    await clickButton(el, '儲存');
    await waitFor(() => fake.callsTo(cars.update).length, 'the PUT');
    expect(fake.callsTo(cars.update)[0].path).to.equal('car/v0/car-1');
    expect(fake.callsTo(cars.update)[0].body).to.deep.equal({ driverUid: null });
  });

  it('spec 6: without P_P06 no car can be assigned; the drivers still show', async () => {
    signInUser(['P_P12']);
    api();
    const el = mount('fms-driver-list');
    await loaded(el);
    await waitText(el, 'KEA-1001');
    expect([...shadowOf(el).querySelectorAll('button')].filter((b) => b.textContent === '指派車輛')).to.have.length(0);
  });
});
