import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/history/journey-review/journey-review.element';
import { setClock } from '../../../../src/core/clock';
import { journey, type Journey } from '../../../../src/core/api/contract/journey';
import { mount, tableRows, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { clickButton, control, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { journeyRow, START } from '../../history-rows';

/** The history lists: cars (/history), a car's journeys, and the journeys to confirm (/journeyManagement). */
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
});

const NOON = START + 4 * 3600_000; // 2026-11-25 12:00 Taipei
const rows = (el: Element) => tableRows(el, /KE|基隆/);

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

  it('issue 22: opened from /history with days, it lists those days instead of the last seven', async () => {
    signInUser(['P_P03']);
    setClock(() => NOON);
    const { calls } = fakeApi().on(journey.list, () => ({ total: 1, offset: 0, limit: 10, list: [journeyRow('j-1')] }));
    const el = mount('fms-journey-review', { 'start-date': '2026-11-20', 'end-date': '2026-11-21' });
    await waitFor(() => rows(el).length === 1, 'one journey');
    const first = Date.UTC(2026, 10, 19, 16); // 2026-11-20 00:00 Taipei
    expect(calls.find((c) => c.endpoint === 'journey.list')!.body).to.include({ startTime: first, endTime: first + 2 * 86_400_000 - 1, confirmed: false });
    expect((await control<HTMLInputElement>(el, '起日')).value).to.equal('2026-11-20');
  });
});
