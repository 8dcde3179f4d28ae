import { useState, type FormEvent } from 'react';
import type { Order } from '../../../core/api/contract/plus';
import { setOrderInvoice } from '../../../core/api/plus';
import {
  carrierLabel, draftOfInvoice, INVOICE_FIELD_LABELS, invoiceFieldsOf, invoiceOf, invoiceProblems, invoiceTypeName,
  type InvoiceDraft, type InvoiceField,
} from '../../../core/plus';
import { InvoiceFields } from '../shared/invoice-fields';
import { Button, ErrorSummary } from '../../shared/ui';
import { useMutation } from '../../shared/ui/use-resource';

/**
 * An order's invoice (spec 2.11 'invoice forms', 7.9 PATCH /invoice): shown as pairs, and while the
 * order is 0, 1 or 2 changed through the shared invoice fields. Problems show on their field
 * (core invoiceProblems before sending, the server's field after), and nothing typed is lost.
 */

const FIELDS: readonly InvoiceField[] = ['email', 'title', 'taxId', 'carrier', 'loveCode'];

/** The server names a field as 'invoice.email' or 'email'. */
const fieldOf = (field: string | undefined): InvoiceField | null => {
  const name = (field ?? '').replace(/^invoice\./, '') as InvoiceField;
  return FIELDS.includes(name) ? name : null;
};

export function InvoiceSection({ order, editable, onSaved }: { order: Order; editable: boolean; onSaved: (order: Order) => void }) {
  const [draft, setDraft] = useState<InvoiceDraft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<InvoiceField, string>>>({});
  const [formError, setFormError] = useState('');
  const save = useMutation(setOrderInvoice, '發票資料儲存失敗，請稍後再試。');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft || save.sending) return;
    const problems = invoiceProblems(draft);
    setErrors(problems);
    setFormError('');
    if (Object.keys(problems).length > 0) return;
    const result = await save.send({ orderUid: order.uid, invoice: invoiceOf(draft) });
    if (!result.ok) {
      const field = fieldOf(result.field);
      if (field) setErrors({ [field]: result.message });
      else setFormError(result.message);
      return;
    }
    setDraft(null);
    onSaved(result.data);
  }

  const invoice = order.invoice;
  return (
    <section className="order-section" aria-labelledby="order-invoice-heading">
      <h3 id="order-invoice-heading">發票資料</h3>
      {!draft && (
        <>
          {invoice ? (
            <dl className="detail-list">
              <div className="detail-row"><dt>發票類型</dt><dd>{invoiceTypeName(invoice.invoiceType)}</dd></div>
              {invoiceFieldsOf(invoice.invoiceType).map((field) => (
                <div className="detail-row" key={field}>
                  <dt>{field === 'carrier' ? carrierLabel(invoice.invoiceType) : INVOICE_FIELD_LABELS[field]}</dt>
                  <dd>{invoice[field] || '—'}</dd>
                </div>
              ))}
            </dl>
          ) : <p className="muted">尚未填寫發票資料。</p>}
          {editable && <Button small onClick={() => { setDraft(draftOfInvoice(invoice)); setErrors({}); setFormError(''); }}>編輯發票</Button>}
        </>
      )}
      {draft && (
        <form className="invoice-form" aria-label="編輯發票" noValidate onSubmit={(e) => void submit(e)}>
          {Object.keys(errors).length > 0 && (
            <ErrorSummary errors={Object.entries(errors).map(([field, message]) => ({ fieldId: `order-invoice-${field}`, message: message! }))} />
          )}
          {formError && <p className="form-error" role="alert">{formError}</p>}
          <InvoiceFields draft={draft} onDraftChange={setDraft} errors={errors} idPrefix="order-invoice" disabled={save.sending} />
          <div className="form-actions">
            <Button onClick={() => setDraft(null)} disabled={save.sending}>取消</Button>
            <Button type="submit" variant="primary" loading={save.sending}>儲存發票</Button>
          </div>
        </form>
      )}
    </section>
  );
}
