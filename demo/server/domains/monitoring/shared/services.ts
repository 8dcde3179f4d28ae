import type { Principal, ServerContext } from '../../../context';

/** The comms domain's notifier (it may be absent, e.g. in a test without comms: then nobody is told). */
export interface NotifyInput {
  enterpriseUid: string;
  userUids?: string[];
  category: number;
  type: string;
  code: string;
  title: string;
  content: string;
  includeDtcA?: boolean;
  data?: Record<string, unknown>;
  /** When it happened (ms); now when absent. */
  at?: number;
}
type Notify = (input: NotifyInput) => Promise<void>;
type RecordOperation = (user: Principal, action: string, target: string, detail?: object) => Promise<void>;

export async function notify(ctx: ServerContext, input: NotifyInput): Promise<void> {
  const fn = ctx.services.get('comms.notify') as Notify | undefined;
  if (!fn) return;
  try {
    await fn(input);
  } catch (error) {
    ctx.log('[monitoring] notify failed', error);
  }
}

/** Records a change in the operation log when the fleet domain offers it. */
export async function recordOperation(ctx: ServerContext, user: Principal, action: string, target: string, detail?: object): Promise<void> {
  const fn = ctx.services.get('fleet.recordOperation') as RecordOperation | undefined;
  if (fn) await fn(user, action, target, detail);
}
