import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/account/password-change/password-change.element';
import { mount, waitFor } from '../../helpers';
import { signInUser, signOutUser } from '../../session-kit';
import { fakeApi, reply } from '../../fake-api';
import { clickButton, control, errorOf, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { profile } from '../../../../src/core/api/contract/profile';

// The signed-in user's own page: embedded, it waits for a session (issue 23, the session gate).
before(() => signInUser());
after(signOutUser);
afterEach(resetPage);

async function fillForm(el: Element, old: string, next: string, confirm = next) {
  await fill(await control(el, '目前密碼'), old);
  await fill(await control(el, '新密碼'), next);
  await fill(await control(el, '確認新密碼'), confirm);
}

describe('fms-password-change', () => {
  it('spec 5: every field is required, with the red star', async () => {
    fakeApi();
    const el = mount('fms-password-change');
    await clickButton(el, '變更密碼');
    await waitText(el, '請輸入目前的密碼。');
    await waitText(el, '請輸入新密碼。');
    expect(el.shadowRoot!.querySelectorAll('.required').length).to.equal(3);
  });

  it('spec 8: a wrong old password is shown next to it, and nothing typed is lost', async () => {
    fakeApi().on(profile.changePassword, reply({ status: 4000001, message: '舊密碼不正確。', field: 'oldPassword' }));
    const el = mount('fms-password-change');
    await fillForm(el, 'wrong-one1', 'Next2026x');
    await clickButton(el, '變更密碼');
    await waitText(el, '舊密碼不正確。');
    const old = await control(el, '目前密碼');
    expect(errorOf(el, old)).to.contain('舊密碼不正確。');
    expect(old.value).to.equal('wrong-one1');
    expect((await control(el, '新密碼')).value).to.equal('Next2026x');
  });

  it('spec 2.11: a change sends the old and new password, clears the form and keeps no password in page storage', async () => {
    localStorage.setItem('fms', JSON.stringify({ memberMe: { name: 'me', memberMe: true } }));
    const { calls } = fakeApi().on(profile.changePassword, reply({ status: 0, data: null }));
    const el = mount('fms-password-change');
    await fillForm(el, 'Old2026x', 'Next2026x');
    await clickButton(el, '變更密碼');
    await waitText(el, '密碼已變更，其他裝置上的登入已登出。');
    expect(calls[0].body).to.deep.equal({ oldPassword: 'Old2026x', password: 'Next2026x' });
    await waitFor(async () => (await control(el, '新密碼')).value === '', 'the cleared form');
    expect(JSON.parse(localStorage.getItem('fms')!).memberMe).to.deep.equal({ name: 'me', memberMe: true });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.to.contain('Next2026x');
  });
});
