import { AsyncLocalStorage } from 'node:async_hooks';
import type { Endpoint } from '../../../src/core/api/contract/endpoint';

/**
 * The operation log's safety net (issue 14: every change made in the console appears in /log).
 * Most write routes record their own entry with the words that fit (新增車輛 KEA-1001); the registrar
 * runs every call inside an audit scope, `recordOperation` marks the scope, and after a change that
 * recorded nothing the registrar records a generic entry named by AUDIT_LABELS (or the method). So a
 * new write route is logged without anyone remembering to.
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
 * POST calls that only read or look up (lists, exports, details, checks, previews): their names
 * end so by the contract's convention (tests/demo/writes/exempt-routes.ts READS must all match).
 */
const READ_ACTION = /^(list|export)|^(detail|factory|period|monthly|available|published|directions|canBeSettled|originalCycle|carInfo|checkSd|checkSerial|checkUnique|askMedia|getLink|byDriver|authorityList)$|List$|Export$|Detail$|Path$|Preview$|Template$|Status$/;

/**
 * Calls that change nothing the enterprise would look for in its log: signing out, marking notices
 * read, syncing; and making a report share link, whose route writes its own entry (issue 22, 22).
 */
const NOT_A_CHANGE = new Set(['auth.signOut', 'message.read', 'payment.syncOrderStatus', 'plus.validateOnceToken', 'report.share']);

/** Whether a call changes the enterprise's data, so that it belongs in the operation log. */
export function isChange(ep: Pick<Endpoint, 'id' | 'method' | 'kind' | 'auth'>): boolean {
  // Calls without a bearer token (sign-in, recovery, registration, key-only) are no signed-in user's change.
  if (ep.auth === 'none' || ep.auth === 'openApiKey') return false;
  if (ep.method === 'GET' || ep.kind === 'download' || NOT_A_CHANGE.has(ep.id)) return false;
  const action = ep.id.slice(ep.id.indexOf('.') + 1);
  return ep.method !== 'POST' || !READ_ACTION.test(action);
}

/** The words of the generic entry of a change whose route records none itself. */
export const AUDIT_LABELS: Readonly<Record<string, string>> = {
  'bulletin.publish': '發布系統公告',
  'bulletin.withdraw': '撤回系統公告',
  'message.settings': '修改通知設定',
  'voice.send': '傳送語音訊息',
  'video.request': '調閱影像',
  'task.updateByDriver': '回報任務進度',
  'plus.createOrder': '建立服務訂單',
  'plus.cancelOrder': '取消服務訂單',
  'plus.pendingOrder': '訂單改為待付款',
  'plus.setInvoice': '設定發票資料',
  'plus.exchange': '兌換服務序號',
  'payment.createPayment': '建立付款',
};

const VERB: Record<string, string> = { POST: '新增', PUT: '修改', PATCH: '修改', DELETE: '刪除' };

export function auditLabel(ep: Pick<Endpoint, 'id' | 'method'>): string {
  return AUDIT_LABELS[ep.id] ?? `${VERB[ep.method] ?? ep.method}（${ep.id}）`;
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
