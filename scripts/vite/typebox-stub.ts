/**
 * What the browser build gets instead of '@sinclair/typebox' (see ./schemaless-typebox.ts). The API
 * contract declares each endpoint's route facts (host, method, path, auth) beside its schemas; the
 * console sends calls by the facts only, and the reference server, which imports the real TypeBox,
 * validates. So every schema is this one inert object. Reading a schema in the browser is a mistake
 * that fails at once rather than quietly reading `undefined`.
 */
const READABLE = new Set<PropertyKey>([
  // The contract spreads one schema's properties into another (`...DeviceParams.properties`).
  'properties',
  // Asked by Promise resolution and JSON.stringify of any object.
  'then', 'toJSON',
]);

const SCHEMA: object = new Proxy(Object.freeze({}), {
  get(target, key) {
    if (typeof key === 'symbol' || READABLE.has(key)) return Reflect.get(target, key);
    throw new Error(`TypeBox schemas are not shipped to the browser: a schema's '${key}' was read (scripts/vite/typebox-stub.ts)`);
  },
});

const builder = () => SCHEMA;

/** `Type.Object(…)`, `Type.String(…)` and every other builder answer the inert schema. */
export const Type: Record<string, (...args: unknown[]) => object> = new Proxy({}, { get: () => builder });
