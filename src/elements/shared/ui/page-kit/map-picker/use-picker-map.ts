import { useStore } from '@nanostores/react';
import L from 'leaflet';
import { useEffect, useRef, type RefObject } from 'react';
import { $config } from '../../../../../core/config/store';
import type { MapViewKey } from '../../../../../core/storage';
import { createBaseMap, TAIWAN_CENTER } from '../../map/base-map';
import { rememberedStart, rememberView } from '../../map/remembered-view';
import { roundLatLng, type LatLng } from './coordinates';

/** The whole island at a picker's usual height; a set value is shown closer. */
export const PICKER_ZOOM = 7;
export const PICKER_POINT_ZOOM = 14;

/**
 * The Leaflet map of a picker: the console's base map (tiles, else the offline basemap of Taiwan),
 * a click anywhere picks that point, and with the map focused Enter picks its centre, which a
 * crosshair marks, so a keyboard user pans with the arrow keys (Leaflet's own) and presses Enter.
 */
export function usePickerMap(box: RefObject<HTMLDivElement | null>, onPick: (point: LatLng) => void, start: LatLng | null, viewKey?: MapViewKey): RefObject<L.Map | null> {
  const { tileUrl } = useStore($config);
  const mapRef = useRef<L.Map | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const first = useRef(start);

  useEffect(() => {
    const el = box.current!;
    const at = first.current;
    // Without a value, a picker with a view key starts where that map was left (spec 2.11) and keeps its view.
    const view = at ? { center: [at.lat, at.lng] as [number, number], zoom: PICKER_POINT_ZOOM }
      : viewKey ? rememberedStart(viewKey, { center: TAIWAN_CENTER, zoom: PICKER_ZOOM }) : { center: TAIWAN_CENTER, zoom: PICKER_ZOOM };
    const map = createBaseMap(el, { ...view, tileUrl });
    const forget = viewKey ? rememberView(map, viewKey) : () => undefined;
    map.on('click', (event: L.LeafletMouseEvent) => pick.current(roundLatLng(event.latlng)));
    const keyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.target !== el) return;
      event.preventDefault();
      pick.current(roundLatLng(map.getCenter()));
    };
    el.addEventListener('keydown', keyDown);
    mapRef.current = map;
    return () => {
      el.removeEventListener('keydown', keyDown);
      forget();
      map.remove();
      mapRef.current = null;
    };
  }, [box, tileUrl, viewKey]);

  return mapRef;
}

/** A pin drawn as HTML (no image files to ship), for the picked point or a vertex. */
export function pin(className = 'picker-pin'): L.DivIcon {
  return L.divIcon({ className, iconSize: [16, 16], iconAnchor: [8, 8] });
}

/** Brings a point into view when it lies outside (typed coordinates far from the current view). */
export function reveal(map: L.Map | null, points: readonly LatLng[]): void {
  if (!map || points.length === 0) return;
  const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
  if (map.getBounds().contains(bounds)) return;
  if (points.length === 1) map.setView(bounds.getCenter(), Math.max(map.getZoom(), PICKER_POINT_ZOOM - 2));
  else map.fitBounds(bounds.pad(0.2));
}
