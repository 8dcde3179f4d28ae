import { SANDBOX_CARDS } from '../../../../../src/core/api/contract/payment';

/** The sandbox provider's card rules: the form's checks and the outcome of each test card. */

export type CardCheck =
  | { ok: true; outcome: 'paid' | 'declined'; last4: string }
  | { ok: false; field: 'cardNumber' | 'expiry' | 'cvc'; message: string };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const digitsOf = (card: string) => card.replace(/[\s-]/g, '');

/** Checks a card form; `now` decides whether the expiry (MM/YY) has passed. */
export function checkCard(input: { cardNumber: string; expiry: string; cvc: string }, now: number): CardCheck {
  const digits = digitsOf(input.cardNumber);
  if (!/^[0-9]{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, field: 'cardNumber', message: '卡號格式不正確。' };
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec(input.expiry.trim());
  if (!expiry) return { ok: false, field: 'expiry', message: '有效期限請以 MM/YY 填寫。' };
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
  if (endOfMonth <= now) return { ok: false, field: 'expiry', message: '此卡已過期。' };
  if (!/^[0-9]{3,4}$/.test(input.cvc.trim())) return { ok: false, field: 'cvc', message: '安全碼為卡片背面 3 碼數字。' };
  const last4 = digits.slice(-4);
  if (digits === digitsOf(SANDBOX_CARDS.success)) return { ok: true, outcome: 'paid', last4 };
  if (digits === digitsOf(SANDBOX_CARDS.declined)) return { ok: true, outcome: 'declined', last4 };
  return { ok: false, field: 'cardNumber', message: `測試環境只接受測試卡號（成功：${SANDBOX_CARDS.success}；拒絕：${SANDBOX_CARDS.declined}）。` };
}
