import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Order, ServiceTypeCode } from '../../../core/api/contract/plus';
import type { PaymentMethodCode } from '../../../core/catalogue/orders';
import { paymentReturnOf, startCardPayment } from '../../../core/plus';
import { advance, blockedBy, flowStepOf, pathOfStep } from '../../../core/navigation/step-flow';
import {
  $purchaseDraft, APP_PURCHASE_FLOW, chooseServiceType, isDraftStarted, PURCHASE_MESSAGES, resetPurchaseDraft, setDraftCars, WEB_PURCHASE_FLOW,
  type CheckoutStep,
} from '../../../core/plus/purchase';
import { ATM_ACCOUNT_CSS } from '../shared';
import { BADGE_CSS, BUTTON_CSS, FieldError, ResourceError, FORM_CSS, LoadingState, StepIndicator, StepNav, STEP_FLOW_CSS, uiCss } from '../../shared/ui';
import { PAGE_KIT_CSS, useUnsavedChanges } from '../../shared/ui/page-kit';
import { AppOverview } from './app-overview';
import { CarsStep } from './cars-step';
import { planOf, typeOf, useCatalogue } from './catalogue';
import { CHECKOUT_CSS } from './checkout.css';
import { ConfirmStep } from './confirm-step';
import { PaymentStep } from './payment-step';
import { PlanStep } from './plan-step';
import { ServiceStep } from './service-step';
import { pathOf } from '../../../core/pages/paths';

/** A step the element shows: the purchase steps, the payment page, and the app's entry. */
export type ShownStep = CheckoutStep | 'overview';

export interface CheckoutStepDetail {
  step: ShownStep;
  /** The order whose payment page opens (step 'payment'). */
  orderCode?: string;
  /** True when the element went back to a step the draft still needs: replace the history entry. */
  replace?: boolean;
}

export interface OrderPlaceDetail {
  orderUid: string;
  orderCode: string;
  paymentMethod: PaymentMethodCode;
}

export interface ServiceCheckoutProps {
  /** The step to show; without it the element moves between its steps by itself. */
  step?: string;
  /** A service type chosen already (video, coldChain, behavior, tpms). */
  serviceType?: string;
  /** The app's single car (from the hand-off): the purchase is for it alone. */
  carUid?: string;
  /** Where the card provider sends the browser back; default the page's own path. */
  returnPath?: string;
  /**
   * The page the card provider sends the browser back to, absolute (a partner's page, on an origin
   * listed in FMS_PARTNER_ORIGINS, or the console's) or a path; wins over returnPath.
   */
  returnUrl?: string;
  onCheckoutStep?: (detail: CheckoutStepDetail) => void;
  onOrderPlace?: (detail: OrderPlaceDetail) => void;
}

/** The app's purchase (a car handed off) starts on the car's services; the console's on the service types. */
const flowOf = (carUid: string | undefined) => (carUid ? APP_PURCHASE_FLOW : WEB_PURCHASE_FLOW);
// Either flow's step: a host may ask for 'overview' without a car (the element then says so).
const stepOf = (value: string | undefined): ShownStep | null => flowStepOf(APP_PURCHASE_FLOW, value)?.step ?? null;
const search = () => new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

/** The step a self-moving element starts on: a provider's return or an order code opens the payment. */
function firstStep(carUid: string | undefined): ShownStep {
  const query = search();
  if (paymentReturnOf(query) || query.get('orderCode')) return 'payment';
  return carUid ? 'overview' : 'service';
}

