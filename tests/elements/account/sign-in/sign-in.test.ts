import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/account/sign-in/sign-in.element';
import { mount, waitFor } from '../../helpers';
import { control, resetPage, waitText } from '../../shared/account/form-kit';

afterEach(resetPage);

describe('fms-sign-in', () => {
  it('spec 2.11: links to registration (立即註冊) and to forgot password', async () => {
    const el = mount('fms-sign-in');
    const links = await waitFor(() => {
      const found = [...el.shadowRoot!.querySelectorAll('a')];
      return found.length >= 2 ? found : null;
    }, 'the links');
    const byText = Object.fromEntries(links.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(byText['立即註冊']).to.equal('/register/step1');
    expect(byText['忘記密碼？']).to.equal('/forgetPassword');
  });

  it('spec 3, issue 10: remember-me fills in the name and the checkbox, and leaves the password to the browser', async () => {
    localStorage.setItem('fms', JSON.stringify({ memberMe: { name: 'demo-admin', memberMe: true } }));
    const el = mount('fms-sign-in');
    expect((await control(el, '帳號')).value).to.equal('demo-admin');
    const password = await control(el, '密碼');
    expect(password.value).to.equal('');
    expect(password.getAttribute('autocomplete')).to.equal('current-password');
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).to.equal(true);
  });

  it('shows a one-time message from the page before (the periodic reset) and then forgets it', async () => {
    sessionStorage.setItem('fms.account.flash', JSON.stringify('密碼已更新，請使用新密碼登入。'));
    const el = mount('fms-sign-in');
    await waitText(el, '密碼已更新，請使用新密碼登入。');
    await waitFor(() => sessionStorage.getItem('fms.account.flash') === null, 'the message to be cleared');
  });

  it('issue 22 (12): says once why the last session ended when the account was disabled', async () => {
    sessionStorage.setItem('fms.session.endNotice', JSON.stringify('此帳號已停用，請聯絡管理員。'));
    const el = mount('fms-sign-in');
    await waitText(el, '此帳號已停用，請聯絡管理員。');
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain('此帳號已停用');
    await waitFor(() => sessionStorage.getItem('fms.session.endNotice') === null, 'the notice to be cleared');
  });
});
