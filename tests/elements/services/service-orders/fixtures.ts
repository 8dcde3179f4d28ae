import type { Order } from '../../../../src/core/api/contract/plus';

/** Orders as the plus host answers them (spec 3 'Plus service order'). */
export const LABELS = ['待付款', '付款失敗', '訂單確認中', '付款成功', '取消訂單', '作廢訂單'];

export function orderOf(n: number, change: Partial<Order> = {}): Order {
  const status = change.status ?? 0;
  return {
    uid: `order-${n}`,
    code: `SO2026112600${n}`,
    status,
    statusLabel: LABELS[status],
    plan: { uid: 'plan-video-month', serviceType: 'video', serviceTypeName: '影像服務', name: '影像月租', months: 1, price: 1200, currency: 'TWD' },
    cars: [{ carUid: 'car-1', carNo: 'KEA-101' }, { carUid: 'car-2', carNo: 'KEA-102' }],
    amount: 2400,
    paymentMethod: 'card',
    atm: null,
    invoice: { invoiceType: 'duplicate', email: 'buyer@example.com' },
    // 2026-11-26 12:00 Taipei
    createdAt: Date.UTC(2026, 10, 26, 4, 0),
    updatedAt: Date.UTC(2026, 10, 26, 4, 0),
    paidAt: null,
    ...change,
  };
}

export const atmOf = (expiresAt: number) => ({ bankCode: '822', account: '9123456789012345', expiresAt });
