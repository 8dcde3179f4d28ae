import type { CheckoutStepDetail, ShownStep } from '../../elements/service-checkout/service-checkout';

/**
 * The purchase routes (spec 2.1) and the checkout's steps: the web pages and the app's web views
 * (spec 2.9) show the same element at one step each, and the element's `checkoutstep` names the
 * route to go to.
 */
const WEB: Record<Exclude<ShownStep, 'overview'>, string> = {
  service: '/serviceManagement',
  cars: '/serviceManagement/step1',
  plan: '/serviceManagement/step2',
  confirm: '/serviceManagement/step3',
  payment: '/serviceManagement/payment',
};

const APP: Record<ShownStep, string> = {
  overview: '/serviceManagement/app',
  service: '/serviceManagement/app/plans',
  cars: '/serviceManagement/app/step1',
  plan: '/serviceManagement/app/step2',
  confirm: '/serviceManagement/app/step3',
  payment: '/serviceManagement/app/payment',
};

/** Where the card provider brings the browser back. */
export const WEB_RETURN = WEB.payment;
export const APP_RETURN = '/serviceManagement/app/redirect';

export interface PurchasePage {
  app: boolean;
  step: ShownStep;
}

/** The page of a path, or null when the path is not a purchase page. */
export function purchasePageOf(path: string): PurchasePage | null {
  if (path === APP_RETURN) return { app: true, step: 'payment' };
  for (const [step, route] of Object.entries(APP)) if (route === path) return { app: true, step: step as ShownStep };
  for (const [step, route] of Object.entries(WEB)) if (route === path) return { app: false, step: step as ShownStep };
  return null;
}

/** The route of a step the element moved to (the payment page carries the order code). */
export function routeOfStep(app: boolean, detail: CheckoutStepDetail): { path: string; query: Record<string, string> } {
  const path = app ? APP[detail.step] : WEB[detail.step === 'overview' ? 'service' : detail.step];
  return { path, query: detail.orderCode ? { orderCode: detail.orderCode } : {} };
}
