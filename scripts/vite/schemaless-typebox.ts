import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STUB = fileURLToPath(new URL('./typebox-stub.ts', import.meta.url));

/**
 * Issue 9: TypeBox is used only for types in the browser, so the console's build does not ship it
 * (40 KB raw). The contract's modules still build their schemas (`Type.Object(…)`) when they load;
 * in the browser build those calls reach ./typebox-stub.ts, which answers one inert object. Only
 * the build is changed: the reference server, vitest and the element tests run the real TypeBox.
 */
export function schemalessTypebox(): Plugin {
  return {
    name: 'fms-schemaless-typebox',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '@sinclair/typebox' ? STUB : null;
    },
  };
}
