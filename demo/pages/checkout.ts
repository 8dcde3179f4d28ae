/**
 * A partner page that embeds the purchase element alone (issue 16): `fms-service-checkout` without
 * `step` runs the whole purchase by itself — service, cars, plan, invoice, card or ATM — and, after a
 * card payment, the provider brings the browser back to this page (its `return-url`, this page's
 * own address on the partner's origin, which the console lists in FMS_PARTNER_ORIGINS) with
 * ?orderCode&paymentResult, where the element shows the result. Loaded from the console by absolute URL (`?console=<origin>`,
 * default this page's origin) and signed in with the partner's own tokens, like partner.html.
 */
import { embedElements, showLoadError } from './partner-kit';

const status = document.getElementById('partner-status')!;

/** This page's own address without a previous return's answer: where the card provider comes back to. */
function ownReturnUrl(): string {
  const url = new URL(location.href);
  url.searchParams.delete('orderCode');
  url.searchParams.delete('paymentResult');
  url.hash = '';
  return url.href;
}

async function start(): Promise<void> {
  const fms = await embedElements(['fms-service-checkout']);

  document.addEventListener(fms.events.navRequest, (event) => {
    event.preventDefault();
    status.textContent = `要前往：${(event as CustomEvent<{ path: string }>).detail.path}`;
  });
  document.addEventListener('orderplace', (event) => {
    status.textContent = `已成立訂單：${(event as CustomEvent<{ orderCode: string }>).detail.orderCode}`;
  });
  const checkout = document.createElement('fms-service-checkout');
  checkout.setAttribute('return-url', ownReturnUrl());
  document.getElementById('checkout-slot')!.append(checkout);
}

start().catch(showLoadError(status));
