import { describe, expect, it } from 'vitest';
import {
  advance, blockedBy, isFlowStep, numberedSteps, pathOfStep, stepAfter, stepBefore, stepOfPath, type StepTable,
} from '../../../src/core/navigation/step-flow';
import { APP_PURCHASE_FLOW, EMPTY_DRAFT, PURCHASE_MESSAGES, WEB_PURCHASE_FLOW } from '../../../src/core/plus/purchase';

interface Order { size: string; toppings: number }

/** A small flow: an entry page, two numbered steps that need something, a last numbered step, and a free receipt. */
const FLOW: StepTable<'start' | 'size' | 'toppings' | 'pay' | 'receipt', Order> = [
  { step: 'start', path: '/shop', heading: '歡迎', standalone: true },
  { step: 'size', path: '/shop/1', heading: '選尺寸', label: '尺寸', unmet: (o) => (o.size ? null : '請選尺寸。') },
  { step: 'toppings', path: '/shop/2', heading: '選配料', label: '配料', next: true, unmet: (o) => (o.toppings > 0 ? null : '請選配料。') },
  { step: 'pay', path: '/shop/3', heading: '付款', label: '付款' },
  { step: 'receipt', path: '/shop/done', heading: '收據', standalone: true },
];
const none: Order = { size: '', toppings: 0 };

describe('step table rules', () => {
  it('numbers only the labelled steps, in order', () => {
    expect(numberedSteps(FLOW).map((s) => s.step)).toEqual(['size', 'toppings', 'pay']);
  });

  it('finds the steps before and after one (none at the ends or for a step the flow lacks)', () => {
    expect(stepAfter(FLOW, 'size')).toBe('toppings');
    expect(stepAfter(FLOW, 'receipt')).toBe(null);
    expect(stepBefore(FLOW, 'size')).toBe('start');
    expect(stepBefore(FLOW, 'start')).toBe(null);
    expect(stepBefore(FLOW, 'nope' as 'size')).toBe(null);
  });

  it.each([
    ['start', none, null],
    ['size', none, null],
    ['toppings', none, { step: 'size', message: '請選尺寸。' }],
    ['pay', { size: 'L', toppings: 0 }, { step: 'toppings', message: '請選配料。' }],
    ['pay', { size: '', toppings: 2 }, { step: 'size', message: '請選尺寸。' }],
    ['pay', { size: 'L', toppings: 2 }, null],
    ['receipt', none, null],
  ] as const)('opening %s with %j is blocked by %j', (step, order, expected) => {
    expect(blockedBy(FLOW, order, step)).toEqual(expected);
  });

  it('下一步 goes on only when the step is done, and ends with the table', () => {
    expect(advance(FLOW, none, 'toppings')).toEqual({ problem: '請選配料。' });
    expect(advance(FLOW, { size: 'L', toppings: 1 }, 'toppings')).toEqual({ to: 'pay' });
    expect(advance(FLOW, none, 'receipt')).toBe(null);
  });

  it('maps steps and pages both ways; an unknown step opens the first page', () => {
    expect(stepOfPath(FLOW, '/shop/2')).toBe('toppings');
    expect(stepOfPath(FLOW, '/elsewhere')).toBe(null);
    expect(pathOfStep(FLOW, 'pay')).toBe('/shop/3');
    expect(pathOfStep(FLOW, 'nope')).toBe('/shop');
    expect(isFlowStep(FLOW, 'pay')).toBe(true);
    expect(isFlowStep(FLOW, 'step1')).toBe(false);
  });
});

describe('the purchase flows (spec 2.1, 2.9)', () => {
  it('the console and the app number the same four steps with the vocabulary\'s names', () => {
    for (const flow of [WEB_PURCHASE_FLOW, APP_PURCHASE_FLOW]) {
      expect(numberedSteps(flow).map((s) => s.label)).toEqual(['選擇服務', '選擇車輛', '選擇方案', '確認訂單']);
    }
  });

  it('keeps the spec\'s pages', () => {
    expect(WEB_PURCHASE_FLOW.map((s) => [s.step, s.path])).toEqual([
      ['service', '/serviceManagement'], ['cars', '/serviceManagement/step1'], ['plan', '/serviceManagement/step2'],
      ['confirm', '/serviceManagement/step3'], ['payment', '/serviceManagement/payment'],
    ]);
    expect(APP_PURCHASE_FLOW.map((s) => [s.step, s.path])).toEqual([
      ['overview', '/serviceManagement/app'], ['service', '/serviceManagement/app/plans'], ['cars', '/serviceManagement/app/step1'],
      ['plan', '/serviceManagement/app/step2'], ['confirm', '/serviceManagement/app/step3'], ['payment', '/serviceManagement/app/payment'],
    ]);
  });

  it('上一步 from the service types returns to the app\'s overview, and the console has none before them', () => {
    expect(stepBefore(APP_PURCHASE_FLOW, 'service')).toBe('overview');
    expect(stepBefore(WEB_PURCHASE_FLOW, 'service')).toBe(null);
  });

  it('下一步 is offered on the cars and the plan, and needs them', () => {
    expect(WEB_PURCHASE_FLOW.filter((s) => s.next).map((s) => s.step)).toEqual(['cars', 'plan']);
    expect(advance(WEB_PURCHASE_FLOW, { ...EMPTY_DRAFT, serviceType: 'video' }, 'cars')).toEqual({ problem: PURCHASE_MESSAGES.cars });
    expect(advance(APP_PURCHASE_FLOW, { ...EMPTY_DRAFT, serviceType: 'video', cars: [{ carUid: 'c', carNo: 'KEA-1' }] }, 'cars')).toEqual({ to: 'plan' });
  });

  it('the app\'s overview and the payment open with an empty draft', () => {
    expect(blockedBy(APP_PURCHASE_FLOW, EMPTY_DRAFT, 'overview')).toBe(null);
    expect(blockedBy(APP_PURCHASE_FLOW, EMPTY_DRAFT, 'payment')).toBe(null);
    expect(blockedBy(APP_PURCHASE_FLOW, EMPTY_DRAFT, 'plan')).toEqual({ step: 'service', message: PURCHASE_MESSAGES.service });
  });
});
