import { useRef, useState, type FormEvent } from 'react';
import { createOrder } from '../../../core/api/plus';
import type { Order, ServicePlan } from '../../../core/api/contract/plus';
import { formatTwd } from '../../../core/format';
import { invoiceOf, invoiceProblems, type InvoiceField } from '../../../core/plus';
import { PAYMENT_METHOD_LABELS, type PaymentMethodCode } from '../../../core/catalogue/orders';
import { choosePaymentMethod, orderTotal, setInvoiceDraft, type PurchaseDraft } from '../../../core/plus/purchase';
import { messageOf } from '../../../core/resource';
import { InvoiceFields } from '../shared';
import { Button, FieldError, RadioGroup } from '../../shared/ui';
import { monthsText, type CatalogueType } from './catalogue';

/**
 * Step 3 (/serviceManagement/step3, /serviceManagement/app/step3): what is bought (type, plan, cars,
 * total), the invoice, and card or ATM; 確認付款 checks the invoice, then places the order (POST order
 * with the invoice). A server error naming an invoice field lands on that field; nothing typed is lost.
 */

const INVOICE_FIELDS: readonly InvoiceField[] = ['email', 'title', 'taxId', 'carrier', 'loveCode'];

/** 'invoice.email' or 'email' → the invoice field it names, if any. */
export function invoiceFieldOf(field: string | undefined): InvoiceField | null {
  const name = (field ?? '').replace(/^invoice\.?/, '');
  return (INVOICE_FIELDS as readonly string[]).includes(name) ? (name as InvoiceField) : null;
}

export interface ConfirmStepProps {
  draft: PurchaseDraft;
  type: CatalogueType;
  plan: ServicePlan;
  onPlaced: (order: Order) => Promise<void>;
}

export function ConfirmStep({ draft, type, plan, onPlaced }: ConfirmStepProps) {
  const [errors, setErrors] = useState<Partial<Record<InvoiceField, string>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The first field named in an error takes focus, so a keyboard or screen-reader user lands on it.
  const focusField = (fields: InvoiceField[]) => {
    const first = INVOICE_FIELDS.find((f) => fields.includes(f));
    if (first) setTimeout(() => form.current?.querySelector<HTMLInputElement>(`#checkout-invoice-${first}`)?.focus(), 0);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems = invoiceProblems(draft.invoice);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFormError('請修正發票資料中標示的欄位。');
      focusField(Object.keys(problems) as InvoiceField[]);
      return;
    }
    setFormError('');
    setBusy(true);
    try {
      const body = await createOrder({ planUid: plan.uid, carUids: draft.cars.map((c) => c.carUid), paymentMethod: draft.paymentMethod, invoice: invoiceOf(draft.invoice) });
      if (body.status !== 0 || !body.data) {
        const field = invoiceFieldOf(body.field);
        const message = messageOf(body, '無法建立訂單，請稍後再試。');
        if (field) {
          setErrors({ [field]: message });
          focusField([field]);
        }
        setFormError(field ? '請修正發票資料中標示的欄位。' : message);
        return;
      }
      await onPlaced(body.data);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="confirm-step" noValidate aria-label="確認訂單" onSubmit={(e) => void submit(e)}>
      <section aria-labelledby="checkout-summary">
        <h3 id="checkout-summary">訂單內容</h3>
        <dl className="checkout-summary">
          <dt>服務類型</dt><dd>{type.name}</dd>
          <dt>方案</dt><dd>{plan.name}（{monthsText(plan.months)}）</dd>
          <dt>車輛</dt><dd>{draft.cars.map((c) => c.carNo).join('、')}（{draft.cars.length} 輛）</dd>
          <dt>單價</dt><dd>{formatTwd(plan.price)}／輛</dd>
          <dt>合計</dt><dd className="checkout-total-value">{formatTwd(orderTotal(plan.price, draft.cars.length))}</dd>
        </dl>
      </section>
      <section aria-labelledby="checkout-invoice">
        <h3 id="checkout-invoice">發票資料</h3>
        <InvoiceFields draft={draft.invoice} errors={errors} idPrefix="checkout-invoice" disabled={busy}
          onDraftChange={(next) => { setInvoiceDraft(next); }} />
      </section>
      <section aria-labelledby="checkout-pay">
        <h3 id="checkout-pay">付款方式</h3>
        <RadioGroup label="付款方式" required name="paymentMethod" id="checkout-paymentMethod" value={draft.paymentMethod} disabled={busy}
          hint={draft.paymentMethod === 'atm' ? '訂單成立後顯示轉帳帳號與繳費期限。' : '將前往付款服務的安全頁面刷卡。'}
          options={(Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethodCode[]).map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
          onValueChange={(m) => choosePaymentMethod(m as PaymentMethodCode)} />
      </section>
      {formError && <FieldError>{formError}</FieldError>}
      <div className="checkout-submit">
        <Button type="submit" variant="primary" loading={busy}>確認付款</Button>
      </div>
    </form>
  );
}
