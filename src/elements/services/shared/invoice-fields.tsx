import type { InvoiceTypeCode } from '../../../core/api/contract/plus';
import {
  carrierLabel, INVOICE_FIELD_LABELS, INVOICE_TYPES, invoiceFieldsOf, type InvoiceDraft, type InvoiceField,
} from '../../../core/plus';
import { RadioGroup, TextInput } from '../../shared/ui';

/**
 * The invoice form of the plus pages (spec 2.11 'invoice forms'): the type as radios, then only that
 * type's fields. The draft is the caller's, and every field keeps its text when the type changes,
 * so switching back and forth loses nothing typed. Errors come from core `invoiceProblems`.
 */

export interface InvoiceFieldsProps {
  draft: InvoiceDraft;
  onDraftChange: (next: InvoiceDraft) => void;
  /** Problems to show, by field (after a submit attempt or from the server's field). */
  errors?: Partial<Record<InvoiceField, string>>;
  /** Prefix of the inputs' ids, so an error summary can link to them. */
  idPrefix?: string;
  disabled?: boolean;
}

const HINTS: Partial<Record<InvoiceField, string>> = {
  email: '電子發票開立後寄送至此信箱。',
  taxId: '8 碼數字。',
  loveCode: '受贈單位的 3 至 7 碼數字愛心碼。',
};

const CARRIER_HINTS: Partial<Record<InvoiceTypeCode, string>> = {
  mobileBarcode: '「/」開頭加 7 碼英數字，例如 /ABC+123。',
  citizenCert: '2 碼英文加 14 碼數字。',
};

const INPUT_ATTRS: Partial<Record<InvoiceField, { type?: 'email'; inputMode?: 'numeric' | 'email'; autoComplete?: string; maxLength: number }>> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 100 },
  title: { autoComplete: 'organization', maxLength: 100 },
  taxId: { inputMode: 'numeric', maxLength: 8 },
  carrier: { maxLength: 16 },
  loveCode: { inputMode: 'numeric', maxLength: 7 },
};

export function InvoiceFields({ draft, onDraftChange, errors = {}, idPrefix = 'invoice', disabled }: InvoiceFieldsProps) {
  const set = (field: InvoiceField, value: string) => onDraftChange({ ...draft, [field]: value });
  return (
    <div className="invoice-fields">
      <RadioGroup label="發票類型" required name={`${idPrefix}-type`} id={`${idPrefix}-invoiceType`} value={draft.invoiceType} disabled={disabled}
        options={INVOICE_TYPES.map((t) => ({ value: t.code, label: t.name }))}
        onValueChange={(value) => onDraftChange({ ...draft, invoiceType: value as InvoiceTypeCode })} />
      {invoiceFieldsOf(draft.invoiceType).map((field) => (
        <TextInput key={`${draft.invoiceType}-${field}`} id={`${idPrefix}-${field}`} required disabled={disabled}
          label={field === 'carrier' ? carrierLabel(draft.invoiceType) : INVOICE_FIELD_LABELS[field]}
          hint={field === 'carrier' ? CARRIER_HINTS[draft.invoiceType] : HINTS[field]}
          error={errors[field]} value={draft[field]} {...INPUT_ATTRS[field]}
          onChange={(event) => set(field, event.target.value)} />
      ))}
    </div>
  );
}
