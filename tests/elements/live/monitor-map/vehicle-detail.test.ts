import { expect } from '@esm-bundle/chai';
import { cleanStores } from 'nanostores';
import '../../../../src/elements/live/vehicle-detail/vehicle-detail.element';
import { EMPTY_SESSION, writeSession } from '../../../../src/core/session/store';
import { $monitorData, $monitorFleet } from '../../../../src/core/sockets';
import { addressKey, clearAddressCache } from '../../../../src/elements/live/vehicle-detail/address-cache';
import { carLinks } from '../../../../src/elements/live/vehicle-detail/vehicle-detail';
import { mount, text, waitFor } from '../../helpers';
import { fakeSockets } from '../../fake-sockets';
import { signInTokens, signInUser } from '../../session-kit';
import { monitorApi, truck } from './trucks';
import { task } from '../../../../src/core/api/contract/task';

const socket = fakeSockets();

beforeEach(() => {
  clearAddressCache();
  signInTokens();
});

afterEach(() => {
  document.body.innerHTML = '';
  cleanStores($monitorFleet, $monitorData);
  writeSession(EMPTY_SESSION);
});

describe('fms-vehicle-detail', () => {
  it('shows one truck live from /fms-monitor, with its address, and follows its updates', async () => {
    const api = monitorApi(() => [], (latlng) => (latlng.startsWith('24.5') ? '新的地址' : '300新竹市東區光復路二段101號'));
    const el = mount('fms-vehicle-detail', { 'car-uid': 'car-3' });
    await waitFor(() => text(el).includes('等待即時資料'), 'the waiting state');
    await waitFor(() => socket.open > 0, 'the socket');
    socket.push([truck(1), truck(3, { carNo: 'KFC-9587', driverName: '吳承恩', speed: 61 })]);
    await waitFor(() => text(el).includes('300新竹市東區光復路二段101號'), 'the address');
    expect(text(el)).to.contain('KFC-9587').and.contain('吳承恩').and.contain('61 km/h');
    expect(el.shadowRoot!.querySelector('[role="switch"]')).to.equal(null);
    socket.push([truck(3, { carNo: 'KFC-9587', lat: 24.5, speed: 12 })]);
    await waitFor(() => text(el).includes('新的地址') && text(el).includes('12 km/h'), 'the update');
    expect(api.calls.filter((c) => c.path.endsWith('geo/v0/address'))).to.have.length(2);
  });

  it('says so when the truck is not in the live data', async () => {
    monitorApi(() => []);
    const el = mount('fms-vehicle-detail', { 'car-uid': 'car-404' });
    await waitFor(() => socket.open > 0, 'the socket');
    socket.push([truck(1)]);
    await waitFor(() => text(el).includes('查無此車輛的即時資料'), 'the not-found text');
  });

  it('links video only with a DVR and external devices only with some device', () => {
    const bare = truck(1, { devices: { dvr: false, tpms: false, coldChain: false, dms: false, tachograph: false } });
    expect(carLinks(bare).map((l) => l.label)).to.deep.equal(['歷史軌跡', '車輛事件']);
    const cold = truck(1, { devices: { dvr: false, tpms: false, coldChain: true, dms: false, tachograph: false } });
    expect(carLinks(cold).map((l) => l.href)).to.deep.equal(['/history/journey/car-1', '/event/one/car-1', '/externalDevice/detail/car-1']);
  });

  it('issue 13: the last event links to the replay at its moment', async () => {
    monitorApi(() => []);
    const el = mount('fms-vehicle-detail', { 'car-uid': 'car-3' });
    await waitFor(() => socket.open > 0, 'the socket');
    const at = Date.now() - 120_000;
    socket.push([truck(3, { lastEvent: { type: 'speeding', title: '超速', time: at } })]);
    const link = await waitFor(() => [...el.shadowRoot!.querySelectorAll('a')].find((a) => a.textContent === '回放此刻'), 'the replay link');
    expect(link.getAttribute('href')).to.equal(`/history/journey/car-3/location?at=${at}`);
  });

  it('issue 22 (11): the viewer (P_P01, P_P03, P_P05) is offered no 即時影像, which would lead to /noAuth', async () => {
    signInUser(['P_P01', 'P_P03', 'P_P05']);
    monitorApi(() => []);
    const el = mount('fms-vehicle-detail', { 'car-uid': 'car-3' });
    await waitFor(() => socket.open > 0, 'the socket');
    socket.push([truck(3, { lastEvent: { type: 'speeding', title: '超速', time: Date.now() - 60_000 } })]);
    await waitFor(() => text(el).includes('歷史軌跡'), 'the links');
    const labels = [...el.shadowRoot!.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).to.deep.equal(['回放此刻', '歷史軌跡', '車輛事件', '外接設備']);
  });

  it('issue 22 (11): a user holding P_P02 is offered 即時影像 and one without P_P03 no replay', async () => {
    signInUser(['P_P01', 'P_P02']);
    monitorApi(() => []);
    const el = mount('fms-vehicle-detail', { 'car-uid': 'car-3' });
    await waitFor(() => socket.open > 0, 'the socket');
    socket.push([truck(3, { lastEvent: { type: 'speeding', title: '超速', time: Date.now() - 60_000 } })]);
    await waitFor(() => text(el).includes('即時影像'), 'the video link');
    const labels = [...el.shadowRoot!.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).to.deep.equal(['即時影像', '外接設備']);
  });

  it('caches addresses per position rounded to about 100 m', () => {
    expect(addressKey(25.03341, 121.5641)).to.equal(addressKey(25.03349, 121.5644));
    expect(addressKey(25.0334, 121.5645)).to.not.equal(addressKey(25.0346, 121.5645));
  });
});

