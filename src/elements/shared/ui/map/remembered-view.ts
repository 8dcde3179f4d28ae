import type L from 'leaflet';
import { readMapView, writeMapView, type MapViewKey } from '../../../../core/storage/map-view';

/**
 * A map that remembers its zoom and centre under its own key (spec 2.11, 9 fms.map): the view to
 * start from, and a listener that keeps the view after each move. The monitor map resets its view
 * on entering the screen; the fence map (spec 2.11) keeps it, so this starts from what was kept.
 */
export function rememberedStart(key: MapViewKey, fallback: { center: [number, number]; zoom: number }): { center: [number, number]; zoom: number } {
  const kept = readMapView(key);
  return kept ? { center: kept.center, zoom: kept.zoom } : fallback;
}

/** Keeps the map's view under `key` after every pan or zoom; returns the undo. */
export function rememberView(map: L.Map, key: MapViewKey): () => void {
  const keep = () => {
    const c = map.getCenter();
    writeMapView(key, { zoom: map.getZoom(), center: [c.lat, c.lng] });
  };
  map.on('moveend', keep);
  return () => {
    map.off('moveend', keep);
  };
}
