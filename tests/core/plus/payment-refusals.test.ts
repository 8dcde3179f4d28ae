import { describe, expect, it } from 'vitest';
import { CARD_PAYMENT_REFUSALS, cardPaymentRefusal, PAYMENT_RETURN_MESSAGES, paymentReturnNotice } from '../../../src/core/plus';

describe('cardPaymentRefusal (issue 22: a card is charged only for an unpaid order)', () => {
  it.each([
    [0, 'start', null],
    [1, 'start', null],
    [2, 'start', CARD_PAYMENT_REFUSALS.confirming],
    [3, 'start', CARD_PAYMENT_REFUSALS.paid],
    [4, 'start', CARD_PAYMENT_REFUSALS.cancelled],
    [5, 'start', CARD_PAYMENT_REFUSALS.voided],
    [9, 'start', CARD_PAYMENT_REFUSALS.other],
    [0, 'capture', null],
    [1, 'capture', null],
    [2, 'capture', null],
    [3, 'capture', CARD_PAYMENT_REFUSALS.paid],
    [4, 'capture', CARD_PAYMENT_REFUSALS.cancelled],
    [5, 'capture', CARD_PAYMENT_REFUSALS.voided],
  ] as const)('status %i at %s → %s', (status, stage, expected) => {
    expect(cardPaymentRefusal(status, stage)).toBe(expected);
  });
});

describe('paymentReturnNotice (back from the provider, by the order as synced)', () => {
  it('a paid order is good news; a failed one says the card was declined', () => {
    expect(paymentReturnNotice('paid', 3)).toEqual({ text: PAYMENT_RETURN_MESSAGES.paid, tone: 'status' });
    expect(paymentReturnNotice('declined', 1)).toEqual({ text: PAYMENT_RETURN_MESSAGES.declined, tone: 'alert' });
  });

  it('issue 23: the customer\'s 取消付款 says nothing was charged and the order can be paid again or cancelled', () => {
    expect(paymentReturnNotice('cancelled', 1)).toEqual({ text: PAYMENT_RETURN_MESSAGES.cancelled, tone: 'alert' });
    expect(paymentReturnNotice('cancelled', null)).toEqual({ text: PAYMENT_RETURN_MESSAGES.cancelled, tone: 'alert' });
  });

  it('an order cancelled while its payment was open says nothing was charged and why, whatever the provider said', () => {
    expect(paymentReturnNotice('paid', 4)).toEqual({ text: `${CARD_PAYMENT_REFUSALS.notCharged}${CARD_PAYMENT_REFUSALS.cancelled}`, tone: 'alert' });
    expect(paymentReturnNotice('declined', 5).text).toContain(CARD_PAYMENT_REFUSALS.voided);
  });

  it('an order still unpaid says to look again later; without a synced order the provider\'s word is used', () => {
    expect(paymentReturnNotice('pending', 0)).toEqual({ text: PAYMENT_RETURN_MESSAGES.pending, tone: 'alert' });
    expect(paymentReturnNotice('declined', null)).toEqual({ text: PAYMENT_RETURN_MESSAGES.declined, tone: 'alert' });
  });
});
