/**
 * Invoice words (spec 2.11 'invoice forms', 7.9 invoice-type): the types' names as the server lists
 * them, and the fields' labels as the purchase and order pages show them.
 */

/** Invoice types by code (the contract's InvoiceTypeCode), as 7.9 invoice-type names them. */
export const INVOICE_TYPE_NAMES = {
  duplicate: '二聯式',
  triplicate: '三聯式',
  mobileBarcode: '手機條碼',
  citizenCert: '自然人憑證',
  donation: '捐贈',
} as const;

/** The invoice fields' labels. */
export const INVOICE_FIELD_LABELS = {
  email: '電子郵件',
  title: '發票抬頭',
  taxId: '統一編號',
  carrier: '載具號碼',
  loveCode: '愛心碼',
} as const;

/** The carrier field's label for the two carrier types: the phone barcode is the type's own name. */
export const CARRIER_LABELS = { mobileBarcode: INVOICE_TYPE_NAMES.mobileBarcode, citizenCert: '自然人憑證條碼' } as const;
