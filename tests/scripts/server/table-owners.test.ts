import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { foreignSql, rowTypes, tablesOf } from './table-owners';

/**
 * Issue 24, 4: each server domain owns its tables. Only the domain whose migrations create a table
 * runs SQL against it; the others use the typed reads and writes its store offers. And each table
 * has one row type.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = 'demo/server';

/**
 * Still pending (issue 24, 4 is not finished): files with SQL against another domain's table, and
 * which tables. The list only shrinks: a file or table not listed fails, and so does an entry that
 * is no longer needed.
 */
const PENDING_SQL: Record<string, string[]> = {};

/** Still pending: tables with more than one row type (file#type), which may not grow. */
const PENDING_ROWS: Record<string, string[]> = {};

describe('server table ownership', () => {
  const tables = tablesOf(ROOT, SERVER);

  it('reads each table and its owner from the migrations', () => {
    expect(tables.get('cars')?.owner).toBe('fleet');
    expect(tables.get('users')?.owner).toBe('core');
    expect(tables.get('cars')?.columns.has('car_no')).toBe(true);
    // A column added by a later migration (core:005) counts.
    expect(tables.get('users')?.columns.has('activated')).toBe(true);
    expect(tables.size).toBeGreaterThan(30);
  });

  it('no domain runs SQL against a table another domain owns (beyond the pending list)', () => {
    const found: Record<string, string[]> = {};
    for (const { file, table } of foreignSql(ROOT, SERVER, tables)) (found[path.posix.relative(SERVER, file)] ??= []).push(table);
    for (const list of Object.values(found)) list.sort();
    expect(found).toEqual(PENDING_SQL);
  });

  it('declares one row type per table (beyond the pending list)', () => {
    const byTable: Record<string, string[]> = {};
    for (const { file, name, table } of rowTypes(ROOT, SERVER, tables)) (byTable[table] ??= []).push(`${path.posix.relative(SERVER, file)}#${name}`);
    const repeated = Object.fromEntries(Object.entries(byTable).filter(([, list]) => list.length > 1));
    expect(repeated).toEqual(PENDING_ROWS);
  });
});

describe('the table scan', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fms-tables-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('server/domains/a/migrations.ts', 'export const m = [{ id: "a:001", sql: `\n  CREATE TABLE things (\n    uid text PRIMARY KEY,\n    thing_no text NOT NULL,\n    owner_uid text\n  );\n  ALTER TABLE things ADD COLUMN made_at timestamptz;` }];\n');
  write('server/domains/b/migrations.ts', 'export const m = [{ id: "b:001", sql: `\n  CREATE TABLE others (\n    uid text PRIMARY KEY\n  );` }];\n');
  write('server/domains/a/store.ts', "export const q = 'SELECT thing_no FROM things';\nexport interface ThingRow { uid: string; thing_no: string; made_at: Date }\n");
  write('server/domains/b/reads.ts', [
    "// SELECT * FROM things in a comment is no SQL",
    "export const q = (w: string) => `SELECT o.uid FROM others o LEFT JOIN things t ON t.uid = o.uid WHERE ${w}`;",
    "export const page = { select: '*', from: 'things t' };",
    "export type Thing = { uid: string; thing_no: string; owner_uid: string | null };",
    "export interface Joined { uid: string; thing_no: string; other_a: string; other_b: string; other_c: string }",
  ].join('\n'));
  write('server/domains/b/clause.ts', "const from = `things t WHERE ${'x'}`;\nexport const OTHER_TABLES = 'others o';\nexport const page = { from };\n");
  write('server/shared.ts', "export const q = 'UPDATE things SET thing_no = $1';\n");
  const tables = tablesOf(dir, 'server');

  it('finds SQL against another domain\'s table in strings, templates and FROM clauses held apart (queryPage `from`, a `…_TABLES` constant), not in comments', () => {
    expect(tables.get('things')).toEqual({ owner: 'a', columns: new Set(['uid', 'thing_no', 'owner_uid', 'made_at']) });
    expect(foreignSql(dir, 'server', tables)).toEqual([
      { file: 'server/domains/b/clause.ts', table: 'things', owner: 'a' },
      { file: 'server/domains/b/reads.ts', table: 'things', owner: 'a' },
      { file: 'server/shared.ts', table: 'things', owner: 'a' },
    ]);
  });

  it('finds each row type of a table, not a join of several', () => {
    expect(rowTypes(dir, 'server', tables)).toEqual([
      { file: 'server/domains/a/store.ts', name: 'ThingRow', table: 'things' },
      { file: 'server/domains/b/reads.ts', name: 'Thing', table: 'things' },
    ]);
  });
});
