import type { MapView } from '../../../../core/storage';
import { readMapView, validMapView, writeMapView } from '../../../../core/storage/map-view';
import { TAIWAN_CENTER } from '../../../shared/ui/map/base-map';

/**
 * The monitor map's zoom and centre (spec 2.11, 9: fms.map.monitor). While the user is on the
 * screen the view is remembered (a map rebuilt on the screen, e.g. by the half-map view, comes back
 * where it was); entering the screen resets it to the default view of the whole island.
 */

/** The default zoom shows the main island whole: 8 needs about 640 px of height. */
export function defaultZoom(heightPx: number): number {
  if (heightPx >= 640) return 8;
  return heightPx >= 320 ? 7 : 6;
}

export function defaultView(heightPx: number): MapView {
  return { zoom: defaultZoom(heightPx), center: [...TAIWAN_CENTER] };
}

/** The view a map starts with: the default when entering the screen, else the remembered one. */
export function startView(stored: MapView | undefined, entering: boolean, heightPx: number): MapView {
  return !entering && validMapView(stored) ? stored : defaultView(heightPx);
}

export function readMonitorView(): MapView | undefined {
  return readMapView('monitor');
}

export function writeMonitorView(view: MapView): void {
  writeMapView('monitor', view);
}
