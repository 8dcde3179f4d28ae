import { describe, expect, it, vi } from 'vitest';
import { ApiError, createItemResource } from '../../../src/core/resource';
import { deferred, listening } from './deferred';

describe('createItemResource', () => {
  it('the first subscriber loads the item', async () => {
    const load = vi.fn(async () => ({ uid: 'c-1' }));
    const item = createItemResource({ load });
    expect(load).not.toHaveBeenCalled();
    const stop = await listening(item.$state);
    expect(item.$state.get()).toEqual({ data: { uid: 'c-1' }, loading: false, error: '' });
    stop();
  });

  it('a stale answer is dropped when a reload overtakes it', async () => {
    const first = deferred<string>();
    let calls = 0;
    const item = createItemResource({ load: () => (++calls === 1 ? first.promise : Promise.resolve('new')) });
    const stop = await listening(item.$state);
    await item.reload();
    first.resolve('old');
    await first.promise;
    expect(item.$state.get().data).toBe('new');
    stop();
  });

  it('a failed reload keeps the data and shows the message', async () => {
    let fail = false;
    const item = createItemResource({
      load: async () => {
        if (fail) throw new ApiError(4040001, '找不到資料。');
        return 'car';
      },
    });
    const stop = await listening(item.$state);
    fail = true;
    await item.reload();
    expect(item.$state.get()).toEqual({ data: 'car', loading: false, error: '找不到資料。' });
    stop();
  });
});
