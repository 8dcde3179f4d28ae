import type { Principal, ServerContext } from '../../../context';
import { notifyUsers, useService, type NotifyInput } from '../../../services';

/** Tells users through the comms domain (it may be absent, e.g. in a test without comms: then nobody is told). */
export async function notify(ctx: ServerContext, input: NotifyInput): Promise<void> {
  await notifyUsers(ctx, input, 'monitoring');
}

/** Records a change in the operation log when the fleet domain offers it. */
export async function recordOperation(ctx: ServerContext, user: Principal, action: string, target: string, detail?: object): Promise<void> {
  const fn = useService(ctx, 'fleet.recordOperation');
  if (fn) await fn(user, action, target, detail);
}
