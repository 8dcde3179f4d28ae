export * from './keys';
export { readJson, removeKey, writeJson } from './safe-storage';
export { forgetMapView, readMapView, validMapView, writeMapView, type MapViewKey } from './map-view';
