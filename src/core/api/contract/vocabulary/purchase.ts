/**
 * The purchase flow's steps (spec 2.1, 2.9, 2.11 'Service purchase'): the numbered steps' names in
 * the step indicator and each step page's heading. The flow tables (core/plus/purchase-flow.ts)
 * read them; the overview (the app's entry) and the payment are not numbered.
 */
export const PURCHASE_STEP_WORDS = {
  overview: { heading: '使用中的加值服務' },
  service: { label: '選擇服務', heading: '選擇加值服務' },
  cars: { label: '選擇車輛', heading: '選擇車輛' },
  plan: { label: '選擇方案', heading: '選擇方案' },
  confirm: { label: '確認訂單', heading: '確認訂單與付款' },
  payment: { heading: '訂單付款' },
} as const;

export type PurchaseFlowStep = keyof typeof PURCHASE_STEP_WORDS;
