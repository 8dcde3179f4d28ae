import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import '../../../../src/elements/live/monitor-map/monitor-map.element';
import { clearAddressCache } from '../../../../src/elements/live/vehicle-detail/address-cache';
import { projectX, projectY } from '../../../../src/elements/live/monitor-map/map/mercator';
import { cleanStores } from 'nanostores';
import { EMPTY_SESSION, writeSession } from '../../../../src/core/session/store';
import { $monitorData, $monitorFleet } from '../../../../src/core/sockets';
import { defaultView } from '../../../../src/elements/live/monitor-map/map/view';
import { INDIVIDUAL_ZOOM } from '../../../../src/core/monitor-map';
import { waitFor } from '../../helpers';
import { fakeSockets } from '../../fake-sockets';
import { signInTokens } from '../../session-kit';
import { monitorApi, truck } from './trucks';
import { drivingMonitor } from '../../../../src/core/api/contract/monitor';
import { fail } from '../../fake-api';
import { fence } from '../../../../src/core/api/contract/fence';
import { fenceRow } from '../../fleet/fence-list/fence-fixtures';

const socket = fakeSockets();

function mountMap(attributes: Record<string, string> = {}): HTMLElement {
  const el = document.createElement('fms-monitor-map');
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  el.style.cssText = 'display:block;width:1200px;height:700px';
  document.body.append(el);
  return el;
}

const root = (el: HTMLElement) => el.shadowRoot!;
const rows = (el: HTMLElement) => Array.from(root(el).querySelectorAll<HTMLElement>('[role="listbox"] .truck-row'));
const carNos = (el: HTMLElement) => rows(el).map((r) => r.querySelector('.truck-no')!.textContent);
const legend = (el: HTMLElement, status: string) => root(el).querySelector<HTMLButtonElement>(`.legend-item[data-status="${status}"]`)!;
const mapBox = (el: HTMLElement) => root(el).querySelector<HTMLElement>('.map')!;
/** The detail panel inside the nested <fms-vehicle-detail>. */
const detailOf = (el: HTMLElement) => root(el).querySelector('fms-vehicle-detail')?.shadowRoot?.querySelector<HTMLElement>('.vehicle-detail') ?? null;

/** Opens the monitor with the fleet from the first paint and the same fleet live (the detail reads the live data). */
async function openLive(el: HTMLElement, fleet = FLEET) {
  await waitFor(() => rows(el).length === fleet.length && socket.open > 0, 'first paint and the socket');
  socket.push(fleet);
}

