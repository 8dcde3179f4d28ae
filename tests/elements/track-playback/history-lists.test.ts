import { expect } from '@esm-bundle/chai';
import '../../../src/elements/history-cars/history-cars.element';
import '../../../src/elements/journey-list/journey-list.element';
import '../../../src/elements/journey-review/journey-review.element';
import { setClock } from '../../../src/core/clock';
import { drivingHistory } from '../../../src/core/api/contract/history';
import { journey, type Journey } from '../../../src/core/api/contract/journey';
import { mount, waitFor } from '../helpers';
import { fakeApi } from '../fake-api';
import { clickButton, control, fill, resetPage, shadowOf, waitText } from '../shared/account/form-kit';
import { signInUser, signOutUser } from '../session-kit';
import { journeyRow, START } from './history-fixtures';

/** The history lists: cars (/history), a car's journeys, and the journeys to confirm (/journeyManagement). */
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
});

const NOON = START + 4 * 3600_000; // 2026-11-25 12:00 Taipei
const DAY_START = Date.UTC(2026, 10, 24, 16);
const rows = (el: Element) => [...shadowOf(el).querySelectorAll('tbody tr')].filter((r) => /KE|基隆/.test(r.textContent!));
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
});

describe('fms-journey-list', () => {
  it('spec 2.11: lists a car\'s journeys of the day with times, addresses, distance and duration, and opens one', async () => {
    signInUser(['P_P03']);
    setClock(() => NOON);
    const fake = fakeApi().on(drivingHistory.journeyList, { total: 1, offset: 0, limit: 10, list: [journeyRow('j-1')] });
    const el = mount('fms-journey-list', { 'car-uid': 'car-1' });
    await waitFor(() => rows(el).length === 1, 'a journey');
    for (const text of ['KEA-101 的行程', '2026-11-25 08:00', '2026-11-25 09:00', '基隆港', '臺北車站', '30.2 km', '1 時 0 分']) await waitText(el, text);
    expect(fake.callsTo(drivingHistory.journeyList)[0].body).to.include({ carUid: 'car-1', startTime: DAY_START });
    const opened: unknown[] = [];
    el.addEventListener('journeyopen', (e) => opened.push((e as CustomEvent).detail));
    (rows(el)[0] as HTMLElement).click();
    expect(opened).to.deep.equal([{ carUid: 'car-1', journeyCode: 'j-1' }]);
  });
});

describe('fms-journey-review', () => {
  it('spec 2.2, 7.6: confirms a journey with a note, and the list shows it confirmed', async () => {
    signInUser(['P_P03']);
    setClock(() => NOON);
    let list: Journey[] = [journeyRow('j-1'), journeyRow('j-2', { carNo: 'KEB-202' })];
    const { calls } = fakeApi()
      .on(journey.list, ({ body }) => {
        const shown = list.filter((j) => body.confirmed === undefined || j.confirmed === body.confirmed);
        return { total: shown.length, offset: 0, limit: 10, list: shown };
      })
      .on(journey.makeSure, ({ body }) => {
        list = list.map((j) => (body.uids.includes(j.uid) ? { ...j, confirmed: true, confirmedBy: '管理員' } : j));
        return { updated: body.uids.length };
      });
    const el = mount('fms-journey-review');
    await waitFor(() => rows(el).length === 2, 'two journeys');
    expect(calls.find((c) => c.endpoint === 'journey.list')!.body).to.include({ confirmed: false });
    await clickButton(el, '確認 KEB-202 2026-11-25 08:00');
    await waitText(el, '確認 KEB-202 2026-11-25 08:00 的行程？');
    const note = await control<HTMLTextAreaElement>(el, '備註（選填）');
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(note, '已核對');
    note.dispatchEvent(new Event('input', { bubbles: true }));
    const dialog = shadowOf(el).querySelector('dialog[open]')!;
    [...dialog.querySelectorAll('button')].find((b) => b.textContent!.trim() === '確認')!.click();
    await waitText(el, '已確認 1 筆行程');
    expect(calls.find((c) => c.endpoint === 'journey.makeSure')!.body).to.deep.equal({ uids: ['j-2'], note: '已核對' });
    await waitFor(() => rows(el).length === 1, 'one journey left to confirm');
  });
});
