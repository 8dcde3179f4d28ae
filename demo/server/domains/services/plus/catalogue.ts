import type { Invoice, ServicePlan, ServiceTypeCode } from '../../../../../src/core/api/contract/plus';
import { badInput } from '../../../http/errors';
import { invoiceOf, invoiceProblems, type InvoiceField } from '../../../../../src/core/plus/invoice';
export { INVOICE_TYPES } from '../../../../../src/core/plus/invoice';

/** What is on sale (spec 1 'plus service plans'): service types, their plans, invoice types. */

export const SERVICE_TYPES: ReadonlyArray<{ code: ServiceTypeCode; name: string; description: string }> = [
  { code: 'video', name: '影像調閱加值', description: '雲端調閱行車影像，保存期間延長並可下載原始檔。' },
  { code: 'coldChain', name: '冷鏈監控', description: '貨櫃溫度即時監控、超溫通知與溫度報表。' },
  { code: 'behavior', name: '駕駛行為分析', description: '急加速、急減速、超速等駕駛行為評分與月報。' },
  { code: 'tpms', name: '胎壓監測', description: '胎壓與胎溫即時監測，快漏、慢漏即時警示。' },
];

export const serviceTypeName = (code: string) => SERVICE_TYPES.find((t) => t.code === code)?.name ?? code;

/** The seeded plans: a month and a year of each type; a year costs ten months. */
export const PLAN_SEED: ReadonlyArray<{ uid: string; serviceType: ServiceTypeCode; name: string; months: number; price: number }> = [
  { uid: 'plan-video-month', serviceType: 'video', name: '影像調閱加值 月方案', months: 1, price: 300 },
  { uid: 'plan-video-year', serviceType: 'video', name: '影像調閱加值 年方案', months: 12, price: 3000 },
  { uid: 'plan-coldchain-month', serviceType: 'coldChain', name: '冷鏈監控 月方案', months: 1, price: 250 },
  { uid: 'plan-coldchain-year', serviceType: 'coldChain', name: '冷鏈監控 年方案', months: 12, price: 2500 },
  { uid: 'plan-behavior-month', serviceType: 'behavior', name: '駕駛行為分析 月方案', months: 1, price: 200 },
  { uid: 'plan-behavior-year', serviceType: 'behavior', name: '駕駛行為分析 年方案', months: 12, price: 2000 },
  { uid: 'plan-tpms-month', serviceType: 'tpms', name: '胎壓監測 月方案', months: 1, price: 150 },
  { uid: 'plan-tpms-year', serviceType: 'tpms', name: '胎壓監測 年方案', months: 12, price: 1500 },
];

export interface PlanRow {
  uid: string;
  service_type: ServiceTypeCode;
  name: string;
  months: number;
  price: number;
}

export const planOf = (row: PlanRow): ServicePlan => ({
  uid: row.uid,
  serviceType: row.service_type,
  serviceTypeName: serviceTypeName(row.service_type),
  name: row.name,
  months: row.months,
  price: row.price,
  currency: 'TWD',
});

/** Checks the fields an invoice type needs with the console's own rules; keeps only that type's fields. */
export function checkInvoice(invoice: Invoice, prefix: string): Invoice {
  const problems = invoiceProblems({ ...invoice });
  const first = (Object.keys(problems) as InvoiceField[])[0];
  if (first) throw badInput(`${prefix}.${first}`, problems[first]!);
  return invoiceOf({ ...invoice });
}
