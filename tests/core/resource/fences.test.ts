import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../../src/core/http';
import { $fences, refreshFences } from '../../../src/core/resource';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { settle } from './deferred';

const fenceOf = (n: number) => ({ uid: `fen-${n}`, name: `圍籬 ${n}` });

/** fence/v0/list over `total` fences, paged as the server pages; records each body asked. */
function serveFences(total: number) {
  const asked: Array<{ offset: number; limit: number }> = [];
  setFetch(vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { offset: number; limit: number };
    asked.push(body);
    const list = Array.from({ length: Math.max(0, Math.min(body.limit, total - body.offset)) }, (_, i) => fenceOf(body.offset + i + 1));
    return new Response(JSON.stringify({ status: 0, data: { total, offset: body.offset, limit: body.limit, list } }), { status: 200 });
  }) as unknown as typeof fetch);
  return asked;
}

afterEach(async () => {
  writeSession(EMPTY_SESSION);
  await refreshFences();
});

describe('$fences', () => {
  it('loads every fence page after page, for the first subscriber only', async () => {
    const asked = serveFences(2_300);
    writeSession({ ...EMPTY_SESSION, accessToken: 'access-1' });
    const stop = $fences.listen(() => undefined);
    await settle();
    expect(asked.map((b) => b.offset)).toEqual([0, 1000, 2000]);
    expect($fences.get().rows).toHaveLength(2_300);
    expect($fences.get().rows.at(-1)).toMatchObject({ uid: 'fen-2300' });
    stop();
  });

  it('signing out empties the fences', async () => {
    serveFences(3);
    writeSession({ ...EMPTY_SESSION, accessToken: 'access-1' });
    const stop = $fences.listen(() => undefined);
    await settle();
    expect($fences.get().options.map((o) => o.label)).toEqual(['圍籬 1', '圍籬 2', '圍籬 3']);
    writeSession(EMPTY_SESSION);
    expect($fences.get().rows).toEqual([]);
    stop();
  });
});
