import { atom, type ReadableAtom } from 'nanostores';
import type { ServiceTypeCode } from '../api/contract/plus';
import type { PaymentMethodCode } from '../catalogue/orders';
import { PURCHASE_STEP_WORDS, type PurchaseFlowStep } from '../api/contract/vocabulary';
import { blockedBy, isFlowStep, type StepTable } from '../navigation/step-flow';
import { pathOf } from '../pages/paths';
import { readJson, removeKey, writeJson } from '../storage';
import { EMPTY_INVOICE, type InvoiceDraft } from './invoice';

/**
 * The purchase of a plus service plan (spec 2.1, 2.11 'Service purchase'): the draft that the
 * steps fill one after another — the service type (/serviceManagement), the cars (step 1), the plan
 * (step 2), then the invoice and the payment method (step 3). It lives in a core store so that every
 * step (an element of its own root, a route of its own) reads the same draft, and in session
 * storage (nothing secret in it) so that a reload of step 2 or 3 keeps it. The decisions are pure
 * functions below the store.
 */

export interface DraftCar {
  carUid: string;
  carNo: string;
}

export interface PurchaseDraft {
  serviceType: ServiceTypeCode | '';
  cars: DraftCar[];
  planUid: string;
  invoice: InvoiceDraft;
  paymentMethod: PaymentMethodCode;
}

/** A step of the purchase; 'payment' follows an order placed and needs no draft, 'overview' is the app's entry. */
export type CheckoutStep = Exclude<PurchaseFlowStep, 'overview'>;
/** A numbered step, filling the draft. */
export type PurchaseStep = Exclude<CheckoutStep, 'payment'>;

/** Why a step cannot open yet, said on the step it goes back to. */
export const PURCHASE_MESSAGES = {
  service: '請先選擇要購買的服務類型。',
  cars: '請先選擇至少一輛車。',
  plan: '請先選擇方案。',
  unavailable: '此車輛已在另一筆未完成的訂單中，完成或取消該訂單後才能再購買。',
} as const;

/** Session-storage key of the draft (ours: spec 9 lists only the app hand-off keys). */
export const PURCHASE_DRAFT_KEY = 'purchaseDraft';

export const EMPTY_DRAFT: PurchaseDraft = { serviceType: '', cars: [], planUid: '', invoice: { ...EMPTY_INVOICE }, paymentMethod: 'card' };

/** The purchase's steps on the console's pages (/serviceManagement…), one entry each: see purchaseFlow. */
export const WEB_PURCHASE_FLOW = purchaseFlow({
  service: pathOf('serviceManagement'),
  cars: pathOf('purchaseCars'),
  plan: pathOf('purchasePlan'),
  confirm: pathOf('purchaseConfirm'),
  payment: pathOf('purchasePayment'),
});

/** The app's web views (spec 2.9, /serviceManagement/app…): the car's services first, then the same steps. */
export const APP_PURCHASE_FLOW: StepTable<PurchaseFlowStep, PurchaseDraft> = [
  { step: 'overview', path: pathOf('purchaseApp'), heading: PURCHASE_STEP_WORDS.overview.heading, standalone: true },
  ...purchaseFlow({
    service: pathOf('purchaseAppPlans'),
    cars: pathOf('purchaseAppCars'),
    plan: pathOf('purchaseAppPlan'),
    confirm: pathOf('purchaseAppConfirm'),
    payment: pathOf('purchaseAppPayment'),
  }),
];

/**
 * The purchase's step table at the given pages: a service type, then the cars (下一步 needs one),
 * the plan (下一步 needs one), the invoice and the payment method (its own submit places the order),
 * then the payment, which opens whatever the draft holds.
 */
function purchaseFlow(paths: Readonly<Record<CheckoutStep, string>>): StepTable<PurchaseFlowStep, PurchaseDraft> {
  const words = PURCHASE_STEP_WORDS;
  return [
    { step: 'service', path: paths.service, ...words.service, unmet: (d) => (d.serviceType ? null : PURCHASE_MESSAGES.service) },
    { step: 'cars', path: paths.cars, ...words.cars, next: true, unmet: (d) => (d.cars.length > 0 ? null : PURCHASE_MESSAGES.cars) },
    { step: 'plan', path: paths.plan, ...words.plan, next: true, unmet: (d) => (d.planUid ? null : PURCHASE_MESSAGES.plan) },
    { step: 'confirm', path: paths.confirm, ...words.confirm },
    { step: 'payment', path: paths.payment, ...words.payment, standalone: true },
  ];
}

