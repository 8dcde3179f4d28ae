export {
  bridgeReturnUrl, isPaymentHostUrl, PAYMENT_REDIRECT_REFUSED, PAYMENT_START_FAILED, paymentNotStartedText, paymentReturnOf,
  providerUrlOf, startCardPayment,
  type CardPaymentDeps, type CardPaymentOutcome, type PaymentReturn,
} from './card-payment';
export {
  CARD_PAYMENT_REFUSALS, cardPaymentRefusal, PAYMENT_RETURN_MESSAGES, PAYMENT_USER_CANCELLED, paymentReturnNotice, refusedText, type PaymentReturnNotice,
} from './payment-refusals';
export { HAND_OFF_FAILED, handOffOf, openPlusSession, type HandOffOutcome, type HandOffQuery } from './plus-session';
export {
  carrierLabel, draftOfInvoice, EMPTY_INVOICE, INVOICE_FIELD_LABELS, INVOICE_MESSAGES, INVOICE_TYPES, invoiceFieldsOf, invoiceOf,
  invoiceProblems, invoiceTypeName, type InvoiceDraft, type InvoiceField,
} from './invoice';
export {
  caretAfter, formatSerialInput, isSerialWellFormed, keptBefore, SERIAL_CHARS, SERIAL_NOT_FOUND, SERIAL_REFUSALS, SERIAL_STATE_LABELS,
  SERVICE_PERIOD_LABELS, SERVICE_SOURCE_LABELS, serialProblem, serialStateOf, servicePeriodOf, serviceSourceText,
  type SerialState, type ServicePeriodState, type ServiceSource,
} from './serial';
export {
  atmExpiredAt, ORDER_ACTION_LABELS, orderActionsOf, orderCancelQuestion, orderCarsText, orderListBody, REPURCHASE_MESSAGES, repurchaseOf,
  type OrderActions, type OrderFilters, type OrderListBody, type RepurchaseOutcome,
} from './orders';
