import type { Order } from '../../../core/api/contract/plus';
import { formatTaipei, formatTwd } from '../../../core/format';

/**
 * An ATM order's virtual account (spec 1 'payment by ATM'): the bank code, the account in groups of
 * four for reading aloud or copying, the amount and the due time. Text only, in a description list.
 */

export interface AtmAccountProps {
  atm: NonNullable<Order['atm']>;
  amount: number;
  /** Whether the due time has passed (the order then shows 付款失敗). */
  expired?: boolean;
}

/** '9123456789012345' → '9123 4567 8901 2345'. */
export const groupDigits = (account: string): string => account.replace(/(.{4})(?=.)/g, '$1 ');

export function AtmAccount({ atm, amount, expired = false }: AtmAccountProps) {
  return (
    <dl className="atm-account" aria-label="ATM 轉帳資訊">
      <dt>銀行代碼</dt>
      <dd>{atm.bankCode}</dd>
      <dt>轉帳帳號</dt>
      <dd className="atm-account-number">{groupDigits(atm.account)}</dd>
      <dt>應付金額</dt>
      <dd>{formatTwd(amount)}</dd>
      <dt>繳費期限</dt>
      <dd>
        {formatTaipei(atm.expiresAt, 'YYYY-MM-DD HH:mm')}
        {expired && <span className="atm-account-expired">（已逾期）</span>}
      </dd>
    </dl>
  );
}

export const ATM_ACCOUNT_CSS = `
.atm-account { display: grid; grid-template-columns: max-content 1fr; gap: var(--_space-1) var(--_space); margin: 0; }
.atm-account dt { color: var(--_muted); }
.atm-account dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.atm-account-number { font-variant-numeric: tabular-nums; letter-spacing: .04em; font-size: 1.125em; }
.atm-account-expired { color: var(--_danger); font-weight: 400; }
`;
