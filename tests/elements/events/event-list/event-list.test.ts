import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/events/event-list/event-list.element';
import { events } from '../../../../src/core/api/contract/events';
import { fixedClock, setClock } from '../../../../src/core/clock';
import { markInConsole } from '../../../../src/core/navigation';
import { mount, tableRows, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { clickButton, control, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { eventRow, page, withEmptyOptions, XLSX_FILE } from './event-fixtures';

/** 2026-03-10 15:00 in Taipei. */
const NOW = Date.parse('2026-03-10T15:00:00+08:00');

beforeEach(() => setClock(fixedClock(NOW)));
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
  markInConsole(false);
});

const rows = (el: Element) => tableRows(el, 'KEA-');
const toggle = (el: Element, name: string) => [...shadowOf(el).querySelectorAll<HTMLButtonElement>('.kind-toggle')].find((b) => b.textContent!.trim() === name)!;
const withoutPaging = (body: Record<string, unknown>) => {
  const { offset: _o, limit: _l, ...rest } = body;
  return rest;
};

function api(list = [eventRow(1), eventRow(2, { type: 'dtc', code: 'P0217', level: 'A', title: '故障碼 P0217 引擎冷卻水溫過高' })]) {
  return withEmptyOptions(fakeApi())
    .on(events.eventList, () => page(list))
    .on(events.eventExport, XLSX_FILE);
}

