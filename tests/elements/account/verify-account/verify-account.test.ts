import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/account/verify-account/verify-account.element';
import { markInConsole } from '../../../../src/core/navigation';
import { mount, waitFor } from '../../helpers';
import { fakeApi, reply } from '../../fake-api';
import { resetPage, waitText } from '../../shared/account/form-kit';
import { users } from '../../../../src/core/api/contract/users';

// These pages run inside the console, where the flow moves the URL (embedded, see issue 9 below).
beforeEach(() => markInConsole());
afterEach(() => {
  markInConsole(false);
  resetPage();
});

describe('fms-verify-account', () => {
  it('issue 9: embedded, the outcome is a navrequest for the host and the URL stays', async () => {
    markInConsole(false);
    fakeApi().on(users.enable, reply({ status: 0, data: { name: 'new-admin', zhName: '新管理員', enterpriseName: '新企業' } }));
    const before = location.pathname;
    const requests: unknown[] = [];
    const listener = (e: Event) => requests.push((e as CustomEvent).detail);
    document.addEventListener('navrequest', listener);
    try {
      mount('fms-verify-account', { token: 'link-token-2' });
      await waitFor(() => requests.length === 1, 'the navrequest');
      expect(requests).to.deep.equal([{ path: '/verify/success' }]);
      expect(location.pathname).to.equal(before);
    } finally {
      document.removeEventListener('navrequest', listener);
    }
  });

  it('spec 2.11: a good link enables the account once and opens /verify/success', async () => {
    const { calls } = fakeApi().on(users.enable, reply({ status: 0, data: { name: 'new-admin', zhName: '新管理員', enterpriseName: '新企業' } }));
    mount('fms-verify-account', { token: 'link-token-1' });
    await waitFor(() => location.pathname === '/verify/success', 'the success page');
    expect(calls).to.have.length(1);
    expect(calls[0].body).to.deep.equal({ token: 'link-token-1' });
  });

  it('spec 8: a used link opens /verify/error, which shows the server\'s message and how to get a new one', async () => {
    fakeApi().on(users.enable, reply({ status: 4000001, message: '此驗證連結已使用過或已失效，請重新申請。', field: 'token' }));
    mount('fms-verify-account', { token: 'used-token' });
    await waitFor(() => location.pathname === '/verify/error', 'the error page');
    const page = mount('fms-verify-account', { outcome: 'error' });
    await waitText(page, '此驗證連結已使用過或已失效，請重新申請。');
    await waitText(page, '重新寄送啟用信');
    expect([...page.shadowRoot!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.include('/register/step1');
  });

  it('the success page names the activated account and links to sign-in', async () => {
    sessionStorage.setItem('fms.account.verify', JSON.stringify({ ok: true, message: '', name: 'new-admin', zhName: '新管理員', enterpriseName: '新企業' }));
    const el = mount('fms-verify-account', { outcome: 'success' });
    await waitText(el, '新企業 新管理員（new-admin）的帳號已啟用。');
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/');
  });

  it('the error page offers the SMS code again when a registration OTP is pending', async () => {
    sessionStorage.setItem('fms.account.otp', JSON.stringify({ purpose: 'activation', otpToken: 'otp-9', sentTo: '0955***123' }));
    const el = mount('fms-verify-account', { outcome: 'error' });
    await waitText(el, '回到簡訊驗證頁重新傳送驗證碼');
  });
});
