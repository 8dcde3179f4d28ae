import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/fleet/enterprise-form/enterprise-form.element';
import '../../../../src/elements/chrome/app-header/app-header.element';
import { auth } from '../../../../src/core/api/contract/auth';
import { enterprise } from '../../../../src/core/api/contract/enterprise';
import { mayLeave } from '../../../../src/core/navigation';
import { fakeApi, reply } from '../../fake-api';
import { mount, waitFor } from '../../helpers';
import { signInUser, signOutUser } from '../../session-kit';
import { clickButton, control, errorOf, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';

const ENTERPRISE = {
  uid: 'ent-a', code: 'HAOYUN', name: '台灣好運物流股份有限公司', taxId: '24536806', contactName: '王大明', phone: '02-2700-1234',
  email: 'ops@haoyun.tw', address: '台北市信義區松仁路 100 號', verified: true, createdAt: Date.UTC(2021, 0, 5),
  stats: { cars: 16, managedCars: 14, drivers: 9, users: 20 },
};

afterEach(() => {
  resetPage();
  signOutUser();
});

function setup() {
  signInUser(['P_P10']);
  return fakeApi()
    .on(enterprise.get, ENTERPRISE)
    .on(enterprise.checkUnique, { unique: true })
    .on(enterprise.update, ({ body }) => ({ ...ENTERPRISE, ...body }));
}

/** A JWT of the payload (UTF-8, base64url); the console decodes without verifying. */
function jwt(payload: object): string {
  const part = (value: object) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2ln`;
}

describe('fms-enterprise-form', () => {
  it('issue 22 (13): a renamed enterprise shows in the header at once (the id token is refreshed, as for a renamed user)', async () => {
    const fake = setup();
    // The same user before and after the renewal (sub), so the header is not loaded again from the start.
    signInUser(['P_P10'], { sub: 'user-1', enterprise: { uid: 'ent-a', name: '台灣好運物流股份有限公司' } });
    const exp = Math.floor(Date.now() / 1000) + 900;
    fake.on(auth.refreshToken, () => ({
      accessToken: jwt({ sub: 'user-1', exp }),
      idToken: jwt({ sub: 'user-1', exp, zhName: '王大明', authority: { admin: ['P_P10'] }, enterprise: { uid: 'ent-a', name: '好運物流' }, settings: { messages: [] } }),
      refreshToken: 'refresh-2',
    }));
    const header = mount('fms-app-header');
    await waitFor(() => shadowOf(header).textContent!.includes('台灣好運物流股份有限公司'), 'the old name in the header');
    const el = mount('fms-enterprise-form');
    await fill(await control(el, '企業名稱'), '好運物流');
    await clickButton(el, '儲存');
    await waitFor(() => fake.callsTo(enterprise.update).length, 'the PUT');
    await waitFor(() => shadowOf(header).querySelector('.app-title-text')?.textContent === '好運物流', 'the new name in the header');
    expect(fake.callsTo(auth.refreshToken)).to.have.length(1);
  });

  it('a save that keeps the name asks for no new tokens', async () => {
    const fake = setup().on(auth.refreshToken, () => ({ accessToken: '', idToken: '', refreshToken: '' }));
    const el = mount('fms-enterprise-form');
    let saved = false;
    el.addEventListener('enterprisesave', () => { saved = true; });
    await fill(await control(el, '聯絡電話'), '02-2700-9999');
    await clickButton(el, '儲存');
    await waitFor(() => saved, 'enterprisesave');
    expect(fake.callsTo(auth.refreshToken)).to.have.length(0);
  });

  it('spec 2.11: shows the counts and the enterprise data filled in, required fields starred', async () => {
    setup();
    const el = mount('fms-enterprise-form');
    expect((await control(el, '企業名稱')).value).to.equal('台灣好運物流股份有限公司');
    expect((await control(el, '企業代碼')).value).to.equal('HAOYUN');
    await waitText(el, '納管車輛');
    expect(shadowOf(el).querySelectorAll('.required').length).to.equal(7);
  });

  it('spec 7.4: a save sends only what changed and emits enterprisesave', async () => {
    const fake = setup();
    const el = mount('fms-enterprise-form');
    let saved: unknown = null;
    el.addEventListener('enterprisesave', (e) => { saved = (e as CustomEvent).detail; });
    await fill(await control(el, '聯絡電話'), '02-2700-9999');
    await clickButton(el, '儲存');
    await waitFor(() => saved, 'enterprisesave');
    expect(fake.callsTo(enterprise.update)[0].body).to.deep.equal({ phone: '02-2700-9999' });
    expect(fake.callsTo(enterprise.checkUnique)).to.have.length(0);
  });

  it('spec 5: a changed name is checked with check-unique first; a taken one is refused on its field and kept', async () => {
    const fake = setup().on(enterprise.checkUnique, { unique: false });
    const el = mount('fms-enterprise-form');
    const name = await control(el, '企業名稱');
    await fill(name, '台灣第二物流');
    await clickButton(el, '儲存');
    await waitText(el, '此企業名稱已被註冊。');
    expect(fake.callsTo(enterprise.checkUnique)[0].body).to.deep.equal({ field: 'name', value: '台灣第二物流' });
    expect(fake.callsTo(enterprise.update)).to.have.length(0);
    expect(errorOf(el, name)).to.contain('此企業名稱已被註冊。');
    expect([name.value, name.getAttribute('aria-invalid')]).to.deep.equal(['台灣第二物流', 'true']);
  });

  it('spec 8: the server\'s field error (a taken code) goes on its field', async () => {
    setup().on(enterprise.update, reply({ status: 4090001, message: '此企業代碼已被使用。', field: 'code' }));
    const el = mount('fms-enterprise-form');
    const code = await control(el, '企業代碼');
    await fill(code, 'FMTAKEN1');
    await clickButton(el, '儲存');
    await waitText(el, '此企業代碼已被使用。');
    expect(errorOf(el, code)).to.contain('此企業代碼已被使用。');
    expect(code.value).to.equal('FMTAKEN1');
  });

  it('spec 7.4: 產生代碼 fills the code from generate-code', async () => {
    setup().on(enterprise.generateCode, { code: 'FMAB23CD' });
    const el = mount('fms-enterprise-form');
    const code = await control(el, '企業代碼');
    await clickButton(el, '產生代碼');
    await waitFor(() => code.value === 'FMAB23CD', 'the generated code');
  });

  it('spec 5: an empty required field and a bad tax id are marked before sending', async () => {
    const fake = setup();
    const el = mount('fms-enterprise-form');
    await fill(await control(el, '聯絡人'), '  ');
    await fill(await control(el, '統一編號'), '12345678');
    await clickButton(el, '儲存');
    await waitText(el, '請輸入聯絡人');
    await waitText(el, '統一編號檢查碼不正確');
    expect(fake.callsTo(enterprise.update)).to.have.length(0);
  });

  it('only changed values are checked: a stored tax id failing today\'s checksum does not block another change', async () => {
    const fake = setup().on(enterprise.get, { ...ENTERPRISE, taxId: '24567891' });
    const el = mount('fms-enterprise-form');
    await fill(await control(el, '聯絡人'), '王大明經理');
    await clickButton(el, '儲存');
    await waitFor(() => fake.callsTo(enterprise.update).length, 'the save');
    expect(fake.callsTo(enterprise.update)[0].body).to.deep.equal({ contactName: '王大明經理' });
    await waitText(el, '車隊資料已更新。');
  });

  it('issue 11: leaving with unsaved changes asks, and 繼續編輯 stays', async () => {
    setup();
    const el = mount('fms-enterprise-form');
    await fill(await control(el, '企業地址'), '台北市大安區復興南路 1 號');
    const away = [{ path: '/monitor', query: {} }, { path: '/enterprise', query: {} }] as const;
    const leaving = mayLeave(...away);
    await waitText(el, '放棄未儲存的變更？');
    await clickButton(el, '繼續編輯');
    expect(await leaving).to.equal(false);
    await waitFor(() => !shadowOf(el).querySelector('dialog[open]'), 'the dialog closed');
    const again = mayLeave(...away);
    await waitFor(() => shadowOf(el).querySelector('dialog[open]'), 'the dialog again');
    await clickButton(el, '放棄變更');
    expect(await again).to.equal(true);
  });

  it('a user without P_P10 is told, and gets no form', async () => {
    signInUser(['P_P01']);
    fakeApi().on(enterprise.get, ENTERPRISE);
    const el = mount('fms-enterprise-form');
    await waitText(el, '權限');
    expect(shadowOf(el).querySelector('form')).to.equal(null);
  });
});
