import { readFms, writeFms, type FmsLocal, type MapView } from './keys';

/**
 * The remembered zoom and centre of each of the console's maps (spec 2.11 'Maps for monitor,
 * history and fence each remember their own zoom and centre'; spec 9: fms.map). One mechanism,
 * one key per map.
 */
export type MapViewKey = keyof FmsLocal['map'];

/** Six decimals are about 11 cm: finer digits would only churn storage. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Whether a stored view can be used: a finite zoom and a centre of two finite numbers. */
export function validMapView(view: unknown): view is MapView {
  const v = view as MapView | undefined;
  return !!v && Number.isFinite(v.zoom) && Array.isArray(v.center) && v.center.length === 2 && v.center.every((n) => Number.isFinite(n));
}

/** The view remembered for a map, or undefined when none (or a broken one) is kept. */
export function readMapView(key: MapViewKey): MapView | undefined {
  const view = readFms().map[key];
  return validMapView(view) ? view : undefined;
}

/** Remembers a map's view beside the others' (fms.map.{key}). */
export function writeMapView(key: MapViewKey, view: MapView): boolean {
  const fms = readFms();
  return writeFms({ map: { ...fms.map, [key]: { zoom: view.zoom, center: [round(view.center[0]), round(view.center[1])] } } });
}

/** Forgets a map's view (a screen that resets its map on entering, spec 2.11: history). */
export function forgetMapView(key: MapViewKey): boolean {
  const { [key]: _gone, ...rest } = readFms().map;
  return writeFms({ map: rest });
}
