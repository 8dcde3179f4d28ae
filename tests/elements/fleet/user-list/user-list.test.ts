import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/fleet/user-list/user-list.element';
import { users } from '../../../../src/core/api/contract/users';
import { clearToasts } from '../../../../src/elements/shared/ui';
import { mount, waitFor } from '../../helpers';
import { fail, fakeApi } from '../../fake-api';
import { button, clickButton, control, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { pageOfRows, userRow } from '../../people-rows';

const MANAGER = ['P_P07', 'P_P12', 'P_P36'];

function api(count = 3) {
  let rows = Array.from({ length: count }, (_, i) => userRow(i + 1));
  return fakeApi()
    .on(users.list, ({ body }) => pageOfRows(rows.filter((u) => !body?.keyword || u.name.includes(body.keyword)), body))
    .on(users.remove, ({ body }) => {
      rows = rows.filter((u) => !body.uids.includes(u.uid));
      return { deleted: body.uids.length };
    })
    .on(users.resetPassword, { sentTo: '0912***001' })
    .on(users.resendVerify, { sentTo: 'us***@fleet.tw' });
}

const names = (el: Element) => [...shadowOf(el).querySelectorAll('tbody tr:not(.skeleton-row):not(.table-state-row)')]
  .map((tr) => tr.querySelectorAll('td')[1]?.textContent);
const loaded = (el: Element) => waitFor(() => names(el).length > 0 && !shadowOf(el).querySelector('table[aria-busy]'), 'the accounts');

afterEach(() => {
  clearToasts();
  resetPage();
  signOutUser();
});

describe('fms-user-list', function () {
  this.timeout(20_000);

  it('spec 2.11: lists the accounts with role, codes by menu name and state, with rows per page and pages', async () => {
    signInUser(MANAGER);
    api(12);
    const el = mount('fms-user-list');
    await loaded(el);
    expect(names(el)).to.have.length(10);
    await waitText(el, '共 12 筆');
    const first = shadowOf(el).querySelector('tbody tr')!.textContent!;
    expect(first).to.contain('一般使用者').and.contain('監控地圖、我的帳號').and.contain('已啟用');
    expect(shadowOf(el).querySelector('[aria-label="每頁筆數"], select')).to.not.equal(null);
  });

  it('shows 查無資料 for an empty list and the error with 重試', async () => {
    signInUser(MANAGER);
    const fake = api(0);
    const el = mount('fms-user-list');
    await waitText(el, '查無資料');
    fake.on(users.list, fail(5000001, '伺服器忙碌中。'));
    await fill(await control(el, '關鍵字'), 'x');
    await clickButton(el, '查詢');
    await waitText(el, '伺服器忙碌中。');
    await button(el, '重試');
  });

  it('spec 2.11: a delete confirms by account name and removes it', async () => {
    signInUser(MANAGER);
    const fake = api(3);
    const el = mount('fms-user-list');
    await loaded(el);
    await clickButton(el, '刪除 user-2');
    await waitText(el, '確定要刪除 1 筆：user-2？');
    await clickButton(el, '刪除');
    await waitFor(() => fake.callsTo(users.remove).length, 'the DELETE');
    expect(fake.callsTo(users.remove)[0].body).to.deep.equal({ uids: ['user-2'] });
    await waitFor(() => names(el).length === 2, 'the list without user-2');
  });

  it('spec 7.5: 重設密碼 confirms with the account\'s name, then sends the OTP', async () => {
    signInUser(MANAGER);
    const fake = api(3);
    const el = mount('fms-user-list');
    await loaded(el);
    await clickButton(el, '重設密碼 user-1');
    await waitText(el, '確定要重設 使用者1（user-1）的密碼嗎？');
    await clickButton(el, '重設密碼');
    await waitFor(() => fake.callsTo(users.resetPassword).length, 'the reset');
    expect(fake.callsTo(users.resetPassword)[0].body).to.deep.equal({ uid: 'user-1', method: 'otp' });
  });

  it('spec 5: a weak temporary password is refused before sending, and the server\'s reason shows', async () => {
    signInUser(MANAGER);
    const fake = api(3);
    const el = mount('fms-user-list');
    await loaded(el);
    await clickButton(el, '重設密碼 user-1');
    shadowOf(el).querySelector<HTMLInputElement>('input[type="radio"][value="temporary"]')!.click();
    await clickButton(el, '重設密碼');
    await waitText(el, '請輸入臨時密碼');
    expect(fake.callsTo(users.resetPassword)).to.have.length(0);
    fake.on(users.resetPassword, fail(4000001, '不可與目前的密碼相同。', 'password'));
    await fill(shadowOf(el).querySelector<HTMLInputElement>('input[type="password"]')!, 'Temp2026x');
    await clickButton(el, '重設密碼');
    await waitText(el, '不可與目前的密碼相同。');
    expect(fake.callsTo(users.resetPassword)[0].body).to.deep.equal({ uid: 'user-1', method: 'temporary', password: 'Temp2026x' });
    expect(shadowOf(el).querySelector<HTMLInputElement>('input[type="password"]')!.value).to.equal('Temp2026x');
  });

  it('spec 7.5: 重寄啟用連結 shows for accounts not yet activated only, and sends the uid', async () => {
    signInUser(MANAGER);
    const fake = api(3);
    const el = mount('fms-user-list');
    await loaded(el);
    expect([...shadowOf(el).querySelectorAll('button')].map((b) => b.getAttribute('aria-label')).filter((l) => l?.startsWith('重寄'))).to.deep.equal(['重寄啟用連結 user-2']);
    await clickButton(el, '重寄啟用連結 user-2');
    await waitText(el, '先前寄出的連結將失效');
    await clickButton(el, '重寄');
    await waitFor(() => fake.callsTo(users.resendVerify).length, 'the resend');
    expect(fake.callsTo(users.resendVerify)[0].body).to.deep.equal({ uid: 'user-2' });
  });

  it('issue 22 (12): 停用 confirms by name, disables the account and the list shows 已停用; 啟用 turns it back', async () => {
    signInUser(MANAGER);
    const fake = api(3).on(users.update, ({ params, body }) => {
      const row = userRow(Number(params.uid.split('-')[1]), { activated: true, enabled: body.enabled });
      fake.on(users.list, ({ body: q }) => pageOfRows([userRow(1, { activated: true, enabled: row.enabled }), userRow(2), userRow(3)], q));
      return row;
    });
    const el = mount('fms-user-list');
    await loaded(el);
    const rowOf = (name: string) => [...shadowOf(el).querySelectorAll('tbody tr')].find((tr) => tr.textContent!.includes(name))?.textContent ?? '';
    expect(rowOf('user-1')).to.contain('已啟用');
    await clickButton(el, '停用帳號 user-1');
    await waitText(el, '確定要停用 使用者1（user-1）嗎？此帳號將立即登出');
    await clickButton(el, '停用');
    await waitFor(() => fake.callsTo(users.update).length, 'the PUT');
    expect(fake.callsTo(users.update)[0]).to.deep.include({ body: { enabled: false } });
    await waitFor(() => rowOf('user-1').includes('已停用'), 'the state 已停用');
    await clickButton(el, '啟用帳號 user-1');
    await waitText(el, '確定要啟用 使用者1（user-1）嗎？');
    await clickButton(el, '啟用');
    await waitFor(() => rowOf('user-1').includes('已啟用'), 'the state 已啟用');
    expect(fake.callsTo(users.update).map((c) => c.body)).to.deep.equal([{ enabled: false }, { enabled: true }]);
  });

  it('issue 22 (12): no switch on one\'s own account or on one awaiting its activation link (未啟用)', async () => {
    signInUser(MANAGER, { sub: 'user-3' });
    api(3);
    const el = mount('fms-user-list');
    await loaded(el);
    const labels = [...shadowOf(el).querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? '');
    expect(labels.filter((l) => /^(停用|啟用)帳號/.test(l))).to.deep.equal(['停用帳號 user-1']);
    expect(shadowOf(el).querySelector('tbody')!.textContent).to.contain('未啟用');
  });

  it('新增帳號 and 編輯 tell the host, which shows the form', async () => {
    signInUser(MANAGER);
    api(3);
    const el = mount('fms-user-list');
    const seen: string[] = [];
    el.addEventListener('useradd', () => seen.push('add'));
    el.addEventListener('useredit', (e) => seen.push(`edit ${(e as CustomEvent).detail.uid}`));
    await loaded(el);
    await clickButton(el, '新增帳號');
    await clickButton(el, '編輯 user-3');
    expect(seen).to.deep.equal(['add', 'edit user-3']);
  });

  it('spec 6: without P_P07 the account actions are not offered', async () => {
    signInUser(['P_P12']);
    api(3);
    const el = mount('fms-user-list');
    await loaded(el);
    const labels = [...shadowOf(el).querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(labels.some((l) => l?.startsWith('重設密碼'))).to.equal(false);
  });
});
