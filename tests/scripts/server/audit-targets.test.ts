import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServerContext } from '../../../demo/server/context';
import type { Domain } from '../../../demo/server/domain';
import { DOMAINS } from '../../../demo/server/domains';
import { coreDomain } from '../../../demo/server/domains/core';
import { readAuditRows } from '../../../demo/server/http/audit-rows';
import { useService } from '../../../demo/server/services';
import { tablesOf } from './table-owners';

/**
 * Issue 24, 4: the operation log names the rows of the tables the running server's domains offer
 * ('audit.targets'), each declared and read by the domain that owns the table.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The tables the log named before the targets moved to their owners (issue 22); none may go missing. */
const NAMED_TABLES = [
  'cars', 'users', 'plus_orders', 'maintenance_orders', 'tasks', 'task_schedules', 'maintenance_cycles', 'maintenance_records', 'fences',
  'common_routes', 'options',
];

/** A context on which domains publish their services; its db records the SQL it is given and finds nothing. */
function contextOf(domains: readonly Domain[]): { ctx: ServerContext; sql: string[] } {
  const sql: string[] = [];
  const db = { query: async (text: string) => { sql.push(text); return []; } };
  // provide() also subscribes to the messages between server processes (monitoring's simulator inbox): nothing arrives here.
  const realtime = { onServers: () => {}, answerServers: () => {}, toServers: () => {} };
  const ctx = { services: new Map<string, unknown>(), db, realtime } as unknown as ServerContext;
  for (const domain of domains) domain.provide?.(ctx);
  return { ctx, sql };
}

describe('audit targets (issue 24, 4)', () => {
  const owners = tablesOf(ROOT, 'demo/server');

  it('every table the log names is offered by exactly one domain, the one whose migrations create it', () => {
    const offered: Array<{ table: string; domain: string }> = [];
    for (const domain of DOMAINS) {
      const { ctx } = contextOf([domain]);
      for (const t of useService(ctx, 'audit.targets') ?? []) offered.push({ table: t.table, domain: domain.name });
    }
    expect(offered.map((o) => o.table).sort()).toEqual([...NAMED_TABLES].sort());
    for (const { table, domain } of offered) expect({ table, domain }).toEqual({ table, domain: owners.get(table)?.owner });
  });

  it('the whole server offers them all, each once', () => {
    const { ctx } = contextOf(DOMAINS);
    expect((useService(ctx, 'audit.targets') ?? []).map((t) => t.table).sort()).toEqual([...NAMED_TABLES].sort());
  });

  it('each target labels columns of its table and reads that table', async () => {
    for (const domain of DOMAINS) {
      const { ctx, sql } = contextOf([domain]);
      for (const target of useService(ctx, 'audit.targets') ?? []) {
        const columns = owners.get(target.table)!.columns;
        expect(Object.keys(target.fields).filter((c) => !columns.has(c)), target.table).toEqual([]);
        await target.read(ctx.db, 'ent-a', ['u-1']);
        expect(sql.at(-1), target.table).toMatch(new RegExp(`\\bFROM ${target.table} t\\b`));
      }
    }
  });

  it('a server without a domain reads none of its tables', async () => {
    const { ctx, sql } = contextOf([coreDomain]);
    expect(await readAuditRows(ctx, 'ent-a', ['u-1'])).toEqual(new Map());
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/\bFROM users t\b/);
  });
});
