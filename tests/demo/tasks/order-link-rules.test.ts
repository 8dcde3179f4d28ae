import { describe, expect, it } from 'vitest';
import { canMove, repeatsOrder } from '../../../demo/server/domains/maintenance/maintenance-order-link';

/** The pure rules of a maintenance order's status and repeats (spec 4; issue 22 point 4). */

describe('canMove', () => {
  it.each([
    ['open', 'processing', true], ['open', 'done', true], ['open', 'cancelled', true], ['processing', 'done', true],
    ['processing', 'processing', true], ['processing', 'open', false], ['done', 'processing', false], ['done', 'done', false],
    ['cancelled', 'open', false],
  ] as const)('%s → %s is %s', (from, to, allowed) => expect(canMove(from, to)).toBe(allowed));
});

describe('repeatsOrder', () => {
  const held = {
    uid: 'o-1', cycle_uid: 'c-1', items: ['a', 'b'], scheduled_at: new Date(1_000), factory_name: '五股廠', cost: 500, note: '',
  };
  it.each([
    [{}, true],
    [{ items: ['b', 'a'], cost: 500, scheduledAt: 1_000, factoryName: '五股廠', originalCycleUid: 'c-1', note: '' }, true],
    [{ cost: 600 }, false],
    [{ items: ['a'] }, false],
    [{ scheduledAt: null }, false],
    [{ originalCycleUid: null }, false],
    [{ note: '改' }, false],
  ])('the edit %j repeats it: %s', (edit, repeats) => expect(repeatsOrder(held, edit)).toBe(repeats));
});
