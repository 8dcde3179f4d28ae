import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, orderStatusLabel, orderStatusTone } from '../../../src/core/catalogue';

describe('plus service order statuses', () => {
  it.each([
    [0, '待付款', 'pending'],
    [1, '付款失敗', 'error'],
    [2, '訂單確認中', 'pending'],
    [3, '付款成功', 'success'],
    [4, '取消訂單', 'error'],
    [5, '作廢訂單', 'error'],
  ])('spec 4: order status %i reads %s with a %s card icon', (code, label, tone) => {
    expect([orderStatusLabel(code), orderStatusTone(code)]).toEqual([label, tone]);
  });

  it('spec 4: an unknown order status claims neither success nor error', () => {
    expect(orderStatusTone(9)).toBe('pending');
  });

  it('spec 9: order status names give codes 0 to 5', () => {
    expect(Object.values(ORDER_STATUS)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
