import type { Endpoint } from '../../../src/core/api/contract/endpoint';
import type { Principal } from '../auth/principal';
import type { ServerContext } from '../context';
import { afterWrite, recordOperation, useService } from '../services';
import { changesOf, readAuditRows, referencedUids, type AuditRow, type FieldChange } from './audit-rows';
import { auditLabel, auditTarget, runAudited } from './operation-audit';

export interface AuditInput {
  params?: unknown;
  body?: unknown;
  query?: unknown;
}

/** The uids a call names: its path's, and the body's uid, uids and carUid. */
export function inputUids(input: AuditInput): string[] {
  const p = (input.params ?? {}) as Record<string, unknown>;
  const b = (input.body ?? {}) as Record<string, unknown>;
  const uids = [
    ...Object.values(p), b.uid, b.carUid, b.orderUid, ...(Array.isArray(b.uids) ? b.uids : []),
  ].filter((v): v is string => typeof v === 'string' && v !== '');
  return [...new Set(uids)];
}

const resultUid = (result: unknown) => {
  const uid = (result as { uid?: unknown } | null)?.uid;
  return typeof uid === 'string' ? uid : null;
};

/**
 * A change call with its operation log (issue 14, 22): the rows the call names are read before it
 * runs, the call runs in an audit scope (a route that records nothing gets the generic entry), and
 * every entry written is then given the readable name of its target (a car number, an order code,
 * an account name, instead of a uid; the order a call created rather than its buyer) and the list
 * of what changed, field by field, read from the rows before and after. Routes need declare
 * nothing: each domain offers its tables and how to name them ('audit.targets', read by audit-rows.ts).
 */
export async function runAuditedChange<T>(
  ctx: ServerContext, ep: Endpoint, input: AuditInput, user: Principal | null, run: () => Promise<T>, succeeded: (result: T) => boolean,
): Promise<T> {
  const named = user ? inputUids(input) : [];
  const before = user ? await readAuditRows(ctx, user.enterpriseUid, named) : new Map<string, AuditRow>();
  const { result, recorded, entries } = await runAudited(run);
  if (!user || !succeeded(result)) return result;
  const generic: string[] = [];
  if (!recorded) {
    const operator = user.zhName || user.name;
    generic.push(...(await runAudited(() => recordOperation(ctx, user, auditLabel(ep), auditTarget(input, operator), { endpoint: ep.id }))).entries);
  }
  await afterWrite(ctx, `operation log names ${ep.id}`, () => describeEntries(ctx, user, { before, named, created: resultUid(result), entries, generic }));
  return result;
}

interface Written {
  before: ReadonlyMap<string, AuditRow>;
  named: readonly string[];
  created: string | null;
  entries: readonly string[];
  generic: readonly string[];
}

async function describeEntries(ctx: ServerContext, user: Principal, w: Written): Promise<void> {
  const all = [...w.entries, ...w.generic];
  const log = useService(ctx, 'fleet.operationLog');
  if (all.length === 0 || !log) return;
  const logged = await log.targets(ctx.db, all);
  const targetParts = logged.flatMap((l) => splitTarget(l.target));
  const after = await readAuditRows(ctx, user.enterpriseUid, [...new Set([...w.named, ...targetParts, ...(w.created ? [w.created] : [])])]);
  const refs = await readAuditRows(ctx, user.enterpriseUid, referencedUids([...w.before.values(), ...after.values()]));
  const names = new Map<string, string>();
  for (const map of [refs, after, w.before]) for (const [uid, row] of map) names.set(uid, row.name);
  for (const entry of logged) {
    const described = describeEntry(entry.target, w.generic.includes(entry.uid) ? w.created : null, w.named, names, w.before, after);
    if (!described) continue;
    await log.describe(ctx.db, entry.uid, described.target, described.detail);
  }
}

/** A target written as uids ('a,b' or 'a、b'). */
const splitTarget = (target: string) => target.split(/[,、]/).map((s) => s.trim()).filter(Boolean);

/** At most this many changes a row: a log line, not a dump. */
const MAX_CHANGES = 20;

/**
 * One entry's readable target and additions to its detail, or null to leave it: a target of uids
 * becomes their names; a generic entry that named only its caller names what the call created. The
 * changes are those of its target's rows, or, for a target a route already wrote readably (新增車輛
 * KEA-1001), of the rows the call named.
 */
export function describeEntry(
  target: string, created: string | null, named: readonly string[], names: ReadonlyMap<string, string>,
  before: ReadonlyMap<string, AuditRow>, after: ReadonlyMap<string, AuditRow>,
): { target: string; detail: { targetUids?: string[]; changes?: FieldChange[] } } | null {
  const parts = splitTarget(target);
  const uids = parts.length > 0 && parts.every((p) => names.has(p)) ? parts : created && names.has(created) ? [created] : null;
  const changed = uids ?? named.filter((u) => before.has(u));
  const changes = changed.flatMap((uid) => {
    const was = before.get(uid);
    const now = after.get(uid);
    if (!was || !now) return [];
    const own = changesOf(was, now, names);
    return changed.length > 1 ? own.map((c) => ({ ...c, field: `${names.get(uid)} ${c.field}` })) : own;
  }).slice(0, MAX_CHANGES);
  if (!uids && changes.length === 0) return null;
  return {
    target: uids ? uids.map((u) => names.get(u)!).join('、') : target,
    detail: { ...(uids ? { targetUids: uids } : {}), ...(changes.length ? { changes } : {}) },
  };
}
