import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** What fastify's validator compiler makes for one route's body, query or params. */
type Validate = ((data: unknown, context?: object) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type CompileRoutePart = (route: { schema: unknown; method?: string; url?: string; httpPart?: string }) => Validate;
type BuildValidator = (externalSchemas: unknown, options: unknown) => CompileRoutePart;
/** fastify's option for it (`schemaController.compilersFactory.buildValidator`). */
type ValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];

/**
 * A validator that is compiled when its route is first called (or when fastify first asks how to call
 * it), not when the route is registered. It forwards fastify's call whole (Ajv fills in defaults and
 * coerces through the parent it is handed) and its errors after each call.
 */
export function lazyValidator(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validator: Validate = (data, context) => {
    compiled ??= compile();
    const result = compiled(data, context);
    validator.errors = compiled.errors;
    return result;
  };
  // fastify hands an Ajv validator the request as the parent of the part it validates when the
  // function has a `schemaEnv` (so a root value can be coerced); it reads it before the first call.
  Object.defineProperty(validator, 'schemaEnv', { get: () => (compiled ??= compile()).schemaEnv });
  return validator;
}

const pool: BuildValidator = AjvCompiler() as unknown as BuildValidator;

/**
 * Fastify's own validator compiler (the one it uses by default), made once per process instead of
 * once per app, with each route's validator compiled on its first call:
 * - Ajv keeps what it compiled by schema object and the routes' schemas are the contract's
 *   constants, so every app a process builds after the first reuses the first one's validators (the
 *   server tests build an app per test file; the contract's schemas cost about a third of a second of
 *   a core each time);
 * - a server started for a few calls compiles the schemas of those calls only (the ~140 schemas cost
 *   about a second of a core at each start, before the first request).
 * The options stay those each app passes (its `ajv` option); an app with other options gets a
 * compiler of its own from the same pool.
 */
const build: BuildValidator = (externalSchemas, options) => {
  const compile = pool(externalSchemas, options);
  return (route) => lazyValidator(() => compile(route));
};
export const sharedValidators = build as unknown as ValidatorFactory;
