import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/live/dtc-advice/dtc-advice.element';
import { mount, text, waitFor } from '../../helpers';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('fms-dtc-advice', () => {
  it('spec 4: a level-A code of a 300-group truck says to pull over at once', async () => {
    const el = mount('fms-dtc-advice', { code: 'P0217', model: 'XZU720' });
    const alert = await waitFor(() => el.shadowRoot?.querySelector('[role="alert"]'), 'the advice');
    expect(alert.textContent).to.equal('立即靠邊停車不可再開。');
    expect(text(el)).to.contain('A 級');
  });

  it('spec 4: the same code on a 700-group truck is routine (F) and raises no alert', async () => {
    const el = mount('fms-dtc-advice', { code: 'P0217', model: 'SH1EES' });
    await waitFor(() => text(el).includes('F 級'), 'the F level');
    expect(text(el)).to.contain('日常觸發碼別，無需理會。');
    expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
  });

  it('spec 8: the key with a stray space is found when asked without it', async () => {
    const el = mount('fms-dtc-advice', { code: 'p20cd', model: 'FS1EPS' });
    await waitFor(() => el.shadowRoot?.querySelector('.code'), 'the code');
    expect(el.shadowRoot!.querySelector('.code')!.textContent).to.equal('P20CD');
  });

  it('an unknown code says so in Traditional Chinese instead of showing nothing', async () => {
    const el = mount('fms-dtc-advice', { code: 'P9999', model: 'XZU720' });
    await waitFor(() => text(el).includes('查無故障碼'), 'the unknown message');
    expect(text(el)).to.contain('P9999');
  });

  it('changing the code attribute re-renders the advice', async () => {
    const el = mount('fms-dtc-advice', { code: 'P0217', model: 'XZU720' });
    await waitFor(() => text(el).includes('A 級'), 'first render');
    el.setAttribute('code', 'U0100');
    await waitFor(() => el.shadowRoot?.querySelector('.code')?.textContent === 'U0100', 'the new code');
  });

  it('a second definition of the same bundle does not throw', async () => {
    const { defineElement } = await import('../../../../src/elements/shared/define-element');
    expect(defineElement('fms-dtc-advice', class extends HTMLElement {})).to.equal(false);
  });
});
