import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedAsNotFound, startWalk, type Walk } from './walk';
import { WRITE_CASES } from './write-cases';

/**
 * The control of the cross-enterprise walk (issue 10, 5): the very same calls, with the caller's own
 * records in place of A's, are not refused as not found. So when the walk sees a refusal, it is A's
 * uid that was refused, not a body the route would have refused anyway.
 */
let w: Walk;
beforeAll(async () => {
  w = await startWalk();
});
afterAll(() => w.t.close());

describe('the walked calls with the caller\'s own uids (issue 10, 5)', () => {
  it('every walked call, sent with B\'s records in place of A\'s, finds them', async () => {
    const wrong: string[] = [];
    for (const ep of w.routes) {
      for (const call of WRITE_CASES[ep.id](w.own, w.own, w.t.app.ctx.now())) {
        const res = await w.send(ep, call);
        if (refusedAsNotFound(res, call) || res.statusCode >= 500) wrong.push(`${ep.id} (${call.tries}): ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
