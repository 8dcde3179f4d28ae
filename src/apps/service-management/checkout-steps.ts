import type { CheckoutStepDetail, ShownStep } from '../../elements/service-checkout/service-checkout';
import { pathOf, type PageId } from '../../core/pages';

/**
 * The checkout's steps and their pages (spec 2.1): the web pages and the app's web views (spec 2.9)
 * show the same element at one step each, and the element's `checkoutstep` names the page to go to.
 */
const WEB = {
  service: 'serviceManagement',
  cars: 'purchaseCars',
  plan: 'purchasePlan',
  confirm: 'purchaseConfirm',
  payment: 'purchasePayment',
} as const satisfies Record<Exclude<ShownStep, 'overview'>, PageId>;

const APP = {
  overview: 'purchaseApp',
  service: 'purchaseAppPlans',
  cars: 'purchaseAppCars',
  plan: 'purchaseAppPlan',
  confirm: 'purchaseAppConfirm',
  payment: 'purchaseAppPayment',
} as const satisfies Record<ShownStep, PageId>;

/** Where the card provider brings the browser back. */
export const WEB_RETURN = pathOf(WEB.payment);
export const APP_RETURN = pathOf('purchaseAppRedirect');

export interface PurchasePage {
  app: boolean;
  step: ShownStep;
}

/** The step a page shows, or null when the page is not a purchase page. */
export function purchasePageOf(id: PageId | undefined): PurchasePage | null {
  if (id === 'purchaseAppRedirect') return { app: true, step: 'payment' };
  for (const [step, page] of Object.entries(APP)) if (page === id) return { app: true, step: step as ShownStep };
  for (const [step, page] of Object.entries(WEB)) if (page === id) return { app: false, step: step as ShownStep };
  return null;
}

/** The route of a step the element moved to (the payment page carries the order code). */
export function routeOfStep(app: boolean, detail: CheckoutStepDetail): { path: string; query: Record<string, string> } {
  const path = pathOf(app ? APP[detail.step] : WEB[detail.step === 'overview' ? 'service' : detail.step]);
  return { path, query: detail.orderCode ? { orderCode: detail.orderCode } : {} };
}
