import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { ServiceCheckout } from './service-checkout';

/**
 * `<fms-service-checkout>`: buys a plus service plan for trucks (spec 2.1, 2.11 'Service purchase',
 * 7.9, 7.10; P_P44): the service type, the cars available for it (a car in another open order
 * cannot be chosen), the plan with the total, then the invoice and card or ATM. A card payment goes
 * to the payment provider's page (only on the configured payment host) and comes back to
 * `return-url` (or `return-path`) with ?orderCode&paymentResult, where the element shows 付款成功,
 * 付款失敗 with 重新付款 (or, after 取消付款 on the provider's page, that nothing was charged), or
 * 訂單確認中; an ATM order shows its virtual account and due time. A card payment that cannot
 * start says why and offers 前往付款 again or 取消訂單, so no order keeps its cars unawares. The draft is kept in
 * session storage, so a reload loses nothing. Without `step` the element moves between its steps
 * by itself, which is how a partner page embeds it whole.
 *
 * Attributes: `step` — the step to show: overview (the app's car and its services, needs car-uid),
 *   service, cars, plan, confirm or payment; without it the element moves by itself (and opens the
 *   payment step when the page's query carries orderCode).
 *   `service-type` — a service type chosen already (video, coldChain, behavior, tpms).
 *   `car-uid` — the app's single car: the purchase is for it alone.
 *   `return-path` — the path of this site the card provider returns to; default the page's own path.
 *   `return-url` — the page the card provider returns to, absolute: on a partner's page its own URL
 *   (its origin listed in the console's FMS_PARTNER_ORIGINS; any other is refused), or the console's.
 *   Wins over return-path. Opened there with ?orderCode&paymentResult, the element shows the result.
 * Events: `checkoutstep` — detail {step, orderCode?, replace?}: the user moved to a step (or, with
 *   replace, the element went back to a step the draft still needs); a host maps it to its route.
 *   `orderplace` — detail {orderUid, orderCode, paymentMethod}: an order was placed (card: the
 *   browser goes to the provider next).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the checkout's box), `steps` (the step indicator), `table` (the cars table of the cars step).
 */
export const FmsServiceCheckout = toElement(ServiceCheckout, {
  shadow: 'open',
  props: { step: 'string', serviceType: 'string', carUid: 'string', returnPath: 'string', returnUrl: 'string' },
  events: {
    onCheckoutStep: { bubbles: true, composed: true },
    onOrderPlace: { bubbles: true, composed: true },
  },
});

defineElement('fms-service-checkout', FmsServiceCheckout);
