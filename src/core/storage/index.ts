export * from './keys';
export { readJson, removeKey, writeJson } from './safe-storage';
// The maps' remembered views are imported from ./map-view itself: this index is on the sign-in
// page's path, which draws no map (the console's chunks follow the imports, vite.config.ts).
export type { MapViewKey } from './map-view';
