import { describe, expect, it, vi } from 'vitest';
import { lazyValidator, sharedValidators } from '../../../demo/server/http/shared-validators';

/** The options app.ts gives fastify's validator compiler. */
const OPTIONS = { customOptions: { allErrors: false, coerceTypes: 'array', useDefaults: true, removeAdditional: false } };
const BODY = { type: 'object', required: ['limit'], properties: { limit: { type: 'integer' }, kind: { type: 'string', default: 'all' } } };

type Compile = (route: { schema: unknown; httpPart?: string }) => ((data: unknown, context?: object) => unknown) & { errors?: Array<{ message?: string }> | null; schemaEnv?: unknown };
const compilerOf = (options: object = OPTIONS) => (sharedValidators as unknown as (externals: object, options: object) => Compile)({}, options);

describe('lazyValidator', () => {
  it('compiles on the first call only, forwards the call whole and hands on its errors', () => {
    const inner = Object.assign(vi.fn((data: unknown, _context?: object) => {
      inner.errors = data === 'bad' ? [{ message: 'wrong' }] : null;
      return data !== 'bad';
    }), { errors: null as unknown, schemaEnv: { id: 'env' } });
    const compile = vi.fn(() => inner);
    const validate = lazyValidator(compile);
    expect(compile).not.toHaveBeenCalled();

    const parent = { body: 'ok' };
    expect(validate('ok', { parentData: parent, parentDataProperty: 'body' })).toBe(true);
    expect(inner).toHaveBeenLastCalledWith('ok', { parentData: parent, parentDataProperty: 'body' });
    expect(validate.errors).toBeNull();
    expect(validate('bad')).toBe(false);
    expect(validate.errors).toEqual([{ message: 'wrong' }]);
    expect(validate('ok')).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('tells fastify it is an Ajv validator (schemaEnv) before its first call, compiling then', () => {
    const compile = vi.fn(() => Object.assign(() => true, { schemaEnv: { id: 'env' } }));
    const validate = lazyValidator(compile);
    expect(validate.schemaEnv).toEqual({ id: 'env' });
    validate({});
    expect(compile).toHaveBeenCalledTimes(1);
  });
});

describe('sharedValidators', () => {
  it('validates as fastify would: defaults filled in, types coerced through the parent, errors named', () => {
    const validate = compilerOf()({ schema: BODY, httpPart: 'body' });
    const request = { body: { limit: '20' } as Record<string, unknown> };
    expect(validate(request.body, { parentData: request, parentDataProperty: 'body' })).toBe(true);
    expect(request.body).toEqual({ limit: 20, kind: 'all' });
    expect(validate({ limit: 'twenty' })).toBe(false);
    expect(validate.errors?.[0]?.message).toBe('must be integer');
  });

  it('compiles a schema once for every app of the process (the second app reuses the first one\'s validator)', () => {
    const first = compilerOf()({ schema: BODY, httpPart: 'body' });
    const second = compilerOf()({ schema: BODY, httpPart: 'body' });
    expect(second.schemaEnv).toBe(first.schemaEnv);
    // Other options are another compiler: nothing is shared with it.
    const other = compilerOf({ customOptions: { ...OPTIONS.customOptions, coerceTypes: false } })({ schema: BODY, httpPart: 'body' });
    expect(other.schemaEnv).not.toBe(first.schemaEnv);
    expect(other({ limit: '20' })).toBe(false);
  });
});
