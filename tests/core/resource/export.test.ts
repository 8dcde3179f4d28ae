import { describe, expect, it } from 'vitest';
import type { DownloadProgress } from '../../../src/core/http';
import { createExport } from '../../../src/core/resource';
import { deferred } from './deferred';

describe('createExport', () => {
  it('progress follows the bytes received, then the saved file name shows', async () => {
    const seen: Array<[number, number | null]> = [];
    const answer = deferred<{ status: number; data: { fileName: string; size: number } }>();
    let report!: DownloadProgress;
    const exporter = createExport((_input: { day: string }, onProgress) => {
      report = onProgress;
      return answer.promise;
    });
    const stop = exporter.$state.listen((s) => seen.push([s.loaded, s.total]));
    const done = exporter.start({ day: '2026-11-25' });
    report(0, 2048);
    report(1024, 2048);
    expect(exporter.$state.get()).toMatchObject({ running: true, loaded: 1024, total: 2048 });
    answer.resolve({ status: 0, data: { fileName: '匯出任務_2026-11-25.xlsx', size: 2048 } });
    expect(await done).toEqual({ ok: true, fileName: '匯出任務_2026-11-25.xlsx', size: 2048 });
    expect(exporter.$state.get()).toEqual({ running: false, loaded: 2048, total: 2048, fileName: '匯出任務_2026-11-25.xlsx', error: '' });
    expect(seen).toContainEqual([1024, 2048]);
    stop();
  });

  it('an unknown size is indeterminate: total stays null', async () => {
    const exporter = createExport(async (_: undefined, onProgress) => {
      onProgress(500, null);
      expect(exporter.$state.get()).toMatchObject({ running: true, loaded: 500, total: null });
      return { status: 0, data: { fileName: 'a.xlsx', size: 900 } };
    });
    await exporter.start(undefined);
  });

  it('an error answer shows the server message', async () => {
    const exporter = createExport(async () => ({ status: 4030001, message: '您沒有執行此操作的權限。' }));
    expect(await exporter.start(undefined)).toEqual({ ok: false, status: 4030001, message: '您沒有執行此操作的權限。' });
    expect(exporter.$state.get()).toMatchObject({ running: false, error: '您沒有執行此操作的權限。' });
  });

  it('cancelling aborts the request and leaves the state idle', async () => {
    let signal!: AbortSignal;
    const answer = deferred<{ status: number; message: string }>();
    const exporter = createExport((_: undefined, _progress, s) => {
      signal = s;
      return answer.promise;
    });
    const done = exporter.start(undefined);
    exporter.cancel();
    expect(signal.aborted).toBe(true);
    answer.resolve({ status: -1, message: '已取消' });
    await done;
    expect(exporter.$state.get()).toMatchObject({ running: false, error: '' });
  });
});
