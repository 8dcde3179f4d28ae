export * from './keys';
export { readJson, removeKey, writeJson } from './safe-storage';
