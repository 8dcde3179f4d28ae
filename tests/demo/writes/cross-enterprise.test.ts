import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from './enterprise-records';
import { EXEMPT_ROUTES } from './exempt-routes';
import { refusedAsNotFound, startWalk, type Walk } from './walk';
import { WRITE_CASES } from './write-cases';

/**
 * Issue 10, 5: every write route checks each uid of its path and body against the caller's
 * enterprise. The walk takes the routes from the server itself, so a new write route fails the
 * first test until it is given calls in write-cases.ts (or a reason in exempt-routes.ts).
 */
let w: Walk;
beforeAll(async () => {
  w = await startWalk();
});
afterAll(() => w.t.close());

describe('every write route refuses another enterprise\'s uids (issue 10, 5)', () => {
  it('every non-GET route the server registers is walked or exempted with a reason, and no entry is stale', () => {
    const ids = w.t.app.registrar.endpoints.filter((ep) => ep.method !== 'GET').map((ep) => ep.id);
    expect(ids.filter((id) => !(id in WRITE_CASES) && !(id in EXEMPT_ROUTES))).toEqual([]);
    expect(Object.keys(WRITE_CASES).filter((id) => id in EXEMPT_ROUTES)).toEqual([]);
    expect([...Object.keys(WRITE_CASES), ...Object.keys(EXEMPT_ROUTES)].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('every walked call names only records that exist: the caller\'s own, and A\'s', () => {
    const calls = w.routes.flatMap((ep) => WRITE_CASES[ep.id](w.other, w.own, w.t.app.ctx.now()));
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.filter((call) => JSON.stringify(call).includes('none-')).map((call) => call.tries)).toEqual([]);
  });

  it('every walked call is refused as not found, and leaves the database as it was', async () => {
    const wrong: string[] = [];
    let before = await databaseDigest(w.t.app.ctx.db);
    for (const ep of w.routes) {
      for (const call of WRITE_CASES[ep.id](w.other, w.own, w.t.app.ctx.now())) {
        const res = await w.send(ep, call);
        const after = await databaseDigest(w.t.app.ctx.db);
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (!refusedAsNotFound(res, call) || changed.length) {
          wrong.push(`${ep.id} (${call.tries}): ${res.statusCode} ${res.body.slice(0, 160)}${changed.length ? `; changed ${changed.join(', ')}` : ''}`);
        }
        before = after;
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
