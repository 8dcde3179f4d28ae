import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOffOf, HAND_OFF_FAILED, openPlusSession } from '../../../src/core/plus';
import { $session, storePlusAccessToken } from '../../../src/core/session';

afterEach(() => storePlusAccessToken(''));

describe('handOffOf', () => {
  it('reads carUid and onceToken', () => {
    expect(handOffOf(new URLSearchParams('carUid=car_1&onceToken=abc'))).toEqual({ carUid: 'car_1', onceToken: 'abc' });
  });
  it.each(['', 'carUid=car_1', 'onceToken=abc', `carUid=c&onceToken=${'x'.repeat(201)}`])('%s is no hand-off', (q) => {
    expect(handOffOf(new URLSearchParams(q))).toBeNull();
  });
});

describe('openPlusSession', () => {
  it('keeps the plus access token the one-time token was exchanged for', async () => {
    const validate = vi.fn(async () => ({ status: 0, data: { plusAccessToken: 'plus.jwt', carUid: 'car_1', expiresIn: 7200 } }));
    await expect(openPlusSession({ carUid: 'car_1', onceToken: 'abc' }, validate)).resolves.toEqual({ ok: true, carUid: 'car_1' });
    expect(validate).toHaveBeenCalledWith({ carUid: 'car_1', onceToken: 'abc' });
    expect($session.get().plusAccessToken).toBe('plus.jwt');
  });
  it('keeps nothing and explains when the token is spent', async () => {
    const validate = vi.fn(async () => ({ status: 4010000, message: '' }));
    await expect(openPlusSession({ carUid: 'car_1', onceToken: 'abc' }, validate)).resolves.toEqual({ ok: false, message: HAND_OFF_FAILED });
    expect($session.get().plusAccessToken).toBe('');
  });
});
