import { AsyncLocalStorage } from 'node:async_hooks';
import type { Endpoint } from '../../../src/core/api/contract/endpoint';

/**
 * The operation log's safety net (issue 14: every change made in the console appears in /log).
 * Most write routes record their own entry with the words that fit (新增車輛 KEA-1001); the registrar
 * runs every call the contract declares logged inside an audit scope, `recordOperation` marks the
 * scope, and after a change that recorded nothing the registrar records a generic entry named by the
 * call's declared `audit` label (or its method). The contract test fails on a write a signed-in
 * caller makes that declares nothing, so a new write route is never left out unnoticed.
 */

interface AuditScope {
  recorded: boolean;
  /** The log rows written in the scope, which the hook then names and completes (audit-change.ts). */
  entries: string[];
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** Runs a call's handler in its own scope. */
export function runAudited<T>(run: () => Promise<T>): Promise<{ result: T; recorded: boolean; entries: string[] }> {
  const scope: AuditScope = { recorded: false, entries: [] };
  return scopes.run(scope, async () => ({ result: await run(), recorded: scope.recorded, entries: scope.entries }));
}

/** Called by recordOperation: this call has its entry. */
export function markRecorded(): void {
  const scope = scopes.getStore();
  if (scope) scope.recorded = true;
}

/** Called by the recorder with the log row it wrote in this call. */
export function noteEntry(uid: string): void {
  scopes.getStore()?.entries.push(uid);
}

/**
 * Whether a call belongs in the operation log: a write whose declaration says so (its `audit`, issue
 * 24, 5). Reads, writes without a signed-in caller (sign-in, recovery, registration) and writes the
 * log leaves out (signing out, marking read) declare none or false, and skip the audit scope.
 */
export function isChange(ep: Pick<Endpoint, 'effect' | 'audit'>): boolean {
  return ep.effect === 'write' && !!ep.audit;
}

const VERB: Record<string, string> = { POST: '新增', PUT: '修改', PATCH: '修改', DELETE: '刪除' };

/** The words of the generic entry: the call's declared label, else its method and id (新增（cars.create）). */
export function auditLabel(ep: Pick<Endpoint, 'id' | 'method' | 'audit'>): string {
  return typeof ep.audit === 'string' ? ep.audit : `${VERB[ep.method] ?? ep.method}（${ep.id}）`;
}

/**
 * What the generic entry names: the path's uid, the body's uids or name, the query's cars; else the
 * operator (a call that names nothing acts on the caller's own account, e.g. notification settings).
 */
export function auditTarget(input: { params?: unknown; body?: unknown; query?: unknown }, operator: string): string {
  const p = (input.params ?? {}) as Record<string, unknown>;
  const b = (input.body ?? {}) as Record<string, unknown>;
  const q = (input.query ?? {}) as Record<string, unknown>;
  const first = Object.values(p).find((v) => typeof v === 'string');
  if (typeof first === 'string') return first;
  if (Array.isArray(b.uids)) return b.uids.join('、');
  for (const key of ['name', 'title', 'uid', 'carUid', 'orderCode', 'orderUid', 'serialNo']) if (typeof b[key] === 'string') return b[key] as string;
  if (typeof q.carUids === 'string') return q.carUids;
  return operator;
}
