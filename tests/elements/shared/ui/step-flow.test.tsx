import { expect } from '@esm-bundle/chai';
import type { StepTable } from '../../../../src/core/navigation/step-flow';
import { APP_PURCHASE_FLOW, WEB_PURCHASE_FLOW } from '../../../../src/core/plus/purchase';
import { BUTTON_CSS } from '../../../../src/elements/shared/ui/button';
import { StepIndicator, StepNav, STEP_FLOW_CSS } from '../../../../src/elements/shared/ui/step-flow';
import { byName, cleanup, click, render } from './render';

type Step = 'start' | 'size' | 'toppings' | 'pay';
const FLOW: StepTable<Step, null> = [
  { step: 'start', path: '/shop', heading: '歡迎' },
  { step: 'size', path: '/shop/1', heading: '選尺寸', label: '尺寸' },
  { step: 'toppings', path: '/shop/2', heading: '選配料', label: '配料', next: true },
  { step: 'pay', path: '/shop/3', heading: '付款', label: '付款' },
];

const buttons = (shadow: ShadowRoot) => [...shadow.querySelectorAll('button')].map((b) => b.textContent);

afterEach(cleanup);

describe('step flow UI (issue 24, 3)', () => {
  it('lists the numbered steps of the table, the current one marked, the done ones before it', async () => {
    const { shadow } = await render(<StepIndicator table={FLOW} current="toppings" label="點餐步驟" />, STEP_FLOW_CSS);
    const list = byName(shadow, '點餐步驟', 'ol');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['1尺寸', '2配料', '3付款']);
    expect(list.querySelector('[aria-current="step"]')!.textContent).to.equal('2配料');
    expect([...list.querySelectorAll('li')].map((li) => li.className)).to.deep.equal(['is-done', 'is-current', '']);
  });

  it('shows no indicator on a step that is not numbered', async () => {
    const { shadow } = await render(<StepIndicator table={FLOW} current="start" label="點餐步驟" />, STEP_FLOW_CSS);
    expect(shadow.querySelector('ol')).to.equal(null);
  });

  it('offers 上一步 to the step before and 下一步 where the table says so', async () => {
    const went: string[] = [];
    const nav = (current: Step) => <StepNav table={FLOW} current={current} onBack={(to) => went.push(`back:${to}`)} onNext={() => went.push('next')} />;
    const { shadow, rerender } = await render(nav('toppings'), BUTTON_CSS, STEP_FLOW_CSS);
    expect(buttons(shadow)).to.deep.equal(['上一步', '下一步']);
    await click(byName(shadow, '上一步'));
    await click(byName(shadow, '下一步'));
    expect(went).to.deep.equal(['back:size', 'next']);
    await rerender(nav('pay'));
    expect(buttons(shadow)).to.deep.equal(['上一步']);
    await rerender(nav('start'));
    expect(buttons(shadow)).to.deep.equal([]);
  });

  it('the app\'s service types go back to its overview; the console\'s have no 上一步', async () => {
    const { shadow, rerender } = await render(<StepNav table={APP_PURCHASE_FLOW} current="service" onBack={() => undefined} onNext={() => undefined} />);
    expect(buttons(shadow)).to.deep.equal(['上一步']);
    await rerender(<StepNav table={WEB_PURCHASE_FLOW} current="service" onBack={() => undefined} onNext={() => undefined} />);
    expect(buttons(shadow)).to.deep.equal([]);
  });
});