describe('fms-event-list', () => {
  it('spec 2.11: opens on the last seven days from the injected clock, newest first, with the kinds all on', async () => {
    signInUser(['P_P05']);
    const { callsTo } = api();
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    const body = callsTo(events.eventList)[0].body;
    expect(body.startTime).to.equal(Date.parse('2026-03-04T00:00:00+08:00'));
    expect(body.endTime).to.equal(Date.parse('2026-03-11T00:00:00+08:00') - 1);
    expect(body.types).to.equal(undefined);
    const toggles = [...shadowOf(el).querySelectorAll<HTMLButtonElement>('.kind-toggle')];
    expect(toggles.map((b) => b.textContent!.trim())).to.deep.equal(['圍籬', '車輛', '駕駛', 'DTC', '速度', '引擎', '智慧駕駛']);
    expect(toggles.every((b) => b.getAttribute('aria-pressed') === 'true' && b.querySelector('svg'))).to.equal(true);
  });

  it('spec 2.11, 4: the filters reach the body, and the export sends the very same body', async () => {
    signInUser(['P_P05']);
    const { callsTo } = api();
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    await fill(await control<HTMLInputElement>(el, '起日'), '2026-03-01');
    await fill(await control<HTMLSelectElement>(el, '事件類型'), 'dtc');
    await fill(await control<HTMLSelectElement>(el, 'DTC 等級'), 'A');
    await clickButton(el, '查詢');
    await waitFor(() => callsTo(events.eventList).length === 2, 'the filtered call');
    const listBody = callsTo(events.eventList)[1].body;
    expect(listBody).to.deep.include({ startTime: Date.parse('2026-03-01T00:00:00+08:00'), types: ['dtc'], levels: ['A'] });
    await clickButton(el, '匯出');
    await waitFor(() => callsTo(events.eventExport).length === 1, 'the export');
    expect(callsTo(events.eventExport)[0].body).to.deep.equal(withoutPaging(listBody));
    await waitText(el, '事件列表_2026-03-01.xlsx');
  });

  it('issue 22: 清除 empties the filters back to the last seven days, and shows those days', async () => {
    signInUser(['P_P05']);
    const { callsTo } = api();
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    await fill(await control<HTMLInputElement>(el, '起日'), '2026-02-01');
    await fill(await control<HTMLSelectElement>(el, '事件類型'), 'dtc');
    await clickButton(el, '查詢');
    await waitFor(() => callsTo(events.eventList).length === 2, 'the filtered call');
    await clickButton(el, '清除');
    await waitFor(() => callsTo(events.eventList).length === 3, 'the cleared call');
    expect((await control<HTMLInputElement>(el, '起日')).value).to.equal('2026-03-04');
    expect((await control<HTMLInputElement>(el, '迄日')).value).to.equal('2026-03-10');
    expect((await control<HTMLSelectElement>(el, '事件類型')).value).to.equal('');
    const body = callsTo(events.eventList)[2].body;
    expect(body).to.deep.include({ startTime: Date.parse('2026-03-04T00:00:00+08:00'), endTime: Date.parse('2026-03-11T00:00:00+08:00') - 1 });
    expect(body.types).to.equal(undefined);
  });

  it('spec 3: a kind toggled off leaves its types out of the list and the export; all off asks nothing', async () => {
    signInUser(['P_P05']);
    const { callsTo } = api();
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    toggle(el, '速度').click();
    await waitFor(() => callsTo(events.eventList).length === 2, 'the call without speed');
    expect(toggle(el, '速度').getAttribute('aria-pressed')).to.equal('false');
    const types = callsTo(events.eventList)[1].body.types as string[];
    expect(types).to.include('fence').and.not.include('speeding').and.not.include('accelerate');
    await clickButton(el, '匯出');
    await waitFor(() => callsTo(events.eventExport).length === 1, 'the export');
    expect(callsTo(events.eventExport)[0].body.types).to.deep.equal(types);
    for (const name of ['圍籬', '車輛', '駕駛', 'DTC', '引擎', '智慧駕駛']) {
      toggle(el, name).click();
    }
    await waitText(el, '查無事件');
    expect(callsTo(events.eventList).every((c) => !Array.isArray(c.body.types) || c.body.types.length > 0)).to.equal(true);
  });

  it('spec 4: a DTC event shows its code, its level and the advice of that level', async () => {
    signInUser(['P_P05']);
    api();
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    const dtc = rows(el)[1];
    expect(dtc.textContent).to.contain('P0217').and.contain('A 級').and.contain('立即靠邊停車不可再開。');
  });

  it('spec 4, 9: a DTC is read in the dictionary of the car\'s model group (P0217 of a 500-series truck is F)', async () => {
    signInUser(['P_P05']);
    api([eventRow(2, { type: 'dtc', code: 'P0217', level: 'A', carModel: 'FC2AJ7', title: '故障碼 P0217' })]);
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 1, 'one row');
    expect(rows(el)[0].textContent).to.contain('F 級').and.contain('日常觸發碼別，無需理會。');
  });

  it('without the model, the level the server recorded', async () => {
    signInUser(['P_P05']);
    // No carModel: P0217 is A in the first dictionary and F in the 500/700 ones, so only the
    // server's B can show here, with B's advice and no dictionary name.
    api([eventRow(2, { type: 'dtc', code: 'P0217', level: 'B', title: '故障碼 P0217' })]);
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 1, 'one row');
    const note = rows(el)[0].querySelector('.dtc-note')!;
    expect(note.textContent).to.contain('P0217').and.contain('B 級').and.contain('須立刻開回服務廠維修。');
    expect(note.querySelector('.dtc-name')).to.equal(null);
  });

  it('回放 embedded asks the host with a cancellable navrequest to the replay at that moment', async () => {
    signInUser(['P_P03', 'P_P05']);
    api();
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    let detail: Record<string, unknown> | null = null;
    const listener = (e: Event) => { e.preventDefault(); detail = (e as CustomEvent).detail; };
    document.addEventListener('navrequest', listener);
    const link = rows(el)[0].querySelector<HTMLAnchorElement>('a.replay-link')!;
    expect(link.getAttribute('href')).to.equal(`/history/journey/car-1/location?at=${eventRow(1).createdAt}`);
    link.click();
    document.removeEventListener('navrequest', listener);
    expect(detail).to.deep.include({ path: '/history/journey/car-1/location', carUid: 'car-1', at: eventRow(1).createdAt });
    expect(detail!.query).to.deep.equal({ at: String(eventRow(1).createdAt) });
    expect(location.pathname).to.not.contain('/history/journey');
  });

  it('issue 22 (11): without P_P03 the list offers no 回放, which would lead to /noAuth', async () => {
    signInUser(['P_P05']);
    api();
    const el = mount('fms-event-list');
    await waitFor(() => shadowOf(el).querySelectorAll('tbody tr').length >= 2, 'the rows');
    expect(shadowOf(el).querySelector('a.replay-link')).to.equal(null);
    expect([...shadowOf(el).querySelectorAll('th')].map((th) => th.textContent)).to.not.include('回放');
  });

  it('a car number opens that car (eventcaropen)', async () => {
    signInUser(['P_P05']);
    api();
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    let opened: unknown = null;
    el.addEventListener('eventcaropen', (e) => { opened = (e as CustomEvent).detail; });
    await clickButton(el, 'KEA-101 的事件');
    expect(opened).to.deep.equal({ carUid: 'car-1', carNo: 'KEA-101' });
  });

  it('an error shows with 重試', async () => {
    signInUser(['P_P05']);
    withEmptyOptions(fakeApi()).on(events.eventList, () => { throw new Error('down'); });
    const el = mount('fms-event-list');
    await waitText(el, '重試');
  });
});
