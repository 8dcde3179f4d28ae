import type { Invoice, InvoiceTypeCode } from '../api/contract/plus';
import { CARRIER_LABELS, INVOICE_FIELD_LABELS, INVOICE_TYPE_NAMES } from '../api/contract/vocabulary/invoices';
import { isEmail } from '../validation/contact';
import { isValidTaxId } from '../validation/tax-id';

/**
 * Invoice types and their rules (spec 2.11 'invoice forms', 7.9 invoice-type and PATCH /invoice):
 * which fields each type needs and what is wrong with a draft. The console checks a draft before it
 * is sent and the reference server checks the same rules, so a message reads the same on both.
 */

export type InvoiceField = 'email' | 'title' | 'taxId' | 'carrier' | 'loveCode';

/** The types with the fields each needs; the names are the vocabulary's. */
export const INVOICE_TYPES: ReadonlyArray<{ code: InvoiceTypeCode; name: string; fields: readonly InvoiceField[] }> = [
  { code: 'duplicate', name: INVOICE_TYPE_NAMES.duplicate, fields: ['email'] },
  { code: 'triplicate', name: INVOICE_TYPE_NAMES.triplicate, fields: ['email', 'title', 'taxId'] },
  { code: 'mobileBarcode', name: INVOICE_TYPE_NAMES.mobileBarcode, fields: ['email', 'carrier'] },
  { code: 'citizenCert', name: INVOICE_TYPE_NAMES.citizenCert, fields: ['email', 'carrier'] },
  { code: 'donation', name: INVOICE_TYPE_NAMES.donation, fields: ['email', 'loveCode'] },
];

export { INVOICE_FIELD_LABELS };

/** The carrier label by type: a phone barcode or a citizen certificate. */
export const carrierLabel = (type: InvoiceTypeCode): string =>
  (type === 'citizenCert' || type === 'mobileBarcode' ? CARRIER_LABELS[type] : INVOICE_FIELD_LABELS.carrier);

export const invoiceFieldsOf = (type: InvoiceTypeCode): readonly InvoiceField[] =>
  INVOICE_TYPES.find((t) => t.code === type)?.fields ?? ['email'];

export const invoiceTypeName = (type: string): string => INVOICE_TYPES.find((t) => t.code === type)?.name ?? type;

/** A draft as typed: every field a string, whatever the type. */
export type InvoiceDraft = { invoiceType: InvoiceTypeCode } & Record<InvoiceField, string>;

export const EMPTY_INVOICE: InvoiceDraft = { invoiceType: 'duplicate', email: '', title: '', taxId: '', carrier: '', loveCode: '' };

export const INVOICE_MESSAGES = {
  email: '請輸入有效的電子郵件，發票將寄送至此信箱。',
  title: '三聯式發票須填寫抬頭。',
  titleLong: '發票抬頭最多 100 字。',
  taxId: '三聯式發票須填寫統一編號。',
  taxIdBad: '統一編號為 8 碼數字，請確認是否輸入正確。',
  mobileBarcode: '手機條碼格式為「/」加 7 碼英數字。',
  citizenCert: '自然人憑證條碼格式為 2 碼英文加 14 碼數字。',
  loveCode: '愛心碼為 3 至 7 碼數字。',
} as const;

/** The problems of a draft by field (empty when it can be sent); only the type's fields are read. */
export function invoiceProblems(draft: Partial<InvoiceDraft> & { invoiceType: InvoiceTypeCode }): Partial<Record<InvoiceField, string>> {
  const problems: Partial<Record<InvoiceField, string>> = {};
  const value = (field: InvoiceField) => (draft[field] ?? '').trim();
  if (!isEmail(value('email'))) problems.email = INVOICE_MESSAGES.email;
  switch (draft.invoiceType) {
    case 'triplicate':
      if (!value('title')) problems.title = INVOICE_MESSAGES.title;
      else if (value('title').length > 100) problems.title = INVOICE_MESSAGES.titleLong;
      if (!value('taxId')) problems.taxId = INVOICE_MESSAGES.taxId;
      else if (!isValidTaxId(value('taxId'))) problems.taxId = INVOICE_MESSAGES.taxIdBad;
      break;
    case 'mobileBarcode':
      if (!/^\/[0-9A-Z.+-]{7}$/.test(value('carrier').toUpperCase())) problems.carrier = INVOICE_MESSAGES.mobileBarcode;
      break;
    case 'citizenCert':
      if (!/^[A-Z]{2}[0-9]{14}$/.test(value('carrier').toUpperCase())) problems.carrier = INVOICE_MESSAGES.citizenCert;
      break;
    case 'donation':
      if (!/^[0-9]{3,7}$/.test(value('loveCode'))) problems.loveCode = INVOICE_MESSAGES.loveCode;
      break;
    default:
      break;
  }
  return problems;
}

/** The invoice a valid draft sends: only its type's fields, trimmed (carriers upper-cased). */
export function invoiceOf(draft: Partial<InvoiceDraft> & { invoiceType: InvoiceTypeCode }): Invoice {
  const invoice: Invoice = { invoiceType: draft.invoiceType, email: (draft.email ?? '').trim() };
  for (const field of invoiceFieldsOf(draft.invoiceType)) {
    if (field === 'email') continue;
    const raw = (draft[field] ?? '').trim();
    invoice[field] = field === 'carrier' ? raw.toUpperCase() : raw;
  }
  return invoice;
}

/** A draft from a stored invoice (editing an order's invoice), every other field empty. */
export const draftOfInvoice = (invoice: Invoice | null | undefined): InvoiceDraft =>
  (invoice ? { ...EMPTY_INVOICE, ...invoice } : { ...EMPTY_INVOICE });
