import { describe, expect, it } from 'vitest';
import {
  draftOf, EMPTY_DRAFT, isCheckoutStep, isDraftStarted, missingStep, orderTotal, PURCHASE_MESSAGES, withCars, withServiceType,
  type PurchaseDraft,
} from '../../../src/core/plus/purchase';

const car = (n: number) => ({ carUid: `car-${n}`, carNo: `KEA-100${n}` });
const draft = (patch: Partial<PurchaseDraft> = {}): PurchaseDraft => ({ ...EMPTY_DRAFT, ...patch });

describe('orderTotal', () => {
  it.each([
    [300, 2, 600],
    [3000, 3, 9000],
    [300, 0, 0],
    [null, 2, 0],
    [undefined, 1, 0],
    [-5, 2, 0],
  ])('a plan of %s for %s cars costs %s', (price, cars, total) => {
    expect(orderTotal(price, cars)).toBe(total);
  });
});

describe('missingStep', () => {
  const full = draft({ serviceType: 'video', cars: [car(1)], planUid: 'plan-video-month' });
  it.each([
    ['service', draft(), null],
    ['payment', draft(), null],
    ['cars', draft(), { step: 'service', message: PURCHASE_MESSAGES.service }],
    ['cars', draft({ serviceType: 'video' }), null],
    ['plan', draft({ serviceType: 'video' }), { step: 'cars', message: PURCHASE_MESSAGES.cars }],
    ['plan', draft({ serviceType: 'video', cars: [car(1)] }), null],
    ['confirm', draft({ serviceType: 'video', cars: [car(1)] }), { step: 'plan', message: PURCHASE_MESSAGES.plan }],
    ['confirm', draft({ cars: [car(1)], planUid: 'p' }), { step: 'service', message: PURCHASE_MESSAGES.service }],
    ['confirm', full, null],
  ] as const)('opening %s with the draft goes to %j', (step, d, expected) => {
    expect(missingStep(d, step)).toEqual(expected);
  });
});

describe('draft changes', () => {
  it('another service type drops the cars and the plan but keeps the invoice', () => {
    const before = draft({ serviceType: 'video', cars: [car(1)], planUid: 'p', invoice: { ...EMPTY_DRAFT.invoice, email: 'a@b.tw' } });
    const after = withServiceType(before, 'tpms');
    expect(after).toMatchObject({ serviceType: 'tpms', cars: [], planUid: '' });
    expect(after.invoice.email).toBe('a@b.tw');
    expect(withServiceType(before, 'video')).toBe(before);
  });

  it('cars toggle on once and off again', () => {
    const one = withCars(draft(), [car(1), car(2)], true);
    expect(withCars(one, [car(2), car(3)], true).cars.map((c) => c.carUid)).toEqual(['car-1', 'car-2', 'car-3']);
    expect(withCars(one, [car(1)], false).cars).toEqual([car(2)]);
  });

  it('a draft is started once a car, a plan or an invoice field is chosen', () => {
    expect(isDraftStarted(draft({ serviceType: 'video' }))).toBe(false);
    expect(isDraftStarted(draft({ cars: [car(1)] }))).toBe(true);
    expect(isDraftStarted(draft({ invoice: { ...EMPTY_DRAFT.invoice, email: 'x' } }))).toBe(true);
  });
});

describe('draftOf', () => {
  it.each([
    [null, EMPTY_DRAFT],
    ['text', EMPTY_DRAFT],
    [{ cars: [{ carUid: 1 }, car(2)], paymentMethod: 'cash' }, { ...EMPTY_DRAFT, cars: [car(2)] }],
    [{ serviceType: 'video', planUid: 'p', paymentMethod: 'atm' }, { ...EMPTY_DRAFT, serviceType: 'video', planUid: 'p', paymentMethod: 'atm' }],
  ])('reads %j back safely', (stored, expected) => {
    expect(draftOf(stored)).toEqual(expected);
  });
});

describe('isCheckoutStep', () => {
  it.each([['service', true], ['cars', true], ['confirm', true], ['payment', true], ['step1', false], [undefined, false]])('%s → %s', (v, ok) => {
    expect(isCheckoutStep(v)).toBe(ok);
  });
});