describe('fms-vehicle-detail: the truck\'s task under way (issue 27)', () => {
  const AT = Date.parse('2026-11-27T10:35:00+08:00');
  const doingTask = {
    uid: 'task-9', url: '/task/single/task-9', taskDate: AT, car: { uid: 'car-3', carNo: 'KFC-9587' }, driver: { uid: 'd', zhName: '吳承恩' },
    totalMileage: 10, totalDuration: 20, status: 'doing' as const, lock: false, deviation: null,
    taskList: [
      { seq: 1, name: '起點', address: '', lat: 24.8, lng: 121, kind: null, kindName: '', plannedTime: null, arrivedAt: AT - 600_000, doneAt: AT - 300_000, note: '' },
      { seq: 2, name: '倉庫', address: '', lat: 24.81, lng: 121, kind: null, kindName: '', plannedTime: AT - 3_600_000, arrivedAt: null, doneAt: null, note: '', etaAt: AT, etaLate: true },
    ],
  };

  it('a task manager sees the next stop with its ETA, 預計延誤 in words, and a link to the task', async () => {
    signInUser(['P_P01', 'P_P13']);
    const api = monitorApi(() => []).on(task.list, ({ body }) => ({ total: 1, offset: 0, limit: 1, list: body.carUid === 'car-3' ? [doingTask] : [] }));
    const el = mount('fms-vehicle-detail', { 'car-uid': 'car-3' });
    await waitFor(() => socket.open > 0, 'the socket');
    socket.push([truck(3, { carNo: 'KFC-9587' })]);
    await waitFor(() => text(el).includes('下一站 第 2 站 倉庫，預計 11/27 10:35 抵達（預計延誤）'), 'the task');
    expect(el.shadowRoot!.querySelector<HTMLAnchorElement>('a[aria-label^="任務明細"]')!.getAttribute('href')).to.contain('/task/single/task-9');
    expect(api.callsTo(task.list)[0].body).to.include({ carUid: 'car-3' });
    expect(api.callsTo(task.list)[0].body.status).to.deep.equal(['doing']);
  });

  it('a user without tasks (P_P13) is not asked about them', async () => {
    signInUser(['P_P01']);
    const api = monitorApi(() => []);
    const el = mount('fms-vehicle-detail', { 'car-uid': 'car-3' });
    await waitFor(() => socket.open > 0, 'the socket');
    socket.push([truck(3, { carNo: 'KFC-9587' })]);
    await waitFor(() => text(el).includes('KFC-9587'), 'the truck');
    expect(text(el)).not.to.contain('任務進度');
    expect(api.callsTo(task.list)).to.have.length(0);
  });
});
