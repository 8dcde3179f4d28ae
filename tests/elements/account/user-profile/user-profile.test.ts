import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/account/user-profile/user-profile.element';
import { mount, waitFor } from '../../helpers';
import { signInUser, signOutUser } from '../../session-kit';
import { fakeApi, reply } from '../../fake-api';
import { clickButton, control, errorOf, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { profile } from '../../../../src/core/api/contract/profile';

// The signed-in user's own page: embedded, it waits for a session (issue 23, the session gate).
before(() => signInUser());
after(signOutUser);
afterEach(resetPage);

const PROFILE = {
  uid: 'u-1', name: 'haoyun-maint', zhName: '吳建宏', mobile: '0955123456', email: 'maint@fleet-demo.tw', role: 'staff', codes: ['P_P36'],
  enterpriseUid: 'e-1', enterpriseName: '台灣好運物流股份有限公司', departmentUid: null, departmentName: null, passwordChangedAt: 0,
};

describe('fms-user-profile', () => {
  it('spec 2.11: shows the account name read-only and the editable fields filled in', async () => {
    fakeApi().on(profile.get, reply({ status: 0, data: PROFILE }));
    const el = mount('fms-user-profile');
    await waitText(el, 'haoyun-maint');
    expect((await control(el, '姓名')).value).to.equal('吳建宏');
    expect((await control(el, '手機號碼')).value).to.equal('0955123456');
    expect([...el.shadowRoot!.querySelectorAll('input')].some((i) => i.value === 'haoyun-maint')).to.equal(false);
  });

  it('spec 5: a bad mobile is marked in red before sending', async () => {
    const { calls } = fakeApi().on(profile.get, reply({ status: 0, data: PROFILE }));
    const el = mount('fms-user-profile');
    const mobile = await control(el, '手機號碼');
    await fill(mobile, '12345');
    await clickButton(el, '儲存');
    await waitText(el, '手機號碼格式為 09 開頭的 10 位數字。');
    expect(mobile.getAttribute('aria-invalid')).to.equal('true');
    expect(calls.filter((c) => c.method === 'PATCH')).to.have.length(0);
  });

  it('spec 8: the server\'s conflict goes next to the field it names, and the value stays', async () => {
    fakeApi()
      .on(profile.get, reply({ status: 0, data: PROFILE }))
      .on(profile.update, reply({ status: 4090001, message: '此電子郵件已被使用。', field: 'email' }));
    const el = mount('fms-user-profile');
    const email = await control(el, '電子郵件');
    await fill(email, 'admin@fleet-demo.tw');
    await clickButton(el, '儲存');
    await waitText(el, '此電子郵件已被使用。');
    expect(errorOf(el, email)).to.contain('此電子郵件已被使用。');
    expect(email.value).to.equal('admin@fleet-demo.tw');
  });

  it('spec 2.11: a save sends only what changed and says it was saved', async () => {
    const { calls } = fakeApi()
      .on(profile.get, reply({ status: 0, data: PROFILE }))
      .on(profile.update, ({ body }) => reply({ status: 0, data: { ...PROFILE, ...body } }));
    const el = mount('fms-user-profile');
    let saved: unknown = null;
    el.addEventListener('profilesave', (event) => { saved = (event as CustomEvent).detail; });
    await fill(await control(el, '姓名'), ' 吳建宏（保修） ');
    await clickButton(el, '儲存');
    await waitText(el, '個人資料已更新。');
    expect(calls.find((c) => c.method === 'PATCH')!.body).to.deep.equal({ zhName: '吳建宏（保修）' });
    await waitFor(() => saved, 'the profilesave event');
    expect(saved).to.deep.equal({ zhName: '吳建宏（保修）', mobile: '0955123456', email: 'maint@fleet-demo.tw' });
  });
});
