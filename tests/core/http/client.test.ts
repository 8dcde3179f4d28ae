import { afterEach, describe, expect, it, vi } from 'vitest';
import { request, setFetch, toApiBody } from '../../../src/core/http/client';
import { $loading } from '../../../src/core/http/loading';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';

function answer(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;
}

afterEach(() => writeSession(EMPTY_SESSION));

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
    expect((await request({ method: 'GET', url: '/api/x', auth: 'none' })).status).toBe(-1);
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
