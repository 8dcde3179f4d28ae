import { expect } from '@esm-bundle/chai';
import { cleanStores } from 'nanostores';
import '../../../../src/elements/live/monitor-map/monitor-map.element';
import { drivingMonitor } from '../../../../src/core/api/contract/monitor';
import { configure } from '../../../../src/core/config';
import { EMPTY_SESSION, writeSession } from '../../../../src/core/session/store';
import { $monitorData, $monitorFleet } from '../../../../src/core/sockets';
import { loadBasemap } from '../../../../src/elements/shared/ui/map/base-map';
import { fakeApi } from '../../fake-api';
import { fakeSockets } from '../../fake-sockets';
import { waitFor } from '../../helpers';
import { signInTokens } from '../../session-kit';
import { truck } from './trucks';

/**
 * Issue 23, 7: what a partner's page fetches for <fms-monitor-map> before its first trucks. The
 * offline basemap (county outlines and roads, a chunk of its own) and socket.io load only after the
 * first trucks are drawn, and with working tiles the outlines never load. Here the chunks are
 * bundled in; that a module ran shows as its effect (county names on the map, a socket opened).
 * tests/e2e/map-weight.spec.ts checks the real requests of the built files.
 */
const socket = fakeSockets();
const FLEET = [truck(1), truck(2, { status: 'idling' }), truck(3, { status: 'parking' })];
/** A 1×1 PNG: every tile loads at once, as working tiles do. */
const TILE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The fake API with the fleet's answer held until `release` is called. */
function heldFleet(): { release: () => void } {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  fakeApi()
    .on(drivingMonitor.carList, async () => {
      await released;
      return { total: FLEET.length, offset: 0, limit: 1000, list: FLEET };
    })
    .otherwise(() => null);
  return { release };
}

function mountMap(style = 'display:block;width:900px;height:600px'): HTMLElement {
  const el = document.createElement('fms-monitor-map');
  el.style.cssText = style;
  document.body.append(el);
  return el;
}

const mapBox = (el: HTMLElement) => el.shadowRoot?.querySelector<HTMLElement>('.map') ?? null;
const countyNames = (el: HTMLElement) => el.shadowRoot!.querySelectorAll('.fms-place-label').length;
/** The basemap's chunk has run and a task has passed: a map that wanted it has drawn it by now. */
const basemapSettled = async () => {
  await loadBasemap();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  localStorage.clear();
  signInTokens();
});

afterEach(() => {
  document.body.innerHTML = '';
  cleanStores($monitorFleet, $monitorData);
  configure({ tileUrl: '' });
  writeSession(EMPTY_SESSION);
});

describe('fms-monitor-map: what loads before the first trucks (issue 23, 7)', () => {
  it('without a tile URL the basemap and the realtime socket wait for the first trucks, then come', async () => {
    configure({ tileUrl: '' });
    const fleet = heldFleet();
    const opened = socket.open;
    const el = mountMap();
    await waitFor(() => mapBox(el), 'the map');
    await basemapSettled();
    expect(countyNames(el), 'no county outlines before the first trucks').to.equal(0);
    expect(socket.open, 'no socket before the first trucks').to.equal(opened);
    expect(mapBox(el)!.hasAttribute('data-trucks-drawn')).to.equal(false);

    fleet.release();
    await waitFor(() => mapBox(el)!.hasAttribute('data-trucks-drawn'), 'the first trucks drawn');
    await waitFor(() => countyNames(el) > 15, 'the county names of the basemap');
    await waitFor(() => socket.open > opened, 'the realtime socket');
  });

  it('with working tiles the county outlines are never loaded', async () => {
    configure({ tileUrl: TILE });
    heldFleet().release();
    const el = mountMap();
    await waitFor(() => mapBox(el)?.hasAttribute('data-trucks-drawn'), 'the first trucks drawn');
    await waitFor(() => el.shadowRoot!.querySelector('.leaflet-tile-loaded'), 'a tile');
    await basemapSettled();
    // The basemap's panes are made only when its chunk has arrived (basemap-layer.ts, fillBasemap).
    expect(el.shadowRoot!.querySelector('.leaflet-basemap-pane') !== null, 'the basemap was drawn').to.equal(false);
    expect(countyNames(el)).to.equal(0);
  });

  it('a map with no size (a hidden tab of the host page) still opens its live feed after the first answer', async () => {
    const opened = socket.open;
    heldFleet().release();
    const el = mountMap('display:none');
    await waitFor(() => mapBox(el)?.hasAttribute('data-trucks-drawn'), 'the first frame settled');
    await waitFor(() => socket.open > opened, 'the realtime socket');
  });
});
