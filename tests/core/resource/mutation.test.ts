import { describe, expect, it } from 'vitest';
import { createMutation } from '../../../src/core/resource';
import { deferred } from './deferred';

describe('createMutation', () => {
  it('a success answers ok with the data', async () => {
    const save = createMutation(async (name: string) => ({ status: 0, data: { uid: 'u-1', name } }));
    expect(await save.send('王大明')).toEqual({ ok: true, data: { uid: 'u-1', name: '王大明' } });
  });

  it('a bad input answers the server message, field and status', async () => {
    const save = createMutation(async () => ({ status: 4000001, message: '手機格式錯誤', field: 'mobile' }));
    expect(await save.send(undefined)).toEqual({ ok: false, status: 4000001, message: '手機格式錯誤', field: 'mobile' });
  });

  it('an error without a message gets the status default in Traditional Chinese', async () => {
    const save = createMutation(async () => ({ status: 4090001 }));
    expect(await save.send(undefined)).toEqual({ ok: false, status: 4090001, message: '資料已存在或狀態不允許此操作。' });
  });

  it('sending is true while the call runs', async () => {
    const answer = deferred<{ status: number }>();
    const save = createMutation(() => answer.promise);
    const sent = save.send(undefined);
    expect(save.$sending.get()).toBe(true);
    answer.resolve({ status: 0 });
    await sent;
    expect(save.$sending.get()).toBe(false);
  });

  it('a call that throws answers a network error instead of throwing', async () => {
    const save = createMutation(async () => { throw new TypeError('boom'); }, '儲存個人資料失敗。');
    expect(await save.send(undefined)).toEqual({ ok: false, status: -1, message: '儲存個人資料失敗。' });
    expect(save.$sending.get()).toBe(false);
  });
});
