import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/history/journey-list/journey-list.element';
import { setClock } from '../../../../src/core/clock';
import { drivingHistory } from '../../../../src/core/api/contract/history';
import { mount, tableRows, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { journeyRow, START } from '../../history-rows';

/** The history lists: cars (/history), a car's journeys, and the journeys to confirm (/journeyManagement). */
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
});

const NOON = START + 4 * 3600_000; // 2026-11-25 12:00 Taipei
const DAY_START = Date.UTC(2026, 10, 24, 16);
const rows = (el: Element) => tableRows(el, /KE|基隆/);

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

