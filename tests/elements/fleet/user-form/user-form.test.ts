import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/fleet/user-form/user-form.element';
import { users } from '../../../../src/core/api/contract/users';
import { options } from '../../../../src/core/api/contract/options';
import { navigate } from '../../../../src/core/navigation';
import { mount, waitFor } from '../../helpers';
import { fail, fakeApi } from '../../fake-api';
import { button, clickButton, control, errorOf, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { driverRow, userRow } from '../../people-rows';

const ALL = ['P_P01', 'P_P02', 'P_P03', 'P_P05', 'P_P07', 'P_P12', 'P_P13', 'P_P15', 'P_P17', 'P_P36', 'P_P41'];

function api() {
  return fakeApi()
    .on(options.list, { total: 1, offset: 0, limit: 1000, list: [{ uid: 'dep-1', name: '北區', category: 'department' }] })
    .on(users.create, ({ body }) => userRow(9, { ...body, uid: 'user-9' }))
    .on(users.get, driverRow(3, [], { role: 'staff', codes: ['P_P01'], name: 'user-3' }))
    .on(users.update, ({ body }) => userRow(3, body));
}

const checkbox = (el: Element, code: string) =>
  waitFor(() => [...shadowOf(el).querySelectorAll<HTMLInputElement>('.permission-choice input')]
    .find((input) => input.closest('label')!.textContent!.includes(code)) ?? null, `the checkbox of ${code}`);

async function tick(input: HTMLInputElement) {
  input.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => signInUser(ALL));
afterEach(() => {
  resetPage();
  signOutUser();
});

describe('fms-user-form', function () {
  this.timeout(20_000);

  it('spec 5: required fields carry the red star, and empty ones turn red before anything is sent', async () => {
    const fake = api();
    const el = mount('fms-user-form');
    await control(el, '帳號');
    const starred = [...shadowOf(el).querySelectorAll('.required')].map((star) => star.parentElement!.textContent!.replace('*', '').replace('（必填）', '').replace(/（已選.*/, ''));
    expect(starred).to.include.members(['帳號', '初始密碼', '姓名', '角色', '權限']);
    await clickButton(el, '儲存');
    await waitText(el, '請輸入帳號');
    expect(errorOf(el, await control(el, '姓名'))).to.contain('請輸入姓名');
    expect((await control(el, '帳號')).getAttribute('aria-invalid')).to.equal('true');
    expect(shadowOf(el).querySelector('.field-invalid .field-error svg')).to.not.equal(null);
    await waitText(el, '請選擇權限');
    expect(fake.callsTo(users.create)).to.have.length(0);
  });

  it('spec 2.4, 6: the permission codes are grouped by the menu groups; P_P15 and P_P41 show by code', async () => {
    api();
    const el = mount('fms-user-form');
    await checkbox(el, 'P_P01');
    const groups = [...shadowOf(el).querySelectorAll('.permission-group legend')].map((l) => l.textContent);
    expect(groups).to.deep.equal(['即時監控', '歷史查詢', '任務派遣', '數據中心', '保修系統', '車隊管理', '加值服務', '系統設定', '其他']);
    expect((await checkbox(el, 'P_P01')).closest('label')!.textContent).to.equal('監控地圖P_P01');
    expect((await checkbox(el, 'P_P15')).closest('label')!.textContent).to.equal('P_P15');
    // A code the signed-in user lacks cannot be granted (the server refuses it too).
    expect((await checkbox(el, 'P_P44')).disabled).to.equal(true);
  });

  it('spec 7.5: a new account is sent with the codes chosen, and usersave says which', async () => {
    const fake = api();
    const el = mount('fms-user-form');
    let saved: any = null;
    el.addEventListener('usersave', (event) => { saved = (event as CustomEvent).detail; });
    await fill(await control(el, '帳號'), 'new-user');
    await fill(await control(el, '初始密碼'), 'Initial2026x');
    await fill(await control(el, '姓名'), ' 林小華 ');
    await fill(await control(el, '電子郵件'), 'new@fleet.tw');
    await tick(await checkbox(el, 'P_P01'));
    await tick(await checkbox(el, 'P_P17'));
    await clickButton(el, '儲存');
    await waitFor(() => saved, 'the usersave event');
    expect(fake.callsTo(users.create)[0].body).to.deep.equal({
      name: 'new-user', password: 'Initial2026x', zhName: '林小華', role: 'staff', email: 'new@fleet.tw', employeeNo: '', codes: ['P_P01', 'P_P17'],
    });
    expect(saved).to.deep.include({ uid: 'user-9', name: 'new-user', created: true });
  });

  it('spec 8: the server\'s field error goes on its field, and nothing typed is lost', async () => {
    api().on(users.create, fail(4090001, '此帳號已被使用。', 'name'));
    const el = mount('fms-user-form');
    await fill(await control(el, '帳號'), 'demo-admin');
    await fill(await control(el, '初始密碼'), 'Initial2026x');
    await fill(await control(el, '姓名'), '林小華');
    await fill(await control(el, '手機號碼'), '0912345678');
    await tick(await checkbox(el, 'P_P01'));
    await clickButton(el, '儲存');
    await waitText(el, '此帳號已被使用。');
    expect(errorOf(el, await control(el, '帳號'))).to.contain('此帳號已被使用。');
    expect((await control(el, '帳號')).value).to.equal('demo-admin');
    expect((await control(el, '姓名')).value).to.equal('林小華');
    expect((await checkbox(el, 'P_P01')).checked).to.equal(true);
  });

  it('spec 7.5: editing loads the account and sends what the form shows', async () => {
    const fake = api();
    const el = mount('fms-user-form', { 'user-uid': 'user-3' });
    await waitText(el, '編輯帳號：user-3');
    const name = await control(el, '姓名');
    expect(name.value).to.equal('駕駛3');
    expect(shadowOf(el).textContent).to.not.contain('初始密碼');
    await fill(name, '陳大同');
    await tick(await checkbox(el, 'P_P03'));
    await clickButton(el, '儲存');
    await waitFor(() => fake.callsTo(users.update).length, 'the PUT');
    const put = fake.callsTo(users.update)[0];
    expect(put.path).to.equal('users/v0/user-3');
    expect(put.body).to.deep.include({ zhName: '陳大同', codes: ['P_P01', 'P_P03'], departmentUid: null });
  });

  it('issue 22, 9: an emptied mobile is sent as \'\', so the edit clears it; emptying both contacts is refused on its field', async () => {
    const fake = api().on(users.get, driverRow(3, [], { role: 'staff', codes: ['P_P01'], name: 'user-3', mobile: '0912000111', email: 'u3@fleet-demo.tw' }));
    const el = mount('fms-user-form', { 'user-uid': 'user-3' });
    const mobile = await control(el, '手機號碼');
    await waitFor(() => mobile.value === '0912000111', 'the mobile loaded');
    await fill(mobile, '');
    const email = await control(el, '電子郵件');
    await fill(email, '');
    await clickButton(el, '儲存');
    await waitFor(() => errorOf(el, email).includes('請至少保留電子郵件或手機其中一項。'), 'the contact message');
    expect(fake.callsTo(users.update)).to.have.length(0);
    await fill(email, 'u3@fleet-demo.tw');
    await clickButton(el, '儲存');
    await waitFor(() => fake.callsTo(users.update).length, 'the PUT');
    expect(fake.callsTo(users.update)[0].body).to.deep.include({ mobile: '', email: 'u3@fleet-demo.tw' });
  });

  it('issue 22 (12): the edit form disables the account after a confirmation, at once and keeping what was typed', async () => {
    const fake = api()
      .on(users.get, driverRow(3, [], { role: 'staff', codes: ['P_P01'], name: 'user-3', enabled: true, activated: true }))
      .on(users.update, ({ body }) => userRow(3, { name: 'user-3', activated: true, ...body }));
    const el = mount('fms-user-form', { 'user-uid': 'user-3' });
    await waitText(el, '帳號狀態：');
    await waitText(el, '已啟用');
    const name = await control(el, '姓名');
    await fill(name, '陳大同');
    await clickButton(el, '停用帳號');
    await waitText(el, '確定要停用 駕駛3（user-3）嗎？');
    await clickButton(el, '停用');
    await waitText(el, '已停用');
    expect(fake.callsTo(users.update).map((c) => c.body)).to.deep.equal([{ enabled: false }]);
    expect((await control(el, '姓名')).value).to.equal('陳大同');
    await button(el, '啟用帳號');
  });

  it('issue 22 (12): no switch in the form of one\'s own account, nor of one awaiting its activation link', async () => {
    signInUser(ALL, { sub: 'driver-3' });
    api().on(users.get, driverRow(3, [], { role: 'staff', codes: ['P_P01'], name: 'user-3', enabled: true, activated: true }));
    const own = mount('fms-user-form', { 'user-uid': 'user-3' });
    await waitText(own, '帳號狀態：');
    expect([...shadowOf(own).querySelectorAll('button')].map((b) => b.textContent)).to.not.include('停用帳號');
    resetPage();
    signInUser(ALL);
    api().on(users.get, driverRow(3, [], { role: 'staff', codes: ['P_P01'], name: 'user-3', enabled: false, activated: false }));
    const pending = mount('fms-user-form', { 'user-uid': 'user-3' });
    await waitText(pending, '未啟用');
    expect([...shadowOf(pending).querySelectorAll('button')].map((b) => b.textContent)).to.not.include('啟用帳號');
  });

  it('spec 2.11: leaving with unsaved changes asks first; without changes it leaves at once', async () => {
    api();
    const el = mount('fms-user-form');
    let left = 0;
    el.addEventListener('editcancel', () => { left++; });
    await clickButton(el, '取消');
    expect(left).to.equal(1);
    await fill(await control(el, '姓名'), '林小華');
    await clickButton(el, '取消');
    await waitText(el, '表單中有尚未儲存的變更');
    await clickButton(el, '繼續編輯');
    expect(left).to.equal(1);
    expect((await control(el, '姓名')).value).to.equal('林小華');
    await clickButton(el, '取消');
    await clickButton(el, '放棄變更');
    await waitFor(() => left === 2, 'leaving after the confirmation');
  });

  it('spec 2.11: a console navigation with unsaved changes asks too; 繼續編輯 keeps the page, 放棄變更 lets it go', async () => {
    api();
    const el = mount('fms-user-form');
    const start = location.pathname + location.search;
    await fill(await control(el, '帳號'), 'half-typed');
    await waitFor(() => el.hasAttribute('dirty'), 'the dirty attribute');
    const first = navigate('/monitor');
    await waitText(el, '表單中有尚未儲存的變更');
    await clickButton(el, '繼續編輯');
    expect(await first).to.equal(false);
    expect(location.pathname + location.search).to.equal(start);
    const second = navigate('/monitor');
    await waitText(el, '表單中有尚未儲存的變更');
    await clickButton(el, '放棄變更');
    await second;
    // Past the form, the console's own checks decide (in this plain page they send the user to /).
    expect(location.pathname + location.search).to.not.equal(start);
  });

  it('a driver\'s form has no role or codes, asks for the licence, and sends role driver', async () => {
    const fake = api();
    const el = mount('fms-user-form', { driver: '' });
    await waitText(el, '新增駕駛');
    expect(shadowOf(el).querySelector('.permission-picker')).to.equal(null);
    await control(el, '駕照類別');
    await fill(await control(el, '帳號'), 'driver-new');
    await fill(await control(el, '初始密碼'), 'Initial2026x');
    await fill(await control(el, '姓名'), '張司機');
    await fill(await control(el, '手機號碼'), '0912345678');
    await fill(await control<HTMLSelectElement>(el, '駕照類別'), 'professional-heavy-truck');
    await clickButton(el, '儲存');
    await waitFor(() => fake.callsTo(users.create).length, 'the POST');
    const body = fake.callsTo(users.create)[0].body;
    expect(body).to.deep.include({ role: 'driver', licenseClass: 'professional-heavy-truck', mobile: '0912345678' });
    expect(body).to.not.have.property('codes');
    await button(el, '儲存');
  });
});
