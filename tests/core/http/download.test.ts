// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../../src/core/http/client';
import { fileNameOf, requestFile } from '../../../src/core/http/file';

describe('fileNameOf (Content-Disposition, RFC 6266)', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E5%8C%AF%E5%87%BA%E4%BB%BB%E5%8B%99_2026-11-25.xlsx", '匯出任務_2026-11-25.xlsx'],
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ["attachment; filename=\"plain.xlsx\"; filename*=UTF-8''%E4%B8%AD.xlsx", '中.xlsx'],
    ['attachment', null],
    [null, null],
  ])('%s gives %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

describe('requestFile', () => {
  const saved: string[] = [];
  afterEach(() => {
    saved.length = 0;
    vi.restoreAllMocks();
  });

  function captureSaves() {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  }

  it('saves under the server file name and reports the bytes as they arrive', async () => {
    captureSaves();
    const chunks = [new Uint8Array(3), new Uint8Array(2)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    setFetch(vi.fn(async () => new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': '5', 'Content-Disposition': "attachment; filename*=UTF-8''%E4%BF%9D%E4%BF%AE.xlsx" },
    })) as unknown as typeof fetch);
    const progress: Array<[number, number | null]> = [];
    const answer = await requestFile({ method: 'POST', url: '/api/x', auth: 'bearer', body: {} }, 'given.xlsx', (loaded, total) => progress.push([loaded, total]));
    expect(answer).toEqual({ status: 0, data: { fileName: '保修.xlsx', size: 5 } });
    expect(saved).toEqual(['保修.xlsx']);
    expect(progress).toEqual([[0, 5], [3, 5], [5, 5]]);
  });

  it('without a Content-Disposition name the given name is used', async () => {
    captureSaves();
    setFetch(vi.fn(async () => new Response('abc', { status: 200, headers: { 'Content-Type': 'text/csv' } })) as unknown as typeof fetch);
    const answer = await requestFile({ method: 'POST', url: '/api/x', auth: 'bearer', body: {} }, 'given.csv');
    expect(answer.data?.fileName).toBe('given.csv');
    expect(saved).toEqual(['given.csv']);
  });
});
