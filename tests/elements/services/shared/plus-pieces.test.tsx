import { expect } from '@esm-bundle/chai';
import { useState } from 'react';
import { EMPTY_INVOICE, invoiceProblems, type InvoiceDraft } from '../../../../src/core/plus';
import { AtmAccount, ATM_ACCOUNT_CSS, InvoiceFields } from '../../../../src/elements/services/shared';
import { FORM_CSS } from '../../../../src/elements/shared/ui/form-field';
import { byName, cleanup, click, render, setValue } from '../../shared/ui/render';

afterEach(cleanup);

function InvoiceForm() {
  const [draft, setDraft] = useState<InvoiceDraft>(EMPTY_INVOICE);
  const [errors, setErrors] = useState({});
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); setErrors(invoiceProblems(draft)); }}>
      <InvoiceFields draft={draft} onDraftChange={setDraft} errors={errors} />
      <button type="submit">送出</button>
    </form>
  );
}

describe('invoice fields', () => {
  it('shows only the chosen type\'s fields and keeps what was typed when the type changes back', async () => {
    const { shadow } = await render(<InvoiceForm />, FORM_CSS);
    expect(shadow.querySelectorAll('input[type="email"]').length).to.equal(1);
    expect(shadow.textContent).to.not.contain('統一編號');
    await click(byName(shadow, '三聯式', 'input'));
    await setValue(byName<HTMLInputElement>(shadow, '統一編號', 'input'), '04595257');
    await click(byName(shadow, '手機條碼', 'input'));
    expect(shadow.textContent).to.not.contain('統一編號');
    expect(shadow.querySelector<HTMLInputElement>('#invoice-carrier')!.labels![0].textContent).to.contain('手機條碼');
    await click(byName(shadow, '三聯式', 'input'));
    expect(byName<HTMLInputElement>(shadow, '統一編號', 'input').value).to.equal('04595257');
  });

  it('puts each problem on its field in Traditional Chinese', async () => {
    const { shadow } = await render(<InvoiceForm />, FORM_CSS);
    await click(byName(shadow, '三聯式', 'input'));
    await setValue(byName<HTMLInputElement>(shadow, '電子郵件', 'input'), 'billing');
    await click(byName(shadow, '送出'));
    const email = byName<HTMLInputElement>(shadow, '電子郵件', 'input');
    expect(email.value).to.equal('billing');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(shadow.getElementById(`${email.id}-error`)!.textContent).to.contain('電子郵件');
    expect(shadow.textContent).to.contain('三聯式發票須填寫抬頭。');
  });
});

describe('ATM account', () => {
  it('reads the bank code, the account in groups of four, the amount and the due time', async () => {
    const expiresAt = Date.UTC(2026, 10, 29, 15, 59);
    const { shadow } = await render(<AtmAccount atm={{ bankCode: '822', account: '91234567890123', expiresAt }} amount={3000} />, ATM_ACCOUNT_CSS);
    const text = [...shadow.querySelectorAll('dt, dd')].map((n) => n.textContent).join('|');
    expect(text).to.equal('銀行代碼|822|轉帳帳號|9123 4567 8901 23|應付金額|NT$ 3,000|繳費期限|2026-11-29 23:59');
  });
});
