import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/events/car-events/car-events.element';
import { cars } from '../../../../src/core/api/contract/cars';
import { events, type EventCarRow } from '../../../../src/core/api/contract/events';
import { fixedClock, setClock } from '../../../../src/core/clock';
import { DTC_LEVELS, lookupDtcInGroup } from '../../../../src/core/dtc';
import { mount, tableRows, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { clickButton, control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { eventRow, page, withEmptyOptions, XLSX_FILE } from '../event-list/event-fixtures';

const NOW = Date.parse('2026-03-10T15:00:00+08:00');

beforeEach(() => setClock(fixedClock(NOW)));
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
});

/** Data rows: an event has 回放, a car's counts its car number. */
const rows = (el: Element) => tableRows(el, /回放|KEA-/);
const counts = (carUid: string): EventCarRow => ({
  carUid, carNo: 'KEA-101', driverName: '王小明', departmentUid: null, departmentName: '北區', total: 3, counts: { speeding: 2, dtc: 1 },
});

function api(model: string) {
  return withEmptyOptions(fakeApi())
    .on(cars.get, ({ params }) => ({ uid: params.uid, carNo: 'KEA-101', model, modelGroup: null, cycleUids: [] }))
    .on(events.carList, ({ body }) => page([counts(body.carUid ?? 'car-1')]))
    .on(events.eventList, () => page([
      eventRow(1),
      // The server recorded F (another dictionary's reading): the car's own group decides.
      eventRow(2, { type: 'dtc', code: 'P0217', level: 'F', title: '故障碼 P0217' }),
    ]))
    .on(events.eventExport, XLSX_FILE)
    .on(events.carExport, XLSX_FILE);
}

describe('fms-car-events', () => {
  it('spec 4, 9: a DTC of a 300-series truck shows the first dictionary\'s name, level and advice', async () => {
    signInUser(['P_P03', 'P_P05']);
    const { callsTo } = api('XZU720');
    const el = mount('fms-car-events', { 'car-uid': 'car-1' });
    await waitFor(() => rows(el).length === 2, 'two rows');
    const entry = lookupDtcInGroup('P0217', '300')!;
    await waitFor(() => rows(el)[1].textContent!.includes(`${entry.level} 級`), 'the dictionary level');
    expect(rows(el)[1].textContent).to.contain(entry.name).and.contain(DTC_LEVELS[entry.level].advice);
    expect(entry.level).to.equal('A');
    expect(callsTo(events.eventList)[0].body.carUid).to.equal('car-1');
    await waitText(el, '故障碼表 300 系列');
  });

  it('spec 4: the same code of a 500-series truck reads level F', async () => {
    signInUser(['P_P03', 'P_P05']);
    api('FC2AJ7');
    const el = mount('fms-car-events', { 'car-uid': 'car-1' });
    await waitFor(() => rows(el).length === 2 && rows(el)[1].textContent!.includes('F 級'), 'level F');
    expect(rows(el)[1].textContent).to.contain(DTC_LEVELS.F.advice);
  });

  it('spec 7.6: the car\'s counts (car/list) and both exports take the car and the list\'s range', async () => {
    signInUser(['P_P03', 'P_P05']);
    const { callsTo } = api('XZU720');
    const el = mount('fms-car-events', { 'car-uid': 'car-1' });
    await waitFor(() => rows(el).length === 2, 'two rows');
    await waitText(el, '期間事件 3 筆');
    expect(callsTo(events.carList)[0].body).to.deep.include({ carUid: 'car-1', startTime: Date.parse('2026-03-04T00:00:00+08:00') });
    await fill(await control<HTMLInputElement>(el, '起日'), '2026-03-08');
    await clickButton(el, '查詢');
    await waitFor(() => callsTo(events.carList).length === 2, 'the counts again');
    const listBody = callsTo(events.eventList).at(-1)!.body;
    expect(listBody.startTime).to.equal(Date.parse('2026-03-08T00:00:00+08:00'));
    await clickButton(el, '匯出統計');
    await waitFor(() => callsTo(events.carExport).length === 1, 'the counts export');
    expect(callsTo(events.carExport)[0].body).to.deep.equal({ startTime: listBody.startTime, endTime: listBody.endTime, carUid: 'car-1' });
    await clickButton(el, '匯出');
    await waitFor(() => callsTo(events.eventExport).length === 1, 'the events export');
    const { offset: _o, limit: _l, ...same } = listBody;
    expect(callsTo(events.eventExport)[0].body).to.deep.equal(same);
  });

  it('without a car, every car\'s counts; a car opens its events', async () => {
    signInUser(['P_P03', 'P_P05']);
    api('XZU720');
    const el = mount('fms-car-events');
    await waitFor(() => rows(el).length === 1, 'one car');
    expect(rows(el)[0].textContent).to.contain('北區').and.contain('3');
    let opened: unknown = null;
    el.addEventListener('eventcaropen', (e) => { opened = (e as CustomEvent).detail; });
    await clickButton(el, 'KEA-101 的事件');
    expect(opened).to.deep.equal({ carUid: 'car-1', carNo: 'KEA-101' });
  });
});
