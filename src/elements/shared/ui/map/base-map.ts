import L from 'leaflet';
import { BASEMAP_ATTRIBUTION } from './basemap-css';
import './leaflet-fixes';
import { addTiles, basemapNeeded } from './tiles';

/** The view that shows the main island whole, and the box around Taiwan, Penghu and Kinmen's strait. */
export const TAIWAN_CENTER: [number, number] = [23.65, 120.95];
export const TAIWAN_BOUNDS: [[number, number], [number, number]] = [[21.85, 119.95], [25.35, 122.05]];

export interface BaseMapOptions {
  center: L.LatLngExpression;
  zoom: number;
  /** config.tileUrl; empty: the offline basemap only. */
  tileUrl: string;
  minZoom?: number;
  maxZoom?: number;
  /**
   * Settles when the offline basemap may be fetched, once it is needed; by default at once. The
   * monitor passes its first trucks being drawn, so a partner's page fetches the outlines after them.
   */
  basemapAfter?: Promise<unknown>;
}

/** The offline basemap's chunk (the county outlines and the roads, ~50 KB gzip), fetched on first need. */
export const loadBasemap = () => import('./basemap-layer');

/**
 * A Leaflet map as every map of the console starts: zoom buttons named in Chinese, the Leaflet
 * credit, the tiles of config.tileUrl and the offline basemap of Taiwan whenever tiles are missing
 * or failing (`basemapNeeded`), and a size that follows its box. Layers of the screen's own go on top;
 * `map.remove()` undoes it all.
 */
export function createBaseMap(el: HTMLElement, options: BaseMapOptions): L.Map {
  const map = L.map(el, {
    minZoom: options.minZoom ?? 5, maxZoom: options.maxZoom ?? 18, zoomSnap: 1, worldCopyJump: false, preferCanvas: true, zoomControl: false,
  }).setView(options.center, options.zoom);
  L.control.zoom({ zoomInTitle: '放大', zoomOutTitle: '縮小' }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  // Empty until its chunk arrives; it carries the credit meanwhile.
  const basemap = L.layerGroup([], { attribution: BASEMAP_ATTRIBUTION } as L.LayerOptions);
  let removed = false;
  let fetching = false;
  const showBasemap = (needed: boolean) => {
    if (!needed) {
      if (map.hasLayer(basemap)) basemap.remove();
      return;
    }
    if (!map.hasLayer(basemap)) basemap.addTo(map);
    if (fetching) return;
    fetching = true;
    Promise.resolve(options.basemapAfter).then(loadBasemap).then(({ fillBasemap }) => {
      if (!removed) fillBasemap(map, basemap);
    }, () => {
      fetching = false; // offline: the next change of the tiles' health tries again
    });
  };
  showBasemap(basemapNeeded(options.tileUrl, { loaded: 0, failed: 0 }));
  addTiles(map, options.tileUrl, (health) => showBasemap(basemapNeeded(options.tileUrl, health)));
  const resize = new ResizeObserver(() => map.invalidateSize({ pan: false }));
  resize.observe(el);
  map.on('unload', () => {
    removed = true;
    resize.disconnect();
    // Leaflet ends a zoom animation on a 250 ms timer it does not cancel on remove(); if the map is
    // removed meanwhile (a form closed mid-zoom), that timer moves panes that are gone and throws.
    // The timer checks this flag first, so clearing it makes it a no-op.
    (map as unknown as { _animatingZoom: boolean })._animatingZoom = false;
  });
  return map;
}