function type(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const FLEET = [
  truck(1), truck(2, { status: 'idling', driverName: '王小明' }), truck(3, { status: 'parking' }),
  truck(4, { status: 'lost' }), truck(5, { status: 'nodevice' }), truck(6, { status: 'parking', carNo: 'RAB-5552' }),
];

beforeEach(() => {
  localStorage.clear();
  clearAddressCache();
  signInTokens();
});

afterEach(() => {
  document.body.innerHTML = '';
  cleanStores($monitorFleet, $monitorData); // the next test starts without the last one's live data
  writeSession(EMPTY_SESSION);
});

describe('fms-monitor-map', () => {
  it('spec 2.11: the first paint lists every truck of driving-monitor/v0/car/list and the legend counts them', async () => {
    const api = monitorApi(() => FLEET);
    const el = mountMap();
    await waitFor(() => rows(el).length === 6, 'six rows');
    expect(api.calls.some((c) => c.path.endsWith('driving-monitor/v0/car/list'))).to.equal(true);
    expect(legend(el, 'parking').textContent).to.contain('熄火').and.contain('2');
    expect(legend(el, 'driving').textContent).to.contain('1');
    expect(rows(el)[0].dataset.lat).to.equal(String(FLEET[0].lat));
  });

  it('a failed first paint shows the server\'s message as an alert with 重試, which asks again and lists the trucks', async () => {
    const api = monitorApi(() => FLEET);
    api.on(drivingMonitor.carList, fail(5000000, '監控服務暫時無法使用。'));
    const el = mountMap();
    await waitFor(() => root(el).querySelector('[role="alert"]')?.textContent === '監控服務暫時無法使用。', 'the error');
    expect(root(el).querySelector('.empty-heading')!.textContent).to.equal('無法載入車輛資料');
    const retry = [...root(el).querySelectorAll('button')].find((b) => b.textContent === '重試')!;
    monitorApi(() => FLEET);
    retry.click();
    await waitFor(() => rows(el).length === 6, 'six rows after 重試');
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
  });

  it('spec 4: each realtime message replaces the data: moved trucks move and a missing truck leaves', async () => {
    monitorApi(() => FLEET);
    const el = mountMap();
    await waitFor(() => rows(el).length === 6, 'first paint');
    await waitFor(() => socket.open > 0, 'the monitor socket');
    socket.push([truck(1, { lat: 24.5 }), truck(2)]);
    await waitFor(() => rows(el).length === 2, 'the replaced data');
    expect(rows(el)[0].dataset.lat).to.equal('24.5');
    expect(root(el).querySelector('.trucks-count')!.textContent).to.contain('2 / 2');
  });

  it('the status legend hides and shows a status; the search narrows by carNo or driver', async () => {
    monitorApi(() => FLEET);
    const el = mountMap();
    await waitFor(() => rows(el).length === 6, 'first paint');
    legend(el, 'parking').click();
    await waitFor(() => rows(el).length === 4, 'parked trucks hidden');
    expect(legend(el, 'parking').getAttribute('aria-pressed')).to.equal('false');
    legend(el, 'parking').click();
    await waitFor(() => rows(el).length === 6, 'parked trucks back');
    const search = root(el).querySelector<HTMLInputElement>('input[type="search"]')!;
    type(search, 'rab');
    await waitFor(() => rows(el).length === 1, 'the search by carNo');
    expect(carNos(el)).to.deep.equal(['RAB-5552']);
    type(search, '王小明');
    await waitFor(() => carNos(el)[0] === 'KEA-1002', 'the search by driver');
    expect(rows(el).length).to.equal(1);
  });

  it('the department filter narrows to that department (options API)', async () => {
    monitorApi(() => FLEET);
    const el = mountMap();
    await waitFor(() => root(el).querySelectorAll('option[value="dep-n"]').length === 1, 'the departments');
    type(root(el).querySelector<HTMLSelectElement>('.filters select')!, 'dep-n');
    await waitFor(() => rows(el).length === 3, 'the odd trucks of dep-n');
  });

  it('spec 2.11, 9: the label checkboxes are off by default, persist to settingCheckbox and are read back', async () => {
    monitorApi(() => FLEET);
    const el = mountMap();
    const box = (name: string) => root(el).querySelector<HTMLInputElement>(`.label-set input[name="${name}"]`)!;
    await waitFor(() => box('carNo'), 'the checkboxes');
    expect(['carNo', 'driverName', 'speed', 'fence'].map((n) => box(n).checked)).to.deep.equal([false, false, false, false]);
    box('carNo').click();
    box('speed').click();
    await waitFor(() => box('speed').checked, 'the ticked box');
    expect(JSON.parse(localStorage.getItem('settingCheckbox')!)).to.deep.equal({ carNo: true, driverName: false, speed: true, fence: false });
    el.remove();
    const again = mountMap();
    const box2 = (name: string) => root(again).querySelector<HTMLInputElement>(`.label-set input[name="${name}"]`)!;
    await waitFor(() => box2('carNo'), 'the new element');
    expect(['carNo', 'driverName', 'speed', 'fence'].map((n) => box2(n).checked)).to.deep.equal([true, false, true, false]);
  });

  it('issue 22, item 18: with 圍籬 ticked the map draws each fence\'s area and name (fence/v0/list); unticked it draws none', async () => {
    const api = monitorApi(() => FLEET).on(fence.list, { total: 2, offset: 0, limit: 1000, list: [fenceRow(1), fenceRow(2)] });
    const el = mountMap();
    await waitFor(() => rows(el).length === 6, 'first paint');
    const areas = () => root(el).querySelectorAll('.map path.fms-fence');
    const names = () => [...root(el).querySelectorAll('.map .fms-fence-name')].map((n) => n.textContent);
    expect(areas().length).to.equal(0);
    expect(api.callsTo(fence.list)).to.have.length(0);
    root(el).querySelector<HTMLInputElement>('.label-set input[name="fence"]')!.click();
    await waitFor(() => areas().length === 2, 'the circle and the polygon');
    expect(names()).to.have.members(['圍籬 1', '圍籬 2']);
    expect(mapBox(el).dataset.fenceCount).to.equal('2');
    const { violations } = await axe.run(el, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, resultTypes: ['violations'] });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)).to.deep.equal([]);
    root(el).querySelector<HTMLInputElement>('.label-set input[name="fence"]')!.click();
    await waitFor(() => areas().length === 0 && names().length === 0, 'the areas and names gone (names fade out)');
  });

  it('issue 10, item 21: labels ticked at the island view over a crowded fleet say at what zoom they appear, until the view holds few trucks', async () => {
    const crowded = Array.from({ length: 120 }, (_, i) => truck(i + 1, { lat: 22.5 + (i % 12) * 0.2, lng: 120.2 + Math.floor(i / 12) * 0.12 }));
    monitorApi(() => crowded);
    const el = mountMap();
    await waitFor(() => legend(el, 'driving')?.textContent?.includes('120'), 'the crowded fleet');
    const hint = () => root(el).querySelector<HTMLElement>('[data-testid="label-hint"]')!;
    expect(hint().textContent).to.equal('');
    root(el).querySelector<HTMLInputElement>('.label-set input[name="carNo"]')!.click();
    await waitFor(() => hint().textContent!.includes(`第 ${INDIVIDUAL_ZOOM} 級`), 'the hint');
    expect(hint().getAttribute('role')).to.equal('status');
    expect(hint().textContent).to.contain('60 輛');
    type(root(el).querySelector<HTMLInputElement>('input[type="search"]')!, 'KEA-1001');
    await waitFor(() => hint().textContent === '', 'labels shown for the few trucks left in view');
  });

  it('spec 2.11: entering resets the remembered view to the whole island', async () => {
    localStorage.setItem('fms', JSON.stringify({ map: { monitor: { zoom: 15, center: [25.03, 121.56] } } }));
    monitorApi(() => FLEET);
    const el = mountMap();
    await waitFor(() => mapBox(el)?.dataset.zoom, 'the map');
    const expected = defaultView(mapBox(el).clientHeight);
    expect(Number(mapBox(el).dataset.zoom)).to.equal(expected.zoom);
    expect(mapBox(el).dataset.center!.split(',').map(Number)).to.deep.equal(expected.center);
    expect(JSON.parse(localStorage.getItem('fms')!).map.monitor).to.deep.equal(expected);
  });

  it('selecting a truck in the table opens its details with the address from geo/v0/address, and emits carselect', async () => {
    const api = monitorApi(() => FLEET, () => '806高雄市前鎮區中山四路100號');
    const el = mountMap();
    await openLive(el);
    const selected: unknown[] = [];
    el.addEventListener('carselect', (e) => selected.push((e as CustomEvent).detail));
    rows(el)[1].click();
    const detail = await waitFor(() => detailOf(el), 'the detail panel');
    await waitFor(() => detail.querySelector('.vd-address')!.textContent === '806高雄市前鎮區中山四路100號', 'the address');
    expect(detail.querySelector('.vd-title')!.textContent).to.equal('KEA-1002');
    expect(detail.textContent).to.contain('王小明').and.contain('42 km/h').and.contain('超速');
    expect(Array.from(detail.querySelectorAll('.vd-links a')).map((a) => a.getAttribute('href'))).to.deep.equal([
      '/history/journey/car-2', '/event/one/car-2', '/realTime?carUid=car-2', '/externalDevice/detail/car-2',
    ]);
    expect(selected).to.deep.equal([{ carUid: 'car-2', carNo: 'KEA-1002' }]);
    const geo = api.calls.filter((c) => c.path.endsWith('geo/v0/address'));
    // Asked once, for the position rounded to about 100 m.
    expect(geo.map((c) => c.query.get('latlng'))).to.deep.equal(['23.2,120.6']);
  });

  it('a truck can be opened by keyboard from the table (arrow keys, Enter)', async () => {
    monitorApi(() => FLEET);
    const el = mountMap();
    await openLive(el);
    const list = root(el).querySelector<HTMLElement>('[role="listbox"]')!;
    list.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => detailOf(el)?.querySelector('.vd-title')?.textContent === 'KEA-1003', 'the third truck opened');
  });

  it('clicking a truck on the map opens it (hit-testing the canvas)', async () => {
    monitorApi(() => FLEET);
    const el = mountMap();
    await openLive(el);
    await waitFor(() => mapBox(el).dataset.center, 'the map');
    const target = FLEET[3];
    // Click where the truck is drawn now: the map may still settle (size, first redraw of the canvas)
    // after it first reports a centre, so the position is read afresh and the click repeated until
    // the hit test answers, instead of after a fixed pause.
    const clickTarget = () => {
      const [clat, clng] = mapBox(el).dataset.center!.split(',').map(Number);
      const zoom = Number(mapBox(el).dataset.zoom);
      const rect = mapBox(el).getBoundingClientRect();
      const x = rect.left + rect.width / 2 + projectX(target.lng, zoom) - projectX(clng, zoom);
      const y = rect.top + rect.height / 2 + projectY(target.lat, zoom) - projectY(clat, zoom);
      const options = { bubbles: true, composed: true, clientX: x, clientY: y, button: 0 };
      const pane = mapBox(el).querySelector('.leaflet-map-pane')!;
      pane.dispatchEvent(new MouseEvent('mousedown', options));
      pane.dispatchEvent(new MouseEvent('mouseup', options));
      pane.dispatchEvent(new MouseEvent('click', options));
    };
    let frames = 0;
    await waitFor(() => {
      if (frames++ % 10 === 0) clickTarget();
      return detailOf(el)?.querySelector('.vd-title')?.textContent === 'KEA-1004';
    }, 'the clicked truck', 20_000);
  });

  it('follow mode recentres the map on each update; a manual pan stops it and says so', async () => {
    monitorApi(() => FLEET);
    const el = mountMap();
    const changes: unknown[] = [];
    const record = (e: Event) => changes.push((e as CustomEvent).detail);
    document.addEventListener('followchange', record);
    await openLive(el);
    rows(el)[0].click();
    const follow = await waitFor(() => detailOf(el)?.querySelector<HTMLButtonElement>('[role="switch"]'), 'the follow switch');
    follow.click();
    await waitFor(() => root(el).querySelector('.follow-banner'), 'the follow banner');
    socket.push([truck(1, { lat: 24.1, lng: 121.2 }), ...FLEET.slice(1)]);
    // Within two pixels: Leaflet pans by whole pixels.
    const twoPixels = (2 * 360) / (256 * 2 ** Number(mapBox(el).dataset.zoom));
    await waitFor(() => {
      const [lat, lng] = mapBox(el).dataset.center!.split(',').map(Number);
      return Math.abs(lat - 24.1) < twoPixels && Math.abs(lng - 121.2) < twoPixels;
    }, 'the map centred on the new position');
    mapBox(el).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await waitFor(() => follow.getAttribute('aria-checked') === 'false', 'following stopped');
    expect(root(el).querySelector('.follow-banner')).to.equal(null);
    // Only the map's own events reach the page: the nested panel's requests stop at the map.
    document.removeEventListener('followchange', record);
    expect(changes).to.deep.equal([{ carUid: 'car-1', following: true }, { carUid: 'car-1', following: false }]);
  });

  describe('issue 23, 3: the host\'s carUid opens that truck and brings it into view', () => {
    /** The map centred on the truck at street level (zoom 13 or closer), within two pixels. */
    const centredOn = (el: HTMLElement, car: { lat: number; lng: number }) => {
      const zoom = Number(mapBox(el).dataset.zoom);
      const [lat, lng] = (mapBox(el).dataset.center ?? '').split(',').map(Number);
      const twoPixels = (2 * 360) / (256 * 2 ** zoom);
      return zoom >= 13 && Math.abs(lat - car.lat) < twoPixels && Math.abs(lng - car.lng) < twoPixels;
    };
    const selectedRow = (el: HTMLElement) => root(el).querySelector('[role="option"][aria-selected="true"] .truck-no')?.textContent;

    it('given before the first trucks arrive (car-uid)', async () => {
      monitorApi(() => []);
      const el = mountMap({ 'car-uid': 'car-3' });
      await waitFor(() => mapBox(el)?.dataset.zoom && socket.open > 0, 'the empty map and the socket');
      socket.push(FLEET);
      await waitFor(() => centredOn(el, FLEET[2]), 'the map on KEA-1003');
      await waitFor(() => detailOf(el)?.querySelector('.vd-title')?.textContent === 'KEA-1003', 'its details');
      expect(selectedRow(el)).to.equal('KEA-1003');
    });

    it('set after they arrived (.carUid): following the truck before stops, no carselect', async () => {
      monitorApi(() => FLEET);
      const el = mountMap() as HTMLElement & { carUid?: string };
      const events: string[] = [];
      el.addEventListener('carselect', () => events.push('carselect'));
      el.addEventListener('followchange', (e) => events.push(`followchange ${JSON.stringify((e as CustomEvent).detail)}`));
      await openLive(el);
      rows(el)[0].click();
      (await waitFor(() => detailOf(el)?.querySelector<HTMLButtonElement>('[role="switch"]'), 'the follow switch')).click();
      await waitFor(() => root(el).querySelector('.follow-banner'), 'following KEA-1001');
      el.carUid = 'car-4';
      await waitFor(() => centredOn(el, FLEET[3]), 'the map on KEA-1004');
      await waitFor(() => detailOf(el)?.querySelector('.vd-title')?.textContent === 'KEA-1004', 'its details');
      expect(selectedRow(el)).to.equal('KEA-1004');
      expect(root(el).querySelector('.follow-banner')).to.equal(null);
      expect(events).to.deep.equal([
        'carselect',
        'followchange {"carUid":"car-1","following":true}',
        'followchange {"carUid":"car-1","following":false}',
      ]);
    });
  });

  it('the half-map view splits map and table and shows more columns', async () => {
    // The position time reads on Taipei's clock, whatever the browser's zone (without dayjs, issue 26, 5).
    const fixed = Date.parse('2026-11-27T00:05:09+08:00');
    monitorApi(() => FLEET.map((car) => ({ ...car, time: fixed })));
    const el = mountMap();
    await waitFor(() => rows(el).length === 6, 'first paint');
    root(el).querySelector<HTMLButtonElement>('.map-settings [role="switch"]')!.click();
    await waitFor(() => root(el).querySelector('.monitor-half .trucks-wide'), 'the half view');
    await waitFor(() => rows(el)[0].textContent!.includes('北區車隊'), 'the department column');
    expect(rows(el)[0].textContent).to.contain('00:05:09');
  });

  it('the map has a name and a description; the canvas itself is hidden from assistive technology', async () => {
    monitorApi(() => FLEET);
    const el = mountMap();
    await waitFor(() => root(el).querySelector('.fms-truck-canvas'), 'the canvas');
    const map = mapBox(el);
    expect(map.getAttribute('aria-label')).to.equal('車輛位置地圖');
    expect(root(el).getElementById(map.getAttribute('aria-describedby')!)!.textContent).to.contain('車輛清單');
    expect(root(el).querySelector('.fms-truck-canvas')!.getAttribute('aria-hidden')).to.equal('true');
  });
});
