export {
  isPaymentHostUrl, PAYMENT_REDIRECT_REFUSED, PAYMENT_START_FAILED, paymentReturnOf, startCardPayment,
  type CardPaymentDeps, type CardPaymentOutcome, type PaymentReturn,
} from './card-payment';
export { HAND_OFF_FAILED, handOffOf, openPlusSession, type HandOffOutcome, type HandOffQuery } from './plus-session';
