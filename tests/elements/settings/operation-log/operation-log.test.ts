import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/settings/operation-log/operation-log.element';
import { log } from '../../../../src/core/api/contract/log';
import { fixedClock, setClock } from '../../../../src/core/clock';
import { mount, tableRows, waitFor } from '../../helpers';
import { fakeApi, type FakeRequest } from '../../fake-api';
import { clickButton, control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';

const NOW = Date.parse('2026-11-20T10:00:00+08:00');
beforeEach(() => {
  setClock(fixedClock(NOW));
  signInUser(['P_P19']);
});
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
});

const entry = (i: number) => ({
  uid: `log-${i}`, userUid: 'u-1', userName: i % 2 ? '王大明' : '陳小華', action: '修改車輛', target: `KEA-${1000 + i}`,
  detail: { fields: ['note'] }, createdAt: NOW - i * 60_000,
});

function route(total: number) {
  return ({ body }: FakeRequest) => {
    const all = Array.from({ length: total }, (_, i) => entry(i + 1)).filter((e) => !body.operator || e.userName.includes(body.operator));
    return { total: all.length, offset: body.offset, limit: body.limit, list: all.slice(body.offset, body.offset + body.limit) };
  };
}

const rows = (el: Element) => tableRows(el, (r) => r.querySelector('td') && !r.closest('[aria-busy="true"]'));

describe('fms-operation-log', () => {
  it('spec 7.6: asks for the 30 days ending today (from the clock), newest first, ten a page', async () => {
    const api = fakeApi().on(log.list, route(25));
    const el = mount('fms-operation-log');
    await waitFor(() => rows(el).length === 10, 'ten rows');
    expect(api.calls[0].body).to.deep.equal({
      startTime: Date.parse('2026-10-22T00:00:00+08:00'), endTime: Date.parse('2026-11-21T00:00:00+08:00') - 1, offset: 0, limit: 10,
    });
    const first = rows(el)[0].textContent!;
    expect(first).to.contain('2026-11-20 09:59:00').and.contain('王大明').and.contain('修改車輛').and.contain('KEA-1001').and.contain('欄位：note');
  });

  it('filters by who and what', async () => {
    const api = fakeApi().on(log.list, route(25));
    const el = mount('fms-operation-log');
    await waitFor(() => rows(el).length === 10, 'ten rows');
    await fill(await control(el, '操作人員'), '陳');
    await fill(await control(el, '操作內容'), '車輛');
    await clickButton(el, '查詢');
    await waitFor(() => api.calls.length === 2, 'the filtered call');
    expect(api.calls[1].body).to.include({ operator: '陳', keyword: '車輛', offset: 0 });
    await waitFor(() => rows(el).length === 10 && rows(el).every((r) => r.textContent!.includes('陳小華')), 'only 陳小華');
  });

  it('spec 2.11: the next page asks with the next offset', async () => {
    const api = fakeApi().on(log.list, route(25));
    const el = mount('fms-operation-log');
    await waitFor(() => rows(el).length === 10, 'ten rows');
    await clickButton(el, /下一頁/);
    await waitFor(() => api.calls.length === 2, 'the second page');
    expect(api.calls[1].body).to.include({ offset: 10, limit: 10 });
  });

  it('a start after the end says so in words and keeps the dates typed', async () => {
    const api = fakeApi().on(log.list, route(3));
    const el = mount('fms-operation-log');
    await waitFor(() => rows(el).length === 3, 'the rows');
    const from = await control(el, '起日');
    await fill(from, '2026-11-19');
    await fill(await control(el, '迄日'), '2026-11-01');
    await clickButton(el, '查詢');
    await waitText(el, '起日不可晚於迄日。');
    expect(api.calls).to.have.length(1);
    expect((await control(el, '起日')).value).to.equal('2026-11-19');
  });

  it('issue 22: an entry shows each field it changed, before and after; an older one its fields', async () => {
    fakeApi().on(log.list, {
      total: 2, offset: 0, limit: 10, list: [
        { ...entry(1), target: 'KEA-1001', detail: { changes: [{ field: '車種', before: '（空白）', after: '曳引車' }, { field: '備註', before: 'a', after: 'b' }], fields: ['carKind', 'note'] } },
        { ...entry(2), target: 'KEA-1002' },
      ],
    });
    const el = mount('fms-operation-log');
    await waitFor(() => rows(el).length === 2, 'two rows');
    const [named, older] = rows(el);
    const list = named.querySelector('ul[aria-label="變更內容"]')!;
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['車種：（空白） → 曳引車', '備註：a → b']);
    expect(named.textContent).not.to.include('欄位：');
    expect(older.textContent).to.include('欄位：note');
  });

  it('an empty answer says there is nothing', async () => {
    fakeApi().on(log.list, route(0));
    const el = mount('fms-operation-log');
    await waitText(el, '查無符合條件的操作紀錄');
  });
});
