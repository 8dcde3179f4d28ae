export * from './keys';
export { readJson, removeKey, writeJson } from './safe-storage';
export { readMapView, validMapView, writeMapView, type MapViewKey } from './map-view';
