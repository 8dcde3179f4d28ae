import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/account/otp-verify/otp-verify.element';
import { mount, waitFor } from '../../helpers';
import { fakeApi, reply } from '../../fake-api';
import { button, clickButton, control, errorOf, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { auth } from '../../../../src/core/api/contract/auth';
import { users } from '../../../../src/core/api/contract/users';

afterEach(resetPage);

const request = (purpose = 'reset') => sessionStorage.setItem('fms.account.otp', JSON.stringify({ purpose, otpToken: 'otp-1', sentTo: '0912***002' }));
const status = (resendIn: number) => ({ status: 0, data: { sentTo: '0912***002', resendIn, expiresIn: 280, verified: false } });

describe('fms-otp-verify', () => {
  it('without an OTP request it says so and links to a new request', async () => {
    fakeApi();
    const el = mount('fms-otp-verify', { next: '' });
    await waitText(el, '找不到驗證請求');
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/forgetPassword');
  });

  it('spec 2.11: shows where the code went, and keeps resend disabled with its countdown', async () => {
    request();
    fakeApi().on(auth.otpStatus, reply(status(42)));
    const el = mount('fms-otp-verify', { next: '' });
    await waitText(el, '0912***002');
    const resend = await button(el, /重新傳送（4[0-2] 秒）/);
    expect(resend.disabled).to.equal(true);
    const input = await control(el, '驗證碼');
    expect(input.getAttribute('inputmode')).to.equal('numeric');
    expect(input.getAttribute('autocomplete')).to.equal('one-time-code');
  });

  it('spec 5: a code that is not six digits is refused before sending; letters are dropped while typing', async () => {
    request();
    const { calls } = fakeApi().on(auth.otpStatus, reply(status(0)));
    const el = mount('fms-otp-verify', { next: '' });
    const input = await control(el, '驗證碼');
    await fill(input, '12a3');
    expect(input.value).to.equal('123');
    await clickButton(el, '驗證');
    await waitText(el, '驗證碼為 6 位數字。');
    expect(calls.filter((c) => c.method === 'POST')).to.have.length(0);
  });

  it('spec 8: a wrong code shows the server\'s message next to the field and keeps it', async () => {
    request();
    fakeApi()
      .on(auth.otpStatus, reply(status(0)))
      .on(auth.verifyOtp, reply({ status: 4000001, message: '驗證碼錯誤。', field: 'otp' }));
    const el = mount('fms-otp-verify', { next: '' });
    const input = await control(el, '驗證碼');
    await fill(input, '000000');
    await clickButton(el, '驗證');
    await waitText(el, '驗證碼錯誤。');
    expect(errorOf(el, input)).to.contain('驗證碼錯誤。');
    expect(input.value).to.equal('000000');
  });

  it('spec 2.11: a right code keeps the reset token in session storage and fires otpverify', async () => {
    request();
    const { calls } = fakeApi()
      .on(auth.otpStatus, reply(status(0)))
      .on(auth.verifyOtp, reply({ status: 0, data: { resetToken: 'reset-1' } }));
    const el = mount('fms-otp-verify', { next: '' });
    let fired = false;
    el.addEventListener('otpverify', () => { fired = true; });
    await fill(await control(el, '驗證碼'), '123456');
    await clickButton(el, '驗證');
    await waitFor(() => fired, 'the otpverify event');
    expect(calls.find((c) => c.method === 'POST')!.body).to.deep.equal({ otpToken: 'otp-1', otp: '123456' });
    expect(JSON.parse(sessionStorage.getItem('fms.account.resetToken')!)).to.equal('reset-1');
    expect(sessionStorage.getItem('fms.account.otp')).to.equal(null);
  });

  it('spec 2.11: resend asks the server once allowed and says the code was sent again', async () => {
    request();
    const { calls } = fakeApi()
      .on(auth.otpStatus, reply(status(0)))
      .on(auth.resendOtp, reply({ status: 0, data: { otpToken: 'otp-1', sentTo: '0912***002', expiresIn: 300 } }));
    const el = mount('fms-otp-verify', { next: '' });
    const resend = await button(el, '重新傳送驗證碼');
    await waitFor(() => !resend.disabled, 'resend to be allowed');
    resend.click();
    await waitText(el, '已重新傳送驗證碼至 0912***002。');
    expect(calls.map((c) => c.method)).to.deep.equal(['GET', 'PATCH', 'GET']);
  });

  it('mode activation verifies through users/v0/enable', async () => {
    request('activation');
    const { calls } = fakeApi()
      .on(auth.otpStatus, reply(status(0)))
      .on(users.enable, reply({ status: 0, data: { name: 'new-admin', zhName: '新管理員', enterpriseName: '新企業' } }));
    const el = mount('fms-otp-verify', { mode: 'activation', next: '' });
    await fill(await control(el, '驗證碼'), '654321');
    await clickButton(el, '驗證');
    await waitFor(() => calls.some((c) => c.path === 'users/v0/enable'), 'the enable call');
    expect(calls.find((c) => c.path === 'users/v0/enable')!.body).to.deep.equal({ otpToken: 'otp-1', otp: '654321' });
  });
});
