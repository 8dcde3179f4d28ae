import { describe, expect, it, vi } from 'vitest';
import { ApiError, createListResource, type ListQuery } from '../../../src/core/resource';
import { deferred, listening } from './deferred';

type Filters = { keyword: string };
const rowsOf = (q: ListQuery<Filters>) => ({ rows: [`${q.filters.keyword}-${q.page}`], total: 42 });

describe('createListResource', () => {
  it('the first subscriber loads page 1 with the default page size and filters', async () => {
    const load = vi.fn(async (q: ListQuery<Filters>) => rowsOf(q));
    const list = createListResource({ load, filters: { keyword: 'a' } });
    expect(load).not.toHaveBeenCalled();
    const stop = await listening(list.$state);
    expect(load.mock.calls[0][0]).toEqual({ page: 1, pageSize: 10, offset: 0, limit: 10, filters: { keyword: 'a' } });
    expect(list.$state.get()).toMatchObject({ rows: ['a-1'], total: 42, page: 1, loading: false, error: '' });
    stop();
  });

  it('issue 24, 9: show before the first subscriber sets the view, and the first load asks for it alone', async () => {
    const load = vi.fn(async (q: ListQuery<Filters>) => rowsOf(q));
    const list = createListResource({ load, filters: { keyword: 'a' } });
    await list.show({ page: 3, pageSize: 20, filters: { keyword: 'b' } });
    expect(load).not.toHaveBeenCalled();
    const stop = await listening(list.$state);
    expect(load.mock.calls.map((c) => c[0])).toEqual([{ page: 3, pageSize: 20, offset: 40, limit: 20, filters: { keyword: 'b' } }]);
    await list.show({ page: 3, pageSize: 20, filters: { keyword: 'b' } });
    expect(load).toHaveBeenCalledTimes(1);
    await list.show({ page: 1, pageSize: 20, filters: { keyword: 'b' } });
    expect(list.$state.get()).toMatchObject({ page: 1, rows: ['b-1'] });
    stop();
  });

  it('setPage asks for that page at its offset', async () => {
    const load = vi.fn(async (q: ListQuery<Filters>) => rowsOf(q));
    const list = createListResource({ load, pageSize: 20, filters: { keyword: 'a' } });
    const stop = await listening(list.$state);
    await list.setPage(3);
    expect(load.mock.calls.at(-1)![0]).toMatchObject({ page: 3, offset: 40, limit: 20 });
    expect(list.$state.get().rows).toEqual(['a-3']);
    stop();
  });

  it('new filters or a new page size start again at page 1', async () => {
    const load = vi.fn(async (q: ListQuery<Filters>) => rowsOf(q));
    const list = createListResource({ load, filters: { keyword: 'a' } });
    const stop = await listening(list.$state);
    await list.setPage(4);
    await list.setFilters({ keyword: 'b' });
    expect(list.$state.get()).toMatchObject({ page: 1, filters: { keyword: 'b' }, rows: ['b-1'] });
    await list.setPage(2);
    await list.setPageSize(50);
    expect(load.mock.calls.at(-1)![0]).toMatchObject({ page: 1, pageSize: 50, offset: 0, limit: 50 });
    stop();
  });

  it('setting the same filters on page 1 asks nothing', async () => {
    const load = vi.fn(async (q: ListQuery<Filters>) => rowsOf(q));
    const list = createListResource({ load, filters: { keyword: 'a' } });
    const stop = await listening(list.$state);
    await list.setFilters({ keyword: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a late answer to an older request never overwrites the newer one, and its request is aborted', async () => {
    const first = deferred<{ rows: string[]; total: number }>();
    const signals: AbortSignal[] = [];
    const load = vi.fn((q: ListQuery<Filters>, signal: AbortSignal) => {
      signals.push(signal);
      return q.filters.keyword === 'slow' ? first.promise : Promise.resolve(rowsOf(q));
    });
    const list = createListResource({ load, filters: { keyword: 'slow' } });
    const stop = await listening(list.$state);
    await list.setFilters({ keyword: 'fast' });
    first.resolve({ rows: ['stale'], total: 1 });
    await first.promise;
    expect(list.$state.get()).toMatchObject({ rows: ['fast-1'], total: 42, loading: false });
    expect(signals[0].aborted).toBe(true);
    stop();
  });

  it('an error keeps the rows shown before and shows the server message', async () => {
    let fail = false;
    const load = vi.fn(async (q: ListQuery<Filters>) => {
      if (fail) throw new ApiError(4030001, '您沒有執行此操作的權限。');
      return rowsOf(q);
    });
    const list = createListResource({ load, filters: { keyword: 'a' } });
    const stop = await listening(list.$state);
    fail = true;
    await list.setPage(2);
    expect(list.$state.get()).toMatchObject({ rows: ['a-1'], loading: false, error: '您沒有執行此操作的權限。' });
    stop();
  });

  it('an unexpected failure shows a Traditional Chinese message of its own', async () => {
    const list = createListResource<string>({ load: async () => { throw new TypeError('boom'); }, errorText: '讀取通知失敗。' });
    const stop = await listening(list.$state);
    expect(list.$state.get().error).toBe('讀取通知失敗。');
    stop();
  });

  it('updateRows changes the rows in place without asking the server', async () => {
    const load = vi.fn(async () => ({ rows: [{ uid: 'm-1', read: false }], total: 1 }));
    const list = createListResource({ load });
    const stop = await listening(list.$state);
    list.updateRows((row) => ({ ...row, read: true }));
    expect(list.$state.get().rows).toEqual([{ uid: 'm-1', read: true }]);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });
});
