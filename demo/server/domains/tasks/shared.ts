import type { Principal, ServerContext } from '../../context';
import { useService, type NotifyInput } from '../../services';

/** Small helpers shared by the task and maintenance routes. */

/** Epoch ms of a timestamptz column (PGlite gives Date), or null. */
export function ms(value: Date | string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const t = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(t) ? t : null;
}

export const toDate = (value: number | null | undefined): Date | null => (value === null || value === undefined ? null : new Date(value));

/**
 * Notifications go through the comms domain when it offers them (looked up at call time). `codes`
 * limits them to the enterprise's users who hold one of the codes (the screen the notice is about),
 * drivers excepted.
 */
export async function notify(ctx: ServerContext, input: NotifyInput, codes?: readonly string[]): Promise<void> {
  const send = useService(ctx, 'comms.notify');
  if (!send) return;
  try {
    if (codes) {
      const users = await ctx.db.query<{ uid: string }>(
        `SELECT uid FROM users WHERE enterprise_uid = $1 AND role <> 'driver' AND NOT deleted AND enabled AND codes && $2::text[]`,
        [input.enterpriseUid, [...codes]],
      );
      if (!users.length) return;
      input = { ...input, userUids: users.map((u) => u.uid) };
    }
    await send(input);
  } catch (error) {
    ctx.log('[tasks] notify failed', error);
  }
}

/** Writes the operation log through the fleet domain, when it offers it. */
export async function recordOperation(ctx: ServerContext, user: Principal, action: string, target: string, detail?: object): Promise<void> {
  const record = useService(ctx, 'fleet.recordOperation');
  if (!record) return;
  try {
    await record(user, action, target, detail);
  } catch (error) {
    ctx.log('[tasks] recordOperation failed', error);
  }
}

