import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestBlob } from '../../../src/core/http/blob';
import { CALL_TIMEOUT_MS, FILE_TIMEOUT_MS, request, RETRY_DELAY_MS, setFetch, TIMEOUT_MESSAGE, toApiBody } from '../../../src/core/http/client';
import { $loading } from '../../../src/core/http/loading';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';

function answer(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;
}

/** A server that takes the request and never answers nor closes; the fetch ends only when aborted. */
function silent(): typeof fetch {
  return vi.fn((_url: unknown, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
  })) as unknown as typeof fetch;
}

afterEach(() => {
  writeSession(EMPTY_SESSION);
  vi.useRealTimers();
});

describe('request (spec 7.1)', () => {
  it('spec 7.1: a response is unwrapped to its body', async () => {
    setFetch(answer(200, { status: 0, data: { uid: 'c-1' } }));
    expect(await request({ method: 'GET', url: '/api/car/v0/c-1', auth: 'bearer' })).toEqual({ status: 0, data: { uid: 'c-1' } });
  });

  it.each([400, 401, 403, 404, 409, 500])('spec 7.1: on HTTP %i the server error body is returned to the caller', async (http) => {
    setFetch(answer(http, { status: 4000001, message: '欄位錯誤', field: 'name' }));
    expect(await request({ method: 'PATCH', url: '/api/x', auth: 'bearer', body: {} })).toEqual({ status: 4000001, message: '欄位錯誤', field: 'name' });
  });

  it('spec 8: an HTTP error without a JSON body gives the matching status with a message', async () => {
    setFetch(answer(500, '<html>Bad gateway</html>'));
    expect(await request({ method: 'GET', url: '/api/x', auth: 'bearer' })).toEqual({ status: 5000001, message: '系統發生錯誤，請稍後再試。' });
  });

  it('spec 7.1: a network failure returns a network-error body instead of throwing', async () => {
    setFetch(vi.fn(async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch);
    expect(await request({ method: 'POST', url: '/api/x', auth: 'none' })).toEqual({ status: -1, message: '無法連線到伺服器，請檢查網路後再試。' });
  });
});

describe('a call that gets no answer (issue 25: a server process killed as it took the request)', () => {
  it('ends after CALL_TIMEOUT_MS with a message, aborts its fetch and clears the loading overlay', async () => {
    vi.useFakeTimers();
    const fake = silent();
    setFetch(fake);
    const done = request({ method: 'POST', url: '/api/task/v0/list', auth: 'none', body: {}, loadingText: '讀取中' });
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    expect($loading.get().active).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toEqual({ status: -1, message: TIMEOUT_MESSAGE });
    expect(vi.mocked(fake).mock.calls[0][1]?.signal?.aborted).toBe(true);
    expect($loading.get().active).toBe(false);
  });

  it('a call sets its own timeout', async () => {
    vi.useFakeTimers();
    setFetch(silent());
    const done = request({ method: 'POST', url: '/api/x', auth: 'none', timeoutMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await done).toEqual({ status: -1, message: TIMEOUT_MESSAGE });
  });

  it('a GET with no answer is sent once more after RETRY_DELAY_MS, and the second answer is the result', async () => {
    vi.useFakeTimers();
    const fake = vi.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ status: 0, data: { uid: 'c-1' } })));
    setFetch(fake as unknown as typeof fetch);
    const done = request({ method: 'GET', url: '/api/car/v0/c-1', auth: 'none' });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(fake).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toEqual({ status: 0, data: { uid: 'c-1' } });
    expect(fake).toHaveBeenCalledTimes(2);
  });

  it('a GET that times out twice gives up after its second try', async () => {
    vi.useFakeTimers();
    const fake = silent();
    setFetch(fake);
    const done = request({ method: 'GET', url: '/api/x', auth: 'none' });
    await vi.advanceTimersByTimeAsync(2 * CALL_TIMEOUT_MS + RETRY_DELAY_MS);
    expect(await done).toEqual({ status: -1, message: TIMEOUT_MESSAGE });
    expect(fake).toHaveBeenCalledTimes(2);
  });

  it.each(['POST', 'PUT', 'DELETE'])('a %s is not repeated behind the user\'s back', async (method) => {
    vi.useFakeTimers();
    const fake = vi.fn(async () => { throw new TypeError('Failed to fetch'); });
    setFetch(fake as unknown as typeof fetch);
    const done = request({ method, url: '/api/x', auth: 'none', body: {} });
    await vi.advanceTimersByTimeAsync(10 * RETRY_DELAY_MS);
    expect((await done).status).toBe(-1);
    expect(fake).toHaveBeenCalledTimes(1);
  });

  it('a call the caller cancels ends at once as cancelled, and is not repeated', async () => {
    const fake = silent();
    setFetch(fake);
    const controller = new AbortController();
    const done = request({ method: 'GET', url: '/api/x', auth: 'none', signal: controller.signal });
    controller.abort();
    expect(await done).toEqual({ status: -1, message: '已取消' });
    expect(fake).toHaveBeenCalledTimes(1);
  });

  it('an answered call leaves no timer behind that could abort it later', async () => {
    vi.useFakeTimers();
    const fake = answer(200, { status: 0 });
    setFetch(fake);
    await request({ method: 'GET', url: '/api/x', auth: 'none' });
    expect(vi.getTimerCount()).toBe(0);
    expect(vi.mocked(fake).mock.calls[0][1]?.signal?.aborted).toBe(false);
  });

  it('a file whose answer does not begin within FILE_TIMEOUT_MS ends with the message (uploads and downloads wait longer)', async () => {
    vi.useFakeTimers();
    setFetch(silent());
    const done = requestBlob({ method: 'GET', url: '/api/voice/v0/x.mp3', auth: 'none' });
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
    let settled = false;
    void done.then(() => { settled = true; });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(FILE_TIMEOUT_MS - CALL_TIMEOUT_MS);
    expect(await done).toEqual({ status: -1, message: TIMEOUT_MESSAGE });
  });

  it('spec 7.1: requests are sent with credentials', async () => {
    const fake = answer(200, { status: 0 });
    setFetch(fake);
    await request({ method: 'GET', url: '/api/x', auth: 'none' });
    expect(vi.mocked(fake).mock.calls[0][1]?.credentials).toBe('include');
  });

  it('spec 7.1: the query is appended to the URL and the body sent as JSON', async () => {
    const fake = answer(200, { status: 0 });
    setFetch(fake);
    await request({ method: 'POST', url: '/api/message/v0/list', auth: 'bearer', query: { offset: 0, limit: 6 }, body: { categoryList: [1] } });
    const [url, init] = vi.mocked(fake).mock.calls[0];
    expect([url, init?.body]).toEqual(['/api/message/v0/list?offset=0&limit=6', '{"categoryList":[1]}']);
  });

  it('spec 6: a bearer request carries the session access token', async () => {
    writeSession({ ...EMPTY_SESSION, accessToken: 'acc-1' });
    const fake = answer(200, { status: 0 });
    setFetch(fake);
    await request({ method: 'GET', url: '/api/x', auth: 'bearer' });
    expect((vi.mocked(fake).mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer acc-1');
  });

  it('spec 2.11: the loading text shows while the request runs and goes away after', async () => {
    let seen: { active: boolean; text: string } | null = null;
    setFetch(vi.fn(async () => {
      seen = $loading.get();
      return new Response(JSON.stringify({ status: 0 }));
    }) as unknown as typeof fetch);
    await request({ method: 'GET', url: '/api/x', auth: 'none', loadingText: '讀取中' });
    expect([seen, $loading.get()]).toEqual([{ active: true, text: '讀取中' }, { active: false, text: '' }]);
  });

  it('spec 7.1: a 2xx body without a numeric status is wrapped as success', () => {
    expect(toApiBody(200, [1, 2])).toEqual({ status: 0, data: [1, 2] });
  });

  it('spec 7.3: a body with status 200 (the bulletin host) is passed on as is', () => {
    expect(toApiBody(200, { status: 200, data: [] })).toEqual({ status: 200, data: [] });
  });
});
