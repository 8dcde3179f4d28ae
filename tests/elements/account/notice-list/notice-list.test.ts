import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/account/notice-list/notice-list.element';
import { listBody } from '../../../../src/elements/account/notice-list/notice-query';
import { mount, tableRows, waitFor } from '../../helpers';
import { signInUser, signOutUser } from '../../session-kit';
import { fakeApi, reply, type FakeRequest } from '../../fake-api';
import { clickButton, control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { message as messageApi } from '../../../../src/core/api/contract/message';

// The signed-in user's own page: embedded, it waits for a session (issue 23, the session gate).
before(() => signInUser());
after(signOutUser);
afterEach(resetPage);

const NOW = Date.now();
const message = (i: number, category = 5) => ({
  uid: `msg-${i}`, type: 'event', code: 'speeding', category, title: `超速事件 ${i}`, content: `ABC-${i} 超速行駛`, createdAt: NOW - i * 60_000, read: i % 2 === 0,
});

function listRoute(total: number) {
  return ({ query, body }: FakeRequest) => {
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    const all = Array.from({ length: total }, (_, i) => message(i + 1, body.categoryList.length === 1 ? body.categoryList[0] : 5));
    return { total, offset, limit, list: all.slice(offset, offset + limit) };
  };
}

const rows = (el: Element) => tableRows(el);

describe('fms-notice-list', () => {
  it('spec 7.3: asks for all ten categories over the last 30 days, first page of 10', async () => {
    const { calls } = fakeApi().on(messageApi.list, listRoute(25));
    const el = mount('fms-notice-list');
    await waitFor(() => rows(el).length === 10, 'ten rows');
    expect(calls[0].body.categoryList).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(calls[0].query.get('offset')).to.equal('0');
    expect(calls[0].query.get('limit')).to.equal('10');
    expect(calls[0].body.endTime - calls[0].body.startTime).to.be.greaterThan(29 * 86_400_000);
  });

  it('spec 2.11: an entry shows its category label, title, content, and relative and absolute time', async () => {
    fakeApi().on(messageApi.list, listRoute(3));
    const el = mount('fms-notice-list');
    const row = await waitFor(() => rows(el).find((r) => r.textContent?.includes('超速事件 1')), 'a row');
    expect(row.textContent).to.contain('事件');
    expect(row.textContent).to.contain('超速事件 1');
    expect(row.textContent).to.contain('ABC-1 超速行駛');
    expect(row.textContent).to.contain('1 分鐘前');
    expect(row.querySelector('time .absolute')!.textContent).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.querySelector('svg')).to.not.equal(null);
  });

  it('spec 2.11: the next page asks with the next offset', async () => {
    const { calls } = fakeApi().on(messageApi.list, listRoute(25));
    const el = mount('fms-notice-list');
    await waitFor(() => rows(el).length === 10, 'ten rows');
    await clickButton(el, /下一頁/);
    await waitFor(() => calls.length === 2 && rows(el)[0]?.textContent?.includes('超速事件 11'), 'the second page');
    expect(calls[1].query.get('offset')).to.equal('10');
  });

  it('spec 9: a category filter asks for that category only', async () => {
    const { calls } = fakeApi().on(messageApi.list, listRoute(4));
    const el = mount('fms-notice-list');
    await waitFor(() => rows(el).length === 4, 'the rows');
    await fill(await control<HTMLSelectElement>(el, '類別') as unknown as HTMLSelectElement, '6');
    await waitFor(() => calls.length === 2, 'a new request');
    expect(calls[1].body.categoryList).to.deep.equal([6]);
    await waitText(el, '語音訊息');
  });

  it('a late answer for the old filter never replaces the rows of the new one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const route = listRoute(4);
    const { calls } = fakeApi().on(messageApi.list, async (req) => {
      if (req.body.categoryList.length > 1) await held;
      return route(req);
    });
    const el = mount('fms-notice-list');
    await waitFor(() => calls.length === 1, 'the first request');
    await fill(await control<HTMLSelectElement>(el, '類別') as unknown as HTMLSelectElement, '6');
    const voiceRows = () => rows(el).length === 4 && rows(el).every((row) => row.textContent?.includes('語音訊息'));
    await waitFor(voiceRows, 'the rows of the new filter');
    release();
    await held;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).to.have.length(2);
    expect(voiceRows()).to.equal(true);
  });

  it('marking an entry read posts its uid and shows it read', async () => {
    const { calls } = fakeApi().on(messageApi.list, listRoute(3)).on(messageApi.read, reply({ status: 0, data: { updated: 1 } }));
    const el = mount('fms-notice-list');
    await clickButton(el, '將「超速事件 1」標為已讀');
    await waitFor(() => !rows(el)[0].querySelector('button'), 'the read state');
    expect(calls.find((c) => c.path === 'message/v0/read')!.body).to.deep.equal({ uids: ['msg-1'] });
    expect(rows(el)[0].textContent).to.contain('已讀');
  });

  it('shows the empty state when nothing matches', async () => {
    fakeApi().on(messageApi.list, listRoute(0));
    const el = mount('fms-notice-list');
    await waitText(el, '沒有符合條件的通知');
  });

  it('listBody reads the range as whole Taipei days', () => {
    const body = listBody({ category: '', range: { start: '2026-01-01', end: '2026-01-01' } }, NOW);
    expect(body.startTime).to.equal(Date.UTC(2025, 11, 31, 16));
    expect(body.endTime).to.equal(Date.UTC(2026, 0, 1, 16) - 1);
  });
});
