import type { Order, ServicePlan } from '../../../../src/core/api/contract/plus';

/** A small plus catalogue and orders for the checkout tests. */
export const TYPES = [
  { code: 'video', name: '影像調閱加值', description: '雲端調閱行車影像。' },
  { code: 'tpms', name: '胎壓監測', description: '胎壓與胎溫即時監測。' },
];

const plan = (uid: string, serviceType: 'video' | 'tpms', name: string, months: number, price: number): ServicePlan =>
  ({ uid, serviceType, serviceTypeName: serviceType === 'video' ? '影像調閱加值' : '胎壓監測', name, months, price, currency: 'TWD' });

export const PLANS: ServicePlan[] = [
  plan('plan-video-month', 'video', '影像調閱加值 月方案', 1, 300),
  plan('plan-video-year', 'video', '影像調閱加值 年方案', 12, 3000),
  plan('plan-tpms-month', 'tpms', '胎壓監測 月方案', 1, 150),
];

export const CARS = [
  { carUid: 'car-1', carNo: 'KEA-1001', activeUntil: null, available: true },
  { carUid: 'car-2', carNo: 'KEA-1002', activeUntil: Date.UTC(2027, 2, 31, 15), available: true },
  { carUid: 'car-3', carNo: 'KEA-1003', activeUntil: null, available: false },
];

export function orderOf(patch: Partial<Order> = {}): Order {
  return {
    uid: 'order-1', code: 'SO202702010001', status: 0, statusLabel: '待付款', plan: PLANS[0],
    cars: [{ carUid: 'car-1', carNo: 'KEA-1001' }, { carUid: 'car-2', carNo: 'KEA-1002' }],
    amount: 600, paymentMethod: 'card', atm: null, invoice: null, createdAt: 0, updatedAt: 0, paidAt: null, ...patch,
  };
}