export const isCheckoutStep = (value: unknown): value is CheckoutStep => isFlowStep(WEB_PURCHASE_FLOW, value);

/** The total of an order: the plan's price per car times the cars (0 without a plan). */
export function orderTotal(pricePerCar: number | null | undefined, carCount: number): number {
  if (!pricePerCar || pricePerCar < 0 || carCount <= 0) return 0;
  return pricePerCar * carCount;
}

/**
 * The first step before `step` that the draft has not done, with the message to show there; null
 * when `step` may open. 'service' and 'payment' always open.
 */
export const missingStep = (draft: PurchaseDraft, step: CheckoutStep) =>
  blockedBy(WEB_PURCHASE_FLOW, draft, step) as { step: PurchaseStep; message: string } | null;

/** Whether the draft holds anything the user chose (leaving then asks first). */
export const isDraftStarted = (draft: PurchaseDraft): boolean =>
  draft.cars.length > 0 || draft.planUid !== '' || JSON.stringify(draft.invoice) !== JSON.stringify(EMPTY_INVOICE);

/**
 * The draft after a service type is chosen: the same type keeps everything; another type drops the
 * cars and the plan (their availability and price belong to the type), the invoice stays.
 */
export function withServiceType(draft: PurchaseDraft, serviceType: ServiceTypeCode): PurchaseDraft {
  if (draft.serviceType === serviceType) return draft;
  return { ...draft, serviceType, cars: [], planUid: '' };
}

/** The draft with cars toggled on or off; a car is kept once. */
export function withCars(draft: PurchaseDraft, cars: readonly DraftCar[], on: boolean): PurchaseDraft {
  const uids = new Set(cars.map((c) => c.carUid));
  const rest = draft.cars.filter((c) => !uids.has(c.carUid));
  return { ...draft, cars: on ? [...rest, ...cars] : rest };
}

/** A draft read back from storage: anything malformed becomes the empty draft's value. */
export function draftOf(stored: unknown): PurchaseDraft {
  if (!stored || typeof stored !== 'object') return { ...EMPTY_DRAFT };
  const s = stored as Partial<PurchaseDraft>;
  const cars = Array.isArray(s.cars)
    ? s.cars.filter((c): c is DraftCar => !!c && typeof c.carUid === 'string' && typeof c.carNo === 'string').map((c) => ({ carUid: c.carUid, carNo: c.carNo }))
    : [];
  return {
    serviceType: typeof s.serviceType === 'string' ? s.serviceType : '',
    cars,
    planUid: typeof s.planUid === 'string' ? s.planUid : '',
    invoice: s.invoice && typeof s.invoice === 'object' ? { ...EMPTY_INVOICE, ...s.invoice } : { ...EMPTY_INVOICE },
    paymentMethod: s.paymentMethod === 'atm' ? 'atm' : 'card',
  };
}

const draft = atom<PurchaseDraft>(draftOf(readJson('session', PURCHASE_DRAFT_KEY, null)));

/** The purchase draft; read-only, changed by the actions below. */
export const $purchaseDraft: ReadableAtom<PurchaseDraft> = draft;

function save(next: PurchaseDraft): void {
  draft.set(next);
  writeJson('session', PURCHASE_DRAFT_KEY, next);
}

export const chooseServiceType = (serviceType: ServiceTypeCode): void => save(withServiceType(draft.get(), serviceType));
export const toggleCars = (cars: readonly DraftCar[], on: boolean): void => save(withCars(draft.get(), cars, on));
export const setDraftCars = (cars: readonly DraftCar[]): void => save({ ...draft.get(), cars: [...cars] });
export const choosePlan = (planUid: string): void => save({ ...draft.get(), planUid });
export const setInvoiceDraft = (invoice: InvoiceDraft): void => save({ ...draft.get(), invoice });
export const choosePaymentMethod = (paymentMethod: PaymentMethodCode): void => save({ ...draft.get(), paymentMethod });

/** Forgets the draft: after an order is placed, or to start again. */
export function resetPurchaseDraft(): void {
  draft.set({ ...EMPTY_DRAFT, invoice: { ...EMPTY_INVOICE } });
  removeKey('session', PURCHASE_DRAFT_KEY);
}

/** Reads the draft again from session storage (another bundle or tab of the page wrote it). */
export function reloadPurchaseDraft(): void {
  draft.set(draftOf(readJson('session', PURCHASE_DRAFT_KEY, null)));
}
