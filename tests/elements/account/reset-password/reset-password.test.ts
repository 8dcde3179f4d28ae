import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/account/reset-password/reset-password.element';
import { signInWithPassword } from '../../../../src/core/session';
import { mount, waitFor } from '../../helpers';
import { fakeApi, reply } from '../../fake-api';
import { clickButton, control, errorOf, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { auth } from '../../../../src/core/api/contract/auth';

afterEach(resetPage);

const withResetToken = () => sessionStorage.setItem('fms.account.resetToken', JSON.stringify('reset-1'));

describe('fms-reset-password', () => {
  it('without a reset token it says so and links to a new request', async () => {
    fakeApi();
    const el = mount('fms-reset-password');
    await waitText(el, '重設密碼的憑證不存在或已失效');
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/forgetPassword');
  });

  it('spec 5: shows the password rule, refuses a weak password and a mismatch, and keeps what was typed', async () => {
    withResetToken();
    const { calls } = fakeApi();
    const el = mount('fms-reset-password');
    await waitText(el, '密碼需為 8 至 64 個字元，並同時包含英文字母與數字。');
    const password = await control(el, '新密碼');
    const confirm = await control(el, '確認新密碼');
    await fill(password, 'weak');
    await fill(confirm, 'other');
    await clickButton(el, '確認變更');
    await waitText(el, '兩次輸入的密碼不一致。');
    expect(errorOf(el, password)).to.contain('密碼需為 8 至 64 個字元');
    expect(confirm.getAttribute('aria-invalid')).to.equal('true');
    expect(password.value).to.equal('weak');
    expect(calls).to.have.length(0);
  });

  it('spec 2.11: the password-tips dialog opens from the rule', async () => {
    withResetToken();
    fakeApi();
    const el = mount('fms-reset-password');
    await clickButton(el, '密碼設定提示');
    const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the dialog');
    expect(dialog.textContent).to.contain('至少包含一個英文字母');
  });

  it('spec 8: a server error on the password is shown next to it', async () => {
    withResetToken();
    fakeApi().on(auth.changePassword, reply({ status: 4000001, message: '新密碼不可與舊密碼相同。', field: 'password' }));
    const el = mount('fms-reset-password');
    const password = await control(el, '新密碼');
    await fill(password, 'Again2026x');
    await fill(await control(el, '確認新密碼'), 'Again2026x');
    await clickButton(el, '確認變更');
    await waitText(el, '新密碼不可與舊密碼相同。');
    expect(errorOf(el, password)).to.contain('新密碼不可與舊密碼相同。');
  });

  it('spec 2.11: a reset sends the reset token and shows success with a sign-in link', async () => {
    withResetToken();
    const { calls } = fakeApi().on(auth.changePassword, reply({ status: 0, data: null }));
    const el = mount('fms-reset-password');
    await fill(await control(el, '新密碼'), 'Fresh2026x');
    await fill(await control(el, '確認新密碼'), 'Fresh2026x');
    await clickButton(el, '確認變更');
    await waitText(el, '密碼已更新，請使用新密碼登入。');
    expect(calls[0].body).to.deep.equal({ resetToken: 'reset-1', password: 'Fresh2026x' });
    expect([...el.shadowRoot!.querySelectorAll('a')].map((a) => a.textContent)).to.include('前往登入');
    expect(sessionStorage.getItem('fms.account.resetToken')).to.equal(null);
  });

  it('spec 4: the periodic reset sends the access token of status 4011008 with the old password', async () => {
    const { calls } = fakeApi()
      .on(auth.signIn, reply({ status: 4011008, data: { accessToken: 'reset-access' }, message: '密碼已到期，請重新設定密碼。' }))
      .on(auth.changePassword, reply({ status: 0, data: null }));
    await signInWithPassword({ name: 'someone', password: 'Old2026x', memberMe: false });
    const el = mount('fms-reset-password', { mode: 'periodic', next: '' });
    let fired = false;
    el.addEventListener('passwordreset', () => { fired = true; });
    await fill(await control(el, '目前密碼'), 'Old2026x');
    await fill(await control(el, '新密碼'), 'New2026xx');
    await fill(await control(el, '確認新密碼'), 'New2026xx');
    await clickButton(el, '確認變更');
    await waitFor(() => fired, 'the passwordreset event');
    expect(calls[1].body).to.deep.equal({ accessToken: 'reset-access', oldPassword: 'Old2026x', password: 'New2026xx' });
    expect(JSON.parse(sessionStorage.getItem('fms.account.flash')!)).to.equal('密碼已更新，請使用新密碼登入。');
  });
});
