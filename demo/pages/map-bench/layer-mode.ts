import L from 'leaflet';
import { BASEMAP_CSS } from '../../../src/elements/shared/ui/map/basemap-css';
import { fillBasemap } from '../../../src/elements/shared/ui/map/basemap-layer';
import { FleetReader, MonitorFleet } from '../../../src/core/monitor-feed';
import { TruckLayer } from '../../../src/elements/live/monitor-map/map/truck-layer';
import type { BenchFleet } from './fleet';
import { measure, type Panner } from './measure';

/**
 * The truck layer alone on a Leaflet map with the offline basemap. Each second every truck is
 * handed over as fresh records, read into a fleet on the page (FleetReader.readList + setFleet, timed); the map drag-pans as Leaflet's drag
 * handler does (`_rawPanBy` + 'move' every frame, 'moveend' once a second).
 */
export function startLayerMode(el: HTMLElement, fleet: BenchFleet, clusters: boolean, zoom: number) {
  document.head.append(Object.assign(document.createElement('style'), { textContent: BASEMAP_CSS }));
  const map = L.map(el, { zoomControl: false, inertia: false, preferCanvas: true }).setView([23.7, 121], zoom);
  fillBasemap(map, L.layerGroup().addTo(map));
  const layer = new TruckLayer({ clusters }).addTo(map);
  const reader = new FleetReader();
  let current = MonitorFleet.EMPTY.apply(reader.readList(fleet.message()));
  layer.setFleet(current);
  let updateMs = 0;
  let updates = 0;
  setInterval(() => {
    const t0 = performance.now();
    current = current.apply(reader.readList(fleet.message()));
    layer.setFleet(current);
    updateMs += performance.now() - t0;
    updates++;
  }, 1000);

  return (ms: number) => {
    let lastMoveEnd = performance.now();
    const draws0 = layer.stats.draws;
    const [u0, ms0] = [updates, updateMs];
    const pan: Panner = {
      step(dx, t) {
        (map as unknown as { _rawPanBy(p: L.PointExpression): void })._rawPanBy([dx, 0]);
        map.fire('move');
        if (t - lastMoveEnd > 1000) {
          map.fire('moveend');
          lastMoveEnd = t;
        }
      },
      end() {},
    };
    return measure(pan, ms, () => ({
      draws: layer.stats.draws - draws0, drawn: layer.stats.drawn, bubbles: layer.stats.clustersDrawn,
      usesWorker: layer.stats.usesWorker, updateMsAvg: updates > u0 ? (updateMs - ms0) / (updates - u0) : 0,
    }));
  };
}
