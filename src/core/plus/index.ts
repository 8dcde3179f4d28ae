export {
  isPaymentHostUrl, PAYMENT_REDIRECT_REFUSED, PAYMENT_START_FAILED, paymentReturnOf, startCardPayment,
  type CardPaymentDeps, type CardPaymentOutcome, type PaymentReturn,
} from './card-payment';
export { HAND_OFF_FAILED, handOffOf, openPlusSession, type HandOffOutcome, type HandOffQuery } from './plus-session';
export {
  carrierLabel, draftOfInvoice, EMPTY_INVOICE, INVOICE_FIELD_LABELS, INVOICE_MESSAGES, INVOICE_TYPES, invoiceFieldsOf, invoiceOf,
  invoiceProblems, invoiceTypeName, type InvoiceDraft, type InvoiceField,
} from './invoice';
export {
  atmExpiredAt, orderActionsOf, orderCarsText, orderListBody, PAYMENT_METHOD_LABELS, REPURCHASE_MESSAGES, repurchaseOf,
  type OrderActions, type OrderFilters, type OrderListBody, type RepurchaseOutcome,
} from './orders';
