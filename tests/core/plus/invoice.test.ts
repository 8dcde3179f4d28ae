import { describe, expect, it } from 'vitest';
import { EMPTY_INVOICE, INVOICE_MESSAGES, invoiceOf, invoiceProblems, invoiceTypeName, type InvoiceDraft } from '../../../src/core/plus';

const draft = (over: Partial<InvoiceDraft>): InvoiceDraft => ({ ...EMPTY_INVOICE, email: 'billing@fleet-demo.tw', ...over });

describe('invoiceProblems', () => {
  it.each<[string, Partial<InvoiceDraft>, Record<string, string>]>([
    ['二聯式 with an e-mail', {}, {}],
    ['no e-mail', { email: 'billing' }, { email: INVOICE_MESSAGES.email }],
    ['三聯式 complete (valid 統一編號)', { invoiceType: 'triplicate', title: '好運物流', taxId: '04595257' }, {}],
    ['三聯式 without title and tax id', { invoiceType: 'triplicate' }, { title: INVOICE_MESSAGES.title, taxId: INVOICE_MESSAGES.taxId }],
    ['三聯式 with a bad checksum', { invoiceType: 'triplicate', title: 'X', taxId: '12345678' }, { taxId: INVOICE_MESSAGES.taxIdBad }],
    ['手機條碼 typed in lower case', { invoiceType: 'mobileBarcode', carrier: '/abc+123' }, {}],
    ['手機條碼 without the slash', { invoiceType: 'mobileBarcode', carrier: 'ABC12345' }, { carrier: INVOICE_MESSAGES.mobileBarcode }],
    ['自然人憑證', { invoiceType: 'citizenCert', carrier: 'AB12345678901234' }, {}],
    ['自然人憑證 too short', { invoiceType: 'citizenCert', carrier: 'AB1234' }, { carrier: INVOICE_MESSAGES.citizenCert }],
    ['捐贈 with a love code', { invoiceType: 'donation', loveCode: '168' }, {}],
    ['捐贈 with letters', { invoiceType: 'donation', loveCode: '16a' }, { loveCode: INVOICE_MESSAGES.loveCode }],
    ['fields of another type are not read', { invoiceType: 'duplicate', taxId: 'junk', carrier: 'junk' }, {}],
  ])('%s', (_, over, expected) => {
    expect(invoiceProblems(draft(over))).toEqual(expected);
  });
});

describe('invoiceOf', () => {
  it('keeps only the type\'s fields, trimmed, the carrier upper-cased', () => {
    expect(invoiceOf(draft({ invoiceType: 'mobileBarcode', carrier: ' /abc+123 ', taxId: '04595257' })))
      .toEqual({ invoiceType: 'mobileBarcode', email: 'billing@fleet-demo.tw', carrier: '/ABC+123' });
  });
  it('names the types as spec 7.9 lists them', () => {
    expect(['duplicate', 'triplicate', 'mobileBarcode', 'citizenCert', 'donation'].map(invoiceTypeName)).toEqual(['二聯式', '三聯式', '手機條碼', '自然人憑證', '捐贈']);
  });
});
