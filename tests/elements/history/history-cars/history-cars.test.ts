import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/history/history-cars/history-cars.element';
import { setClock } from '../../../../src/core/clock';
import { drivingHistory } from '../../../../src/core/api/contract/history';
import { mount, tableRows, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { clickButton, control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { START } from '../../history-rows';
import { $historyDays } from '../../../../src/core/history';

/** The history lists: cars (/history), a car's journeys, and the journeys to confirm (/journeyManagement). */
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
});

const NOON = START + 4 * 3600_000; // 2026-11-25 12:00 Taipei
const DAY_START = Date.UTC(2026, 10, 24, 16);
const rows = (el: Element) => tableRows(el, /KE|基隆/);
const carRow = (n: number) => ({
  carUid: `car-${n}`, carNo: `KEA-10${n}`, driverName: `司機${n}`, departmentUid: null, journeyCount: n, distance: 12_345 * n, duration: 3900 * n, lastJourneyEnd: START,
});

describe('fms-history-cars', () => {
  it('spec 2.11: lists today\'s cars with their journeys, searches, and opens a car', async () => {
    signInUser(['P_P03']);
    setClock(() => NOON);
    const { calls } = fakeApi().on(drivingHistory.carList, ({ body }) => {
      const list = [carRow(1), carRow(2)].filter((c) => !body.keyword || c.carNo.includes(body.keyword));
      return { total: list.length, offset: 0, limit: 10, list };
    });
    const el = mount('fms-history-cars');
    await waitFor(() => rows(el).length === 2, 'two cars');
    for (const text of ['KEA-101', '司機2', '12.3 km', '1 時 5 分']) await waitText(el, text);
    expect(calls.find((c) => c.endpoint === 'drivingHistory.carList')!.body).to.include({ startTime: DAY_START, endTime: DAY_START + 86_400_000 - 1, offset: 0 });
    await fill(await control(el, '車號或駕駛'), '102');
    await clickButton(el, '查詢');
    await waitFor(() => rows(el).length === 1, 'one car');
    const opened: string[] = [];
    el.addEventListener('caropen', (e) => opened.push((e as CustomEvent).detail.carUid));
    (rows(el)[0] as HTMLElement).click();
    expect(opened).to.deep.equal(['car-2']);
  });

  it('issue 22: 行程確認 opens /journeyManagement on the days chosen here, and the days are kept for the car\'s journeys', async () => {
    signInUser(['P_P03']);
    setClock(() => NOON);
    const { calls } = fakeApi().on(drivingHistory.carList, () => ({ total: 1, offset: 0, limit: 10, list: [carRow(1)] }));
    const el = mount('fms-history-cars');
    await waitFor(() => rows(el).length === 1, 'one car');
    await fill(await control(el, '起日'), '2026-11-20');
    await fill(await control(el, '迄日'), '2026-11-21');
    await clickButton(el, '查詢');
    await waitFor(() => calls.filter((c) => c.endpoint === 'drivingHistory.carList').length === 2, 'the list asked again');
    const asked: unknown[] = [];
    el.addEventListener('reviewopen', (e) => asked.push((e as CustomEvent).detail));
    await clickButton(el, '行程確認');
    expect(asked).to.deep.equal([{ startDate: '2026-11-20', endDate: '2026-11-21' }]);
    expect($historyDays.get()).to.deep.equal({ startDate: '2026-11-20', endDate: '2026-11-21' });
  });
});
