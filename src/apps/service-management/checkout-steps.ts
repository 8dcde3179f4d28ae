import { pathOfStep, stepOfPath } from '../../core/navigation/step-flow';
import { pathOf } from '../../core/pages/paths';
import { APP_PURCHASE_FLOW, WEB_PURCHASE_FLOW } from '../../core/plus/purchase';
import type { CheckoutStepDetail, ShownStep } from '../../elements/services/service-checkout/service-checkout';

/**
 * The purchase routes (spec 2.1): the web pages and the app's web views (spec 2.9) show the same
 * element at one step each, and the element's `checkoutstep` names the route to go to. The pages
 * of the steps are the flow tables' (core/plus/purchase.ts), declared once.
 */

/** Where the card provider brings the browser back. */
export const WEB_RETURN = pathOfStep(WEB_PURCHASE_FLOW, 'payment');
export const APP_RETURN = pathOf('purchaseAppRedirect');

export interface PurchasePage {
  app: boolean;
  step: ShownStep;
}

/** The page of a path, or null when the path is not a purchase page. */
export function purchasePageOf(path: string): PurchasePage | null {
  if (path === APP_RETURN) return { app: true, step: 'payment' };
  const app = stepOfPath(APP_PURCHASE_FLOW, path);
  if (app) return { app: true, step: app };
  const web = stepOfPath(WEB_PURCHASE_FLOW, path);
  return web ? { app: false, step: web } : null;
}

/** The route of a step the element moved to (the payment page carries the order code; the web has no overview: its first page). */
export function routeOfStep(app: boolean, detail: CheckoutStepDetail): { path: string; query: Record<string, string> } {
  const path = pathOfStep(app ? APP_PURCHASE_FLOW : WEB_PURCHASE_FLOW, detail.step);
  return { path, query: detail.orderCode ? { orderCode: detail.orderCode } : {} };
}
