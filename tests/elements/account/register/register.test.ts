import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/account/register/register.element';
import { markInConsole } from '../../../../src/core/navigation';
import { mount, waitFor } from '../../helpers';
import { fakeApi, reply } from '../../fake-api';
import { clickButton, control, errorOf, fill, nextTick, resetPage, waitText } from '../../shared/account/form-kit';
import { enterprise } from '../../../../src/core/api/contract/enterprise';

// These pages run inside the console, where the flow moves the URL (embedded, see issue 9 below).
beforeEach(() => markInConsole());
afterEach(() => {
  markInConsole(false);
  resetPage();
});

const ENTERPRISE = { name: '測試物流股份有限公司', taxId: '04595257', contactName: '林經理', phone: '02-2345-6789', email: 'ops@example.tw', address: '100臺北市中正區測試路1號' };
const draft = (patch: object = {}) => sessionStorage.setItem('fms.register.draft', JSON.stringify({
  agree: true, enterprise: ENTERPRISE, admin: { name: '', zhName: '', mobile: '', email: '' }, verifyBy: 'email', ...patch,
}));

describe('fms-register', () => {
  it('spec 5: step 1 shows the real terms and will not go on before they are agreed', async () => {
    fakeApi();
    const el = mount('fms-register', { step: '1' });
    await waitText(el, '車聯網管理系統服務條款');
    await waitText(el, '五、加值服務與付款');
    await clickButton(el, '下一步');
    await waitText(el, '請先閱讀並同意服務條款與隱私權政策。');
    expect(location.pathname).to.not.equal('/register/step2');
    const current = el.shadowRoot!.querySelector('[aria-current="step"]')!;
    expect(current.textContent).to.contain('服務條款');
  });

  it('spec 5: agreeing is kept in the draft and opens step 2', async () => {
    fakeApi();
    const el = mount('fms-register', { step: '1' });
    const agree = await waitFor(() => el.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]'), 'the checkbox');
    agree.click();
    await nextTick();
    await clickButton(el, '下一步');
    await waitFor(() => location.pathname === '/register/step2', 'step 2');
    expect(JSON.parse(sessionStorage.getItem('fms.register.draft')!).agree).to.equal(true);
  });

  it('spec 5: step 2 without agreeing shows no enterprise form', async () => {
    fakeApi();
    const el = mount('fms-register', { step: '2' });
    await waitText(el, '請先閱讀並同意服務條款，才能填寫企業資料。');
    expect(el.shadowRoot!.querySelector('input')).to.equal(null);
  });

  it('spec 5: step 2 checks the tax-id checksum on blur, and asks the server whether the name is free', async () => {
    draft({ enterprise: { ...ENTERPRISE, name: '', taxId: '' } });
    const { calls } = fakeApi().on(enterprise.checkUnique, ({ body }) => reply({ status: 0, data: { unique: body.value !== '已註冊企業' } }));
    const el = mount('fms-register', { step: '2' });
    const taxId = await control(el, '統一編號');
    await fill(taxId, '12345678');
    taxId.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await waitText(el, '統一編號檢查碼不正確，請確認是否輸入錯誤。');
    expect(errorOf(el, taxId)).to.contain('檢查碼');
    const name = await control(el, '企業名稱');
    await fill(name, '已註冊企業');
    name.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await waitText(el, '此企業名稱已被註冊。');
    expect(calls.map((c) => c.body)).to.deep.equal([{ field: 'name', value: '已註冊企業' }]);
  });

  it('the draft survives leaving the step: a new element shows what was typed', async () => {
    draft({ enterprise: { ...ENTERPRISE, contactName: '' } });
    fakeApi();
    const first = mount('fms-register', { step: '2' });
    await fill(await control(first, '聯絡人'), '陳小姐');
    first.remove();
    const again = mount('fms-register', { step: '2' });
    expect((await control(again, '聯絡人')).value).to.equal('陳小姐');
    expect((await control(again, '統一編號')).value).to.equal(ENTERPRISE.taxId);
  });

  it('spec 8: step 3 shows a server conflict next to the admin field it names, and keeps the password typed', async () => {
    draft();
    fakeApi().on(enterprise.register, reply({ status: 4090001, message: '此電子郵件已被使用。', field: 'admin.email' }));
    const el = mount('fms-register', { step: '3' });
    await fill(await control(el, '帳號'), 'new-admin');
    await fill(await control(el, '姓名'), '新管理員');
    const password = await control(el, '密碼');
    await fill(password, 'Start2026x');
    await fill(await control(el, '確認密碼'), 'Start2026x');
    await fill(await control(el, '手機號碼'), '0955123456');
    const email = await control(el, '電子郵件');
    await fill(email, 'taken@example.tw');
    await clickButton(el, '送出註冊');
    await waitText(el, '此電子郵件已被使用。');
    expect(errorOf(el, email)).to.contain('此電子郵件已被使用。');
    expect(password.value).to.equal('Start2026x');
    const stored = JSON.parse(sessionStorage.getItem('fms.register.draft')!);
    expect(stored.admin).to.deep.equal({ name: 'new-admin', zhName: '新管理員', mobile: '0955123456', email: 'taken@example.tw' });
    expect(JSON.stringify(stored)).to.not.contain('Start2026x');
  });

  it('spec 2.11: step 3 sends the registration with the chosen verification and opens the result', async () => {
    draft({ admin: { name: 'new-admin', zhName: '新管理員', mobile: '0955123456', email: 'me@example.tw' }, verifyBy: 'otp' });
    const { calls } = fakeApi().on(enterprise.register, reply({ status: 0, data: { enterpriseUid: 'e-1', verifyBy: 'otp', sentTo: '0955***456', otpToken: 'otp-7', expiresIn: 300 } }));
    const el = mount('fms-register', { step: '3' });
    await fill(await control(el, '密碼'), 'Start2026x');
    await fill(await control(el, '確認密碼'), 'Start2026x');
    await clickButton(el, '送出註冊');
    await waitFor(() => location.pathname === '/register/result', 'the result page');
    expect(calls[0].body).to.deep.equal({
      agree: true, enterprise: ENTERPRISE, verifyBy: 'otp',
      admin: { name: 'new-admin', zhName: '新管理員', mobile: '0955123456', email: 'me@example.tw', password: 'Start2026x' },
    });
    expect(sessionStorage.getItem('fms.register.draft')).to.equal(null);
    expect(JSON.parse(sessionStorage.getItem('fms.account.otp')!)).to.deep.equal({ purpose: 'activation', otpToken: 'otp-7', sentTo: '0955***456' });
  });

  it('spec 2.11: the result page of the e-mail path says where the link went', async () => {
    sessionStorage.setItem('fms.register.result', JSON.stringify({ verifyBy: 'email', sentTo: 'm***@example.tw', expiresIn: 259200 }));
    fakeApi();
    const el = mount('fms-register', { step: 'result' });
    await waitText(el, '我們已將帳號啟用連結寄至 m***@example.tw。');
    await waitText(el, '請於 3 日內開啟信中的連結');
  });
});
