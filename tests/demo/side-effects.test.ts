import { describe, expect, it } from 'vitest';
import type { ServerContext } from '../../demo/server/context';
import type { Principal } from '../../demo/server/auth/principal';
import { userReads } from '../../demo/server/domains/core/user-reads';
import { notifyUsers, provideService, recordOperation } from '../../demo/server/services';

/**
 * The failure behaviour of a write's side effects (services.ts afterWrite): a failing operation-log
 * write or notification never fails the user's write; it is logged and dropped.
 */
function fakeContext(users: Array<{ uid: string }> = []) {
  const logged: Array<{ message: string; detail: unknown }> = [];
  const ctx = {
    services: new Map(),
    log: (message: string, detail?: unknown) => logged.push({ message, detail }),
    db: { query: async () => users },
  } as unknown as ServerContext;
  return { ctx, logged };
}

const user: Principal = { userUid: 'u1', sessionUid: 's1', enterpriseUid: 'ent-a', name: 'demo-admin', zhName: '管理員', codes: [], role: 'admin' };
const input = { enterpriseUid: 'ent-a', category: 1, type: 'bind', code: 'carEnabled', title: '車輛納管完成', content: '…' };

describe('side effects of a write', () => {
  it('a failing operation-log write resolves and is logged with its action', async () => {
    const { ctx, logged } = fakeContext();
    provideService(ctx, 'fleet.recordOperation', async () => {
      throw new Error('disk full');
    });
    await expect(recordOperation(ctx, user, '新增車輛', 'KZZ-1001')).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(logged[0].message).toBe('[operation log 新增車輛] failed; the write it follows stands');
    expect((logged[0].detail as Error).message).toBe('disk full');
  });

  it('a failing notifier resolves and is logged with the notice type', async () => {
    const { ctx, logged } = fakeContext();
    provideService(ctx, 'comms.notify', async () => {
      throw new Error('socket down');
    });
    await expect(notifyUsers(ctx, input)).resolves.toBeUndefined();
    expect(logged.map((l) => l.message)).toEqual(['[notify bind] failed; the write it follows stands']);
  });

  it('a working recorder and notifier get their arguments and log nothing', async () => {
    const { ctx, logged } = fakeContext([{ uid: 'user-1' }, { uid: 'user-2' }]);
    const records: unknown[][] = [];
    const notices: unknown[] = [];
    // The holders of the codes come from the core's users (over the fake db's rows).
    provideService(ctx, 'core.users', userReads);
    provideService(ctx, 'fleet.recordOperation', async (...args) => {
      records.push(args);
    });
    provideService(ctx, 'comms.notify', async (n) => {
      notices.push(n);
      return [];
    });
    await recordOperation(ctx, user, '修改車輛', 'KZZ-1001', { uid: 'car-1' });
    await notifyUsers(ctx, input, ['P_P06']);
    expect(records).toEqual([[user, '修改車輛', 'KZZ-1001', { uid: 'car-1' }]]);
    expect(notices).toEqual([{ ...input, userUids: ['user-1', 'user-2'] }]);
    expect(logged).toEqual([]);
  });

  it('without the providing domain nothing is recorded or sent, and nothing fails', async () => {
    const { ctx, logged } = fakeContext();
    await expect(recordOperation(ctx, user, '新增車輛', 'KZZ-1001')).resolves.toBeUndefined();
    await expect(notifyUsers(ctx, input)).resolves.toBeUndefined();
    expect(logged).toEqual([]);
  });
});
