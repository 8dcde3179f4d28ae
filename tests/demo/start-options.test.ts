import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_SIZES } from '../../demo/server/context';
import { parseStartOptions, seedSizeFor } from '../../demo/server/start-options';

const root = '/repo';

describe('npm start options', () => {
  it('without arguments the server runs the full demo fleet from .data on port 8080', () => {
    const o = parseStartOptions([], {}, root);
    expect(o).toEqual({
      port: 8080, host: '0.0.0.0', dataDir: path.resolve(root, '.data'), reset: false,
      seedSize: SEED_SIZES.full, quiet: false, testOutbox: false, apiOnly: false, workers: 1,
    });
  });

  it('--trucks=10000 simulates ten thousand trucks for enterprise A in their own data folder', () => {
    const o = parseStartOptions(['--trucks=10000'], {}, root);
    expect(o.seedSize.trucksA).toBe(10000);
    expect(o.seedSize.trucksB).toBe(SEED_SIZES.full.trucksB);
    expect(o.dataDir).toBe(path.resolve(root, '.data/trucks-10000'));
  });

  it('FMS_TRUCKS sets the fleet size too, and the argument wins over it', () => {
    expect(parseStartOptions([], { FMS_TRUCKS: '500' }, root).seedSize.trucksA).toBe(500);
    expect(parseStartOptions(['--trucks=300'], { FMS_TRUCKS: '500' }, root).seedSize.trucksA).toBe(300);
  });

  it('FMS_DATA_DIR overrides the data folder of a sized fleet', () => {
    expect(parseStartOptions(['--trucks=2000'], { FMS_DATA_DIR: '/tmp/big' }, root).dataDir).toBe('/tmp/big');
  });

  it('a fleet size that is not a whole number from 1 to 50000 stops the start with a message', () => {
    for (const bad of ['0', '-5', '12.5', 'many', '50001']) {
      expect(() => parseStartOptions([`--trucks=${bad}`], {}, root)).toThrow(/--trucks must be a whole number/);
    }
    expect(() => parseStartOptions([], { FMS_TRUCKS: 'lots' }, root)).toThrow(/FMS_TRUCKS/);
  });

  it('a large fleet seeds fewer days of history, never less than one', () => {
    expect(seedSizeFor(120).days).toBe(30);
    expect(seedSizeFor(40).days).toBe(30);
    expect(seedSizeFor(1200).days).toBe(3);
    expect(seedSizeFor(10000).days).toBe(1);
  });

  it('--seed=small, --reset, --quiet, PORT, HOST and FMS_TEST_OUTBOX are read as before', () => {
    const o = parseStartOptions(['--seed=small', '--reset', '--quiet'], { PORT: '9000', HOST: '127.0.0.1', FMS_TEST_OUTBOX: '1' }, root);
    expect(o).toMatchObject({ seedSize: SEED_SIZES.small, reset: true, quiet: true, port: 9000, host: '127.0.0.1', testOutbox: true });
    expect(parseStartOptions([], { FMS_RESET: '1' }, root).reset).toBe(true);
    expect(() => parseStartOptions(['--seed=small', '--trucks=10'], {}, root)).toThrow(/cannot be combined/);
  });

  it('--api-only serves the API without the built console', () => {
    expect(parseStartOptions(['--api-only'], {}, root).apiOnly).toBe(true);
  });

  it('--workers=N or FMS_WORKERS=N runs N processes, which need FMS_DATABASE_URL', () => {
    const db = { FMS_DATABASE_URL: 'postgres://fms@db/fms' };
    expect(parseStartOptions([], db, root).workers).toBe(1);
    expect(parseStartOptions([], { ...db, FMS_WORKERS: '4' }, root).workers).toBe(4);
    expect(parseStartOptions(['--workers=2'], { ...db, FMS_WORKERS: '4' }, root).workers).toBe(2);
    // one process needs no database server
    expect(parseStartOptions(['--workers=1'], {}, root).workers).toBe(1);
    expect(() => parseStartOptions([], { FMS_WORKERS: '2' }, root)).toThrow(/^FMS_WORKERS=2 needs FMS_DATABASE_URL/);
    expect(() => parseStartOptions(['--workers=3'], {}, root)).toThrow(/^--workers=3 needs FMS_DATABASE_URL/);
    expect(() => parseStartOptions([], { ...db, FMS_WORKERS: 'two' }, root)).toThrow(/^FMS_WORKERS must be a whole number/);
    expect(() => parseStartOptions(['--workers=0'], db, root)).toThrow(/^--workers must be a whole number/);
  });
});
