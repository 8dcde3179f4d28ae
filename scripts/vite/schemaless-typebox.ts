import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { stripSchemas } from './strip-schemas.ts';

const STUB = fileURLToPath(new URL('./typebox-stub.ts', import.meta.url));
/** The modules of the API contract (src/core/api/contract and its vocabulary). */
const CONTRACT = /[\\/]src[\\/]core[\\/]api[\\/]contract[\\/][^?]*\.ts$/;

/**
 * Issue 9: TypeBox is used only for types in the browser, so the console's build does not ship it
 * (40 KB raw), nor the schemas and summaries the contract declares for the reference server
 * (./strip-schemas.ts). Anything of TypeBox a module still reaches goes to ./typebox-stub.ts, which
 * answers one inert object. Only the build is changed: the reference server, vitest and the
 * element tests run the real TypeBox on the whole contract.
 */
export function schemalessTypebox(): Plugin {
  return {
    name: 'fms-schemaless-typebox',
    apply: 'build',
    resolveId: {
      order: 'pre',
      handler(source) {
        // Building the stub has no effect a module relies on: a module that no longer reads `Type` drops it.
        return source === '@sinclair/typebox' ? { id: STUB, moduleSideEffects: false } : null;
      },
    },
    // After TypeScript is stripped (a plugin without `enforce` sees JavaScript).
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      const stripped = stripSchemas(code);
      return stripped === undefined ? null : { code: stripped, map: null };
    },
  };
}
