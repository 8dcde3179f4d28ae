/** Built by tests/web-test-runner.config.mjs: imports every `src/elements/<folder>/<folder>.element.ts`. */
declare module 'virtual:fms-element-entries' {
  /** The folders that have an element entry, sorted. */
  export const ELEMENT_FOLDERS: readonly string[];
}

/** Built by tests/web-test-runner.config.mjs: /custom-elements.json as the build writes it (scripts/elements/manifest.ts). */
declare module 'virtual:fms-manifest' {
  interface Named { name: string; description?: string; type?: { text: string } }
  export interface ManifestDeclaration extends Named {
    kind: string;
    tagName?: string;
    attributes?: Array<Named & { fieldName?: string }>;
    members?: Array<Named & { kind: string; attribute?: string; reflects?: boolean; readonly?: boolean }>;
    events?: Named[];
    cssProperties?: Named[];
    cssParts?: Named[];
  }
  export const MANIFEST: { schemaVersion: string; modules: Array<{ path: string; declarations: ManifestDeclaration[] }> };
}