export function ServiceCheckout({ step, serviceType, carUid, returnPath, returnUrl, onCheckoutStep, onOrderPlace }: ServiceCheckoutProps) {
  const draft = useStore($purchaseDraft);
  const catalogue = useCatalogue();
  const controlled = stepOf(step);
  const [ownStep, setOwnStep] = useState<ShownStep>(() => firstStep(carUid));
  // The order just placed: the element shows its payment while the host or the provider takes over.
  const [placed, setPlaced] = useState<{ code: string; redirecting: boolean } | null>(null);
  const [carsError, setCarsError] = useState('');
  const [planError, setPlanError] = useState('');
  const [startError, setStartError] = useState('');
  // Why the element went back to a step; kept while the host moves to that step's route.
  const [notice, setNotice] = useState('');
  const asked: ShownStep = placed ? 'payment' : controlled ?? ownStep;
  const flow = flowOf(carUid);
  const missing = blockedBy(flow, draft, asked);
  const shown: ShownStep = missing ? missing.step : asked;
  const rootRef = useRef<HTMLElement>(null);

  const leaving = useUnsavedChanges(isDraftStarted(draft) && shown !== 'payment' && shown !== 'overview',
    '尚未完成的購買內容會保留在此分頁，確定要離開購買流程嗎？',
    { stays: (to) => to.path.startsWith(pathOf('serviceManagement')), keptOnReload: true });

  function goTo(next: ShownStep, extra: Omit<CheckoutStepDetail, 'step'> = {}) {
    setNotice('');
    setCarsError('');
    setPlanError('');
    if (!controlled) setOwnStep(next);
    onCheckoutStep?.({ step: next, ...extra });
    rootRef.current?.scrollIntoView?.({ block: 'start' });
  }

  // A step opened without what it needs: the host is told to show the step the draft still needs.
  useEffect(() => {
    if (!missing) return;
    setNotice(missing.message);
    if (controlled) onCheckoutStep?.({ step: missing.step, replace: true });
  }, [controlled, missing?.step]);

  // A type chosen by the host; the app's draft holds its own car alone.
  useEffect(() => {
    if (serviceType && typeOf(catalogue, serviceType)) chooseServiceType(serviceType as ServiceTypeCode);
  }, [serviceType, !!catalogue.types]);
  useEffect(() => {
    if (carUid && draft.cars.some((c) => c.carUid !== carUid)) setDraftCars(draft.cars.filter((c) => c.carUid === carUid));
  }, [carUid]);

  const type = typeOf(catalogue, draft.serviceType);
  const plan = planOf(catalogue, draft.planUid);
  const availabilityPlan = plan?.uid ?? type?.plans[0]?.uid ?? '';
  const query = search();
  const returned = paymentReturnOf(query);
  const orderCode = placed?.code || returned?.orderCode || query.get('orderCode') || '';
  const ownPath = typeof location === 'undefined' ? '/' : location.pathname;
  const backTo = returnUrl || returnPath || ownPath;
  const orderHref = (order: Order) => `${pathOf(carUid ? 'serviceOrderAppDetail' : 'serviceOrderDetail')}?uid=${encodeURIComponent(order.uid)}`;

  async function whenPlaced(order: Order) {
    leaving.release();
    resetPurchaseDraft();
    onOrderPlace?.({ orderUid: order.uid, orderCode: order.code, paymentMethod: order.paymentMethod });
    if (order.paymentMethod === 'card') {
      setPlaced({ code: order.code, redirecting: true });
      const outcome = await startCardPayment(order.code, backTo);
      if (outcome.ok) return;
      setStartError(outcome.message);
    }
    setPlaced({ code: order.code, redirecting: false });
    goTo('payment', { orderCode: order.code });
  }

  function next() {
    // A plan the catalogue no longer sells counts as none.
    if (shown === 'plan' && !plan) return setPlanError(PURCHASE_MESSAGES.plan);
    const outcome = advance(flow, draft, shown);
    if (!outcome) return;
    if ('to' in outcome) return goTo(outcome.to);
    if (shown === 'cars') setCarsError(outcome.problem);
    else setPlanError(outcome.problem);
  }
  const needsCatalogue = shown === 'cars' || shown === 'plan' || shown === 'confirm';

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, FORM_CSS, BUTTON_CSS, BADGE_CSS, ATM_ACCOUNT_CSS, STEP_FLOW_CSS, CHECKOUT_CSS)}</style>
      <section className="checkout" part="base" ref={rootRef} aria-labelledby="checkout-heading">
        <StepIndicator table={flow} current={shown} label="購買步驟" />
        {/* The app's table holds every step the element shows, the overview included. */}
        <h2 id="checkout-heading">{flowStepOf(APP_PURCHASE_FLOW, shown)?.heading}</h2>
        {(missing?.message || notice) && <p className="checkout-notice" role="status">{missing?.message || notice}</p>}
        {type && (shown === 'cars' || shown === 'plan') && <p className="checkout-context">服務類型：{type.name}</p>}

        {shown === 'overview' && carUid && <AppOverview carUid={carUid} onBuy={() => goTo('service')} />}
        {shown === 'overview' && !carUid && <FieldError>請從車輛頁面開啟加值服務。</FieldError>}
        {shown === 'service' && (
          <ServiceStep catalogue={catalogue} chosen={draft.serviceType} onChoose={(t) => { chooseServiceType(t); goTo('cars'); }} />
        )}
        {needsCatalogue && !type && (catalogue.error
          ? <ResourceError message={catalogue.error} onRetry={catalogue.reload} />
          : catalogue.types ? <FieldError>{PURCHASE_MESSAGES.service}</FieldError> : <LoadingState text="載入加值服務中…" />)}
        {shown === 'cars' && type && availabilityPlan && (
          <CarsStep key={`${type.code}-${carUid ?? ''}`} draft={draft} planUid={availabilityPlan} fixedCar={carUid} error={carsError} />
        )}
        {shown === 'plan' && type && <PlanStep draft={draft} type={type} error={planError} />}
        {shown === 'confirm' && type && plan && <ConfirmStep draft={draft} type={type} plan={plan} onPlaced={whenPlaced} />}
        {shown === 'payment' && placed?.redirecting && <LoadingState text="正在前往付款頁面…" />}
        {shown === 'payment' && !placed?.redirecting && (
          <PaymentStep orderCode={orderCode} returned={placed ? null : returned?.result ?? null} returnPath={backTo} startError={startError} orderHref={orderHref}
            restartHref={pathOfStep(flow, 'service')} onRestart={() => { setPlaced(null); setStartError(''); goTo('service'); }} />
        )}

        <StepNav table={flow} current={shown} onBack={goTo} onNext={next} />
      </section>
      {leaving.dialog}
    </>
  );
}
