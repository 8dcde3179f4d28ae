import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/account/forgot-password/forgot-password.element';
import { mount } from '../../helpers';
import { fakeApi, reply } from '../../fake-api';
import { clickButton, control, errorOf, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { auth } from '../../../../src/core/api/contract/auth';

afterEach(resetPage);

describe('fms-forgot-password', () => {
  it('spec 5: an empty identifier is marked required in red, and nothing is sent', async () => {
    const { calls } = fakeApi();
    const el = mount('fms-forgot-password', { next: '' });
    const input = await control(el, '帳號、手機或電子郵件');
    expect(input.getAttribute('aria-required')).to.equal('true');
    await clickButton(el, '傳送驗證碼');
    await waitText(el, '請輸入帳號、手機或電子郵件。');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(el, input)).to.contain('請輸入帳號');
    expect(calls).to.have.length(0);
  });

  it('spec 8: the server\'s message is shown in Traditional Chinese and the identifier is kept', async () => {
    fakeApi().on(auth.forgotPassword, reply({ status: 4040001, message: '找不到此帳號。' }));
    const el = mount('fms-forgot-password', { next: '' });
    const input = await control(el, '帳號、手機或電子郵件');
    await fill(input, 'nobody');
    await clickButton(el, '傳送驗證碼');
    await waitText(el, '找不到此帳號。');
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain('找不到此帳號。');
    expect(input.value).to.equal('nobody');
  });

  it('spec 2.11: a sent code keeps the OTP request for the next page and tells the host where it went', async () => {
    const { calls } = fakeApi().on(auth.forgotPassword, reply({ status: 0, data: { otpToken: 'otp-1', sentTo: '0912***002', expiresIn: 300 } }));
    const el = mount('fms-forgot-password', { next: '' });
    let detail: unknown = null;
    el.addEventListener('otpsend', (event) => { detail = (event as CustomEvent).detail; });
    await fill(await control(el, '帳號、手機或電子郵件'), '  demo-viewer ');
    await clickButton(el, '傳送驗證碼');
    await waitText(el, '傳送驗證碼');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls[0].body).to.deep.equal({ account: 'demo-viewer' });
    expect(detail).to.deep.equal({ sentTo: '0912***002' });
    expect(JSON.parse(sessionStorage.getItem('fms.account.otp')!)).to.deep.equal({ purpose: 'reset', otpToken: 'otp-1', sentTo: '0912***002' });
  });
});
