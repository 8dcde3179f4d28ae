import { expect } from '@esm-bundle/chai';
import L from 'leaflet';
import { createBaseMap, loadBasemap, TAIWAN_CENTER } from '../../../../src/elements/shared/ui/map/base-map';

afterEach(() => { document.body.innerHTML = ''; });

/** A base map of the island in a 400×300 box of the page. */
function mapInBox(): { box: HTMLElement; map: L.Map } {
  const box = document.createElement('div');
  box.style.cssText = 'width:400px;height:300px';
  document.body.append(box);
  return { box, map: createBaseMap(box, { center: TAIWAN_CENTER, zoom: 7, tileUrl: '' }) };
}

/** The page's uncaught errors while `run` runs (a late Leaflet frame or timer included). */
async function uncaughtDuring(run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => { errors.push(event.message); event.preventDefault(); };
  window.addEventListener('error', onError);
  try {
    await run();
  } finally {
    window.removeEventListener('error', onError);
  }
  return errors;
}

describe('the base map', () => {
  it('a map removed before the county atlas arrives stays removed, without an error when it lands', async () => {
    let box: HTMLElement | undefined;
    const errors = await uncaughtDuring(async () => {
      const made = mapInBox();
      box = made.box;
      made.map.remove(); // before the atlas (a separate chunk) has loaded
      await loadBasemap();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(errors).to.deep.equal([]);
    expect(box!.querySelectorAll('.fms-place-label')).to.have.length(0);
  });

  it('a map removed in the middle of a zoom animation raises no error from the animation\'s late frames', async () => {
    const errors = await uncaughtDuring(async () => {
      const { map } = mapInBox();
      map.setView([24.2, 121.2], 9); // animated: it starts on the next frame and ends on a timer
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
      map.remove();
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(errors).to.deep.equal([]);
  });

  it('a map removed while a path redraw is pending, after a redraw at once on moveend, raises no error from the late frame', async () => {
    const errors = await uncaughtDuring(async () => {
      const { map } = mapInBox();
      const line = L.polyline([[25.1, 121.5], [24.9, 121.3]]).addTo(map);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      line.setStyle({ color: '#c00' }); // asks the canvas for a redraw on the next frame
      map.fire('moveend'); // the canvas redraws at once and forgets the frame it asked for
      map.remove(); // so this cannot cancel it
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    });
    expect(errors).to.deep.equal([]);
  });

  it('a map that stays gets the counties once the atlas arrives', async () => {
    const { box, map } = mapInBox();
    await loadBasemap();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(box.querySelectorAll('.fms-place-label').length).to.be.greaterThan(15);
    map.remove();
  });
});
