import { describe, expect, it } from 'vitest';
import { databaseFailure, databaseTarget, poolSizeFrom } from '../../demo/server/db/database-url';

/** Issue 25: FMS_DATABASE_URL and FMS_DATABASE_POOL read, and a failed connection told in one line (the real starts: start-errors.test.ts). */
describe('FMS_DATABASE_URL', () => {
  it('names host, port, database and role for messages, never the password; connect_timeout in seconds', () => {
    expect(databaseTarget('postgres://fms:s3cret@db.example.com/fleet?connect_timeout=3')).toEqual({ where: 'db.example.com:5432/fleet', user: 'fms', database: 'fleet', connectTimeoutMs: 3000 });
    expect(databaseTarget('postgresql://fms@127.0.0.1:6543/fms').where).toBe('127.0.0.1:6543/fms');
    // libpq's forms: a socket folder for the host, the role's name for a missing database.
    expect(databaseTarget('postgres:///fms?host=/var/run/postgresql').where).toBe('/var/run/postgresql:5432/fms');
    expect(databaseTarget('postgres://fms@db').database).toBe('fms');
  });

  it('refuses what is not a PostgreSQL URL, hiding its password', () => {
    expect(() => databaseTarget('db.example.com:5432/fms')).toThrow(/^FMS_DATABASE_URL is not a PostgreSQL URL \('db\.example\.com:5432\/fms'\)/);
    expect(() => databaseTarget('postgres://')).toThrow(/^FMS_DATABASE_URL is not a PostgreSQL URL/);
    expect(() => databaseTarget('mysql://fms:s3cret@db/fms')).toThrow(/\('mysql:\/\/fms:\*\*\*@db\/fms'\)/);
    expect(() => databaseTarget('postgres://fms@db/fms?connect_timeout=soon')).toThrow(/^FMS_DATABASE_URL has connect_timeout=soon/);
  });

  it('tells each failure of the first connection in a line that starts with the variable', () => {
    const target = databaseTarget('postgres://fms:s3cret@db.example.com/fleet');
    const lineOf = (error: object) => databaseFailure(Object.assign(new Error('pg says'), error), target).message;
    expect(lineOf({ code: 'ECONNREFUSED' })).toMatch(/^FMS_DATABASE_URL: nothing accepts connections at db\.example\.com:5432/);
    expect(lineOf({ code: 'ENOTFOUND' })).toMatch(/^FMS_DATABASE_URL: the host of db\.example\.com:5432\/fleet is not known/);
    expect(lineOf({ code: '28P01' })).toMatch(/^FMS_DATABASE_URL: PostgreSQL refused the password of role 'fms'/);
    expect(lineOf({ code: '3D000' })).toMatch(/^FMS_DATABASE_URL: the database 'fleet' does not exist .*createdb -O fms fleet/);
    expect(lineOf({ message: 'Connection terminated due to connection timeout' })).toMatch(/did not answer within 10 s/);
    expect(lineOf({ code: 'XX000' })).toMatch(/^FMS_DATABASE_URL: cannot use db\.example\.com:5432\/fleet as role 'fms' \(XX000: pg says\)/);
    expect(lineOf({ code: '28P01' })).not.toContain('s3cret');
  });
});

describe('FMS_DATABASE_POOL', () => {
  it('is 10 when unset, a whole number from 1 to 1000 when set', () => {
    expect(poolSizeFrom(undefined)).toBe(10);
    expect(poolSizeFrom('')).toBe(10);
    expect(poolSizeFrom('25')).toBe(25);
    for (const bad of ['0', '1001', '2.5', 'ten', '-3']) expect(() => poolSizeFrom(bad), bad).toThrow(/^FMS_DATABASE_POOL must be a whole number of connections from 1 to 1000/);
  });
});
