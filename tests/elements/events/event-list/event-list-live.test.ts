import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/events/event-list/event-list.element';
import { events, type VehicleEvent } from '../../../../src/core/api/contract/events';
import { fixedClock, setClock } from '../../../../src/core/clock';
import { mount, tableRows, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { fakeSockets } from '../../fake-sockets';
import { button, clickButton, control, fill, resetPage, shadowOf } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { eventRow, page, withEmptyOptions } from './event-fixtures';

/** 2026-03-10 15:00 in Taipei. */
const NOW = Date.parse('2026-03-10T15:00:00+08:00');
const io = fakeSockets();

beforeEach(() => setClock(fixedClock(NOW)));
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
});

const rows = (el: Element) => tableRows(el, 'KEA-');
const rowOf = (el: Element, carNo: string) => rows(el).find((r) => r.textContent!.includes(carNo));
const newsButton = (el: Element) => [...shadowOf(el).querySelectorAll('button')].find((b) => /筆新事件/.test(b.textContent!));

/** The server's list: the events stored so far, filtered by type as the server would. */
function server(stored: VehicleEvent[]) {
  return withEmptyOptions(fakeApi()).on(events.eventList, ({ body }) => page(stored.filter((e) => !body.types || body.types.includes(e.type as never))));
}

/** What the reference server sends on /fms-event when it stores and notifies an event (event-notify.ts). */
function arrive(stored: VehicleEvent[], event: VehicleEvent) {
  stored.unshift(event);
  io.emitEvent({
    category: event.category, title: event.title, content: event.title, createdAt: event.createdAt,
    data: { eventUid: event.uid, carUid: event.carUid, carNo: event.carNo, eventType: event.type, level: event.level, time: event.createdAt },
  });
}

describe('fms-event-list: events arriving while it is open (issue 22 point 16)', () => {
  it('an event that fits the filters shows on the first page without 查詢, marked 新', async () => {
    signInUser(['P_P05']);
    const stored = [eventRow(1)];
    const { callsTo } = server(stored);
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 1, 'one row');
    await waitFor(() => io.sockets.some((s) => s.url.endsWith('/fms-event') && s.listens('event')), 'the event socket');
    arrive(stored, eventRow(5, { uid: 'evt-live', createdAt: NOW - 1000 }));
    await waitFor(() => rowOf(el, 'KEA-105'), 'the new row');
    expect(callsTo(events.eventList)).to.have.length(2);
    expect(rowOf(el, 'KEA-105')!.textContent).to.include('新');
    expect(rowOf(el, 'KEA-101')!.textContent).not.to.include('新');
    expect(newsButton(el)).to.equal(undefined);
  });

  it('an event the filters leave out waits behind 「1 筆新事件」, which lifts the filters and shows it marked 新', async () => {
    signInUser(['P_P05']);
    const stored = [eventRow(1, { type: 'dtc', title: '故障碼 P0217' })];
    const { callsTo } = server(stored);
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 1, 'one row');
    await fill(await control<HTMLSelectElement>(el, '事件類型'), 'dtc');
    await clickButton(el, '查詢');
    await waitFor(() => callsTo(events.eventList).length === 2, 'the filtered call');
    await waitFor(() => io.sockets.some((s) => s.url.endsWith('/fms-event') && s.listens('event')), 'the event socket');
    arrive(stored, eventRow(5, { uid: 'evt-live', createdAt: NOW - 1000 }));
    await waitFor(() => newsButton(el), 'the control');
    expect(newsButton(el)!.textContent).to.equal('1 筆新事件');
    // Not inserted: it is not a dtc event.
    expect(callsTo(events.eventList)).to.have.length(2);
    expect(rowOf(el, 'KEA-105')).to.equal(undefined);
    (await button(el, '1 筆新事件')).click();
    await waitFor(() => rowOf(el, 'KEA-105'), 'the waiting event shown');
    expect(rowOf(el, 'KEA-105')!.textContent).to.include('新');
    expect(callsTo(events.eventList).at(-1)!.body.types).to.equal(undefined);
    expect((await control<HTMLSelectElement>(el, '事件類型')).value).to.equal('');
    expect(newsButton(el)).to.equal(undefined);
  });

  it('a notification that is not a stored vehicle event changes nothing', async () => {
    signInUser(['P_P05']);
    const stored = [eventRow(1)];
    const { callsTo } = server(stored);
    const el = mount('fms-event-list');
    await waitFor(() => rows(el).length === 1, 'one row');
    await waitFor(() => io.sockets.some((s) => s.url.endsWith('/fms-event') && s.listens('event')), 'the event socket');
    io.emitEvent({ category: 6, title: '公告', createdAt: NOW, data: {} });
    arrive([], eventRow(6, { uid: 'evt-next', createdAt: NOW - 500 }));
    // The vehicle event after it is inserted; the bulletin before it neither reloaded nor waited.
    await waitFor(() => callsTo(events.eventList).length === 2, 'one reload');
    expect(newsButton(el)).to.equal(undefined);
  });
});
