/** Built by tests/web-test-runner.config.mjs: imports every `src/elements/<folder>/<folder>.element.ts`. */
declare module 'virtual:fms-element-entries' {
  /** The folders that have an element entry, sorted. */
  export const ELEMENT_FOLDERS: readonly string[];
}
