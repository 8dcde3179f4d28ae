import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/settings/option-lists/option-lists.element';
import { cars } from '../../../../src/core/api/contract/cars';
import { options, type OptionRow } from '../../../../src/core/api/contract/options';
import { users } from '../../../../src/core/api/contract/users';
import { $departmentOptions } from '../../../../src/core/resource';
import { fakeApi, reply } from '../../fake-api';
import { mount, waitFor } from '../../helpers';
import { signInUser, signOutUser } from '../../session-kit';
import { clickButton, control, errorOf, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';

const row = (uid: string, name: string, category: OptionRow['category'], usage = 0): OptionRow => ({ uid, name, category, sort: 0, usage, createdAt: Date.UTC(2024, 0, 1) });

afterEach(() => {
  resetPage();
  signOutUser();
});

function setup() {
  signInUser(['P_P09', 'P_P10', 'P_P06', 'P_P07']);
  const rows: OptionRow[] = [row('d-1', '北區營業所', 'department', 3), row('d-2', '南區營業所', 'department'), row('t-1', '冷鏈配送', 'task', 12)];
  const fake = fakeApi()
    .on(options.list, ({ body }) => {
      const list = rows.filter((r) => r.category === body.category && (!body.keyword || r.name.includes(body.keyword)));
      return { total: list.length, offset: body.offset, limit: body.limit, list: list.slice(body.offset, body.offset + body.limit) };
    })
    .on(options.create, ({ body }) => {
      const made = row(`n-${rows.length}`, body.name, body.category);
      rows.push(made);
      return made;
    })
    .on(options.update, ({ params, body }) => {
      const found = rows.find((r) => r.uid === params.uid)!;
      found.name = body.name;
      return found;
    })
    .on(options.remove, ({ body }) => {
      for (const uid of body.uids) rows.splice(rows.findIndex((r) => r.uid === uid), 1);
      return { deleted: body.uids.length };
    })
    .on(cars.list, { total: 2, offset: 0, limit: 5, list: [{ carNo: 'KEA-1001' }, { carNo: 'KEA-1002' }] })
    .on(users.list, { total: 1, offset: 0, limit: 5, list: [{ zhName: '王大明' }] });
  return { fake, rows };
}

const dialogText = (el: Element) => shadowOf(el).querySelector('dialog[open]')?.textContent ?? '';

describe('fms-option-lists', () => {
  it('spec 3: three tabs; departments first, with how many cars or users each one has', async () => {
    setup();
    const el = mount('fms-option-lists');
    await waitText(el, '北區營業所');
    expect([...shadowOf(el).querySelectorAll('[role="tab"]')].map((t) => t.textContent)).to.deep.equal(['部門', '任務種類', '保養項目']);
    await waitText(el, '3 筆車輛或人員');
    await waitText(el, '未使用');
  });

  it('kind="task" opens on the task kinds', async () => {
    setup();
    const el = mount('fms-option-lists', { kind: 'task' });
    await waitText(el, '冷鏈配送');
  });

  it('spec 7.4: a department added here reaches the shared $departmentOptions at once', async () => {
    const { fake } = setup();
    const stop = $departmentOptions.listen(() => undefined);
    try {
      const el = mount('fms-option-lists');
      await waitText(el, '北區營業所');
      await clickButton(el, '新增部門');
      await fill(await control(el, '部門名稱'), '  東區營業所 ');
      await clickButton(el, '儲存');
      await waitText(el, '東區營業所');
      expect(fake.callsTo(options.create)[0].body).to.deep.equal({ category: 'department', name: '東區營業所' });
      await waitFor(() => $departmentOptions.get().options.some((o) => o.label === '東區營業所'), 'the shared store refreshed');
    } finally {
      stop();
    }
  });

  it('spec 8: a taken name is refused on the name field, and what was typed stays', async () => {
    setup().fake.on(options.create, reply({ status: 4090001, message: '部門「北區營業所」已存在。', field: 'name' }));
    const el = mount('fms-option-lists');
    await waitText(el, '北區營業所');
    await clickButton(el, '新增部門');
    const name = await control(el, '部門名稱');
    await fill(name, '北區營業所');
    await clickButton(el, '儲存');
    await waitFor(() => errorOf(el, name).includes('已存在'), 'the field error');
    expect(name.value).to.equal('北區營業所');
  });

  it('spec 7.4: 重新命名 sends the new name', async () => {
    const { fake } = setup();
    const el = mount('fms-option-lists');
    await waitText(el, '南區營業所');
    await clickButton(el, '重新命名 南區營業所');
    const name = await control(el, '部門名稱');
    expect(name.value).to.equal('南區營業所');
    await fill(name, '南區物流中心');
    await clickButton(el, '儲存');
    await waitText(el, '南區物流中心');
    expect(fake.callsTo(options.update)[0]).to.include({ path: 'options/v0/d-2' });
  });

  it('issue 11: a department in use says what uses it before anything goes, and offers no delete', async () => {
    const { fake } = setup();
    const el = mount('fms-option-lists');
    await waitText(el, '北區營業所');
    await clickButton(el, '刪除部門「北區營業所」');
    await waitFor(() => dialogText(el).includes('KEA-1001、KEA-1002') && dialogText(el).includes('王大明'), 'the usage');
    expect(dialogText(el)).to.contain('仍有 3 筆車輛或人員使用');
    expect(fake.callsTo(cars.list)[0].body).to.include({ departmentUid: 'd-1' });
    expect([...shadowOf(el).querySelectorAll('dialog[open] button')].map((b) => b.textContent)).not.to.include('刪除');
    expect(fake.callsTo(options.remove)).to.have.length(0);
  });

  it('issue 11: a task kind in use shows how many tasks use it, and its delete is refused before anything goes', async () => {
    const { fake } = setup();
    const el = mount('fms-option-lists', { kind: 'task' });
    await waitText(el, '12 筆任務');
    await clickButton(el, '刪除任務種類「冷鏈配送」');
    await waitFor(() => dialogText(el).includes('仍有 12 筆任務使用'), 'the usage');
    expect([...shadowOf(el).querySelectorAll('dialog[open] button')].map((b) => b.textContent)).not.to.include('刪除');
    expect(fake.callsTo(options.remove)).to.have.length(0);
  });

  it('issue 11: deleting an unused option names it and asks first', async () => {
    const { fake } = setup();
    const el = mount('fms-option-lists');
    await waitText(el, '南區營業所');
    await clickButton(el, '刪除部門「南區營業所」');
    await waitFor(() => dialogText(el).includes('確定要刪除部門「南區營業所」嗎？'), 'the confirmation');
    const confirm = [...shadowOf(el).querySelectorAll<HTMLButtonElement>('dialog[open] button')].find((b) => b.textContent === '刪除')!;
    confirm.click();
    await waitFor(() => fake.callsTo(options.remove).length, 'the delete');
    expect(fake.callsTo(options.remove)[0].body).to.deep.equal({ uids: ['d-2'] });
    await waitText(el, '已刪除部門「南區營業所」。');
    await waitFor(() => ![...shadowOf(el).querySelectorAll('td')].some((td) => td.textContent === '南區營業所'), 'the row gone');
  });

  it('spec 6: without P_P10 the lists show but no add, rename or delete', async () => {
    setup();
    signInUser(['P_P09']);
    const el = mount('fms-option-lists');
    await waitText(el, '北區營業所');
    const labels = [...shadowOf(el).querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
    expect(labels.some((l) => /新增部門|重新命名|刪除部門/.test(l))).to.equal(false);
  });
});
