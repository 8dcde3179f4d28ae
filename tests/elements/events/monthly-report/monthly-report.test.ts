import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/events/monthly-report/monthly-report.element';
import { report as reportApi, REPORT_FIGURES, type MonthlyReport } from '../../../../src/core/api/contract/report';
import { fixedClock, setClock } from '../../../../src/core/clock';
import { mount, waitFor } from '../../helpers';
import { fakeApi, fail } from '../../fake-api';
import { clickButton, control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';

const NOW = Date.parse('2026-11-20T10:00:00+08:00');
beforeEach(() => setClock(fixedClock(NOW)));
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
});

function reportOf(month: string): MonthlyReport {
  return {
    month, enterpriseName: '測試物流', startTime: Date.parse(`${month}-01T00:00:00+08:00`), endTime: Date.parse(`${month}-01T00:00:00+08:00`) + 30 * 86_400_000 - 1,
    cars: 16, dtcLevels: { A: 2, C: 5 },
    figures: REPORT_FIGURES.map((f, i) => ({
      key: f.key, value: (i + 1) * 10, previous: i % 2 ? (i + 1) * 5 : 0,
      daily: Array.from({ length: 30 }, (_, d) => (d === 4 ? (i + 1) * 10 : 0)), top: [{ carNo: `KEA-10${i}`, value: (i + 1) * 10 }],
    })),
  };
}

const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('.report-card')];

describe('fms-monthly-report', () => {
  it('spec 2.11: a shared link shows the 13 report icons with their figures, signed out', async () => {
    const api = fakeApi().on(reportApi.monthly, () => reportOf('2026-10'));
    const el = mount('fms-monthly-report', { share: 'tok-1' });
    await waitFor(() => cards(el).length === 13, 'thirteen cards');
    expect(api.calls.map((c) => c.endpoint)).to.deep.equal(['report.monthly']);
    expect(api.calls[0].body).to.deep.equal({ share: 'tok-1' });
    expect(el.shadowRoot!.querySelectorAll('.report-card svg[data-icon]').length).to.equal(13);
    const labels = cards(el).map((c) => c.querySelector('h3')!.textContent);
    expect(labels).to.deep.equal(REPORT_FIGURES.map((f) => f.label));
    expect(cards(el)[3].textContent).to.contain('超速').and.contain('40').and.contain('次').and.contain('較上月 +100%');
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('2026 年 10 月營運報表');
    expect(el.shadowRoot!.textContent).to.contain('等級：A 級 2・C 級 5');
    // The daily bars name their peak for screen readers.
    expect(cards(el)[0].querySelector('svg.daily')!.getAttribute('aria-label')).to.contain('5 日');
    // Signed out with a link: no month picker, no share button.
    expect(el.shadowRoot!.querySelector('select')).to.equal(null);
  });

  it('spec 2.2: signed in, it reads last month (from the clock) of its own enterprise, making no share link (issue 22, 22)', async () => {
    signInUser(['P_P05']);
    const api = fakeApi()
      .on(reportApi.own, (req) => reportOf(req.params.month))
      .on(reportApi.shares, () => []);
    const el = mount('fms-monthly-report');
    await waitFor(() => cards(el).length === 13, 'the cards');
    expect(api.callsTo(reportApi.own).map((c) => c.params)).to.deep.equal([{ month: '2026-10' }]);
    expect(api.callsTo(reportApi.share)).to.have.length(0);
    expect((await control<HTMLSelectElement>(el, '月份')).value).to.equal('2026-10');
  });

  it('picking a month fires monthchange and reads that month', async () => {
    signInUser([]);
    const api = fakeApi().on(reportApi.own, (req) => reportOf(req.params.month));
    const el = mount('fms-monthly-report');
    await waitFor(() => cards(el).length === 13, 'the cards');
    let detail: unknown = null;
    el.addEventListener('monthchange', (e) => { detail = (e as CustomEvent).detail; });
    await fill(await control<HTMLSelectElement>(el, '月份'), '2026-08');
    await waitText(el, '2026 年 8 月營運報表');
    expect(detail).to.deep.equal({ month: '2026-08' });
    expect(api.callsTo(reportApi.own).at(-1)!.params).to.deep.equal({ month: '2026-08' });
  });

  it('複製分享連結 makes one link when pressed and shows it with the month and token; it is listed to revoke', async () => {
    signInUser(['P_P05']);
    let listed: Array<{ uid: string; month: string; createdAt: number; createdBy: string; expiresAt: number }> = [];
    const api = fakeApi()
      .on(reportApi.own, () => reportOf('2026-10'))
      .on(reportApi.shares, () => listed)
      .on(reportApi.share, (req) => {
        listed = [{ uid: 'share-1', month: req.body.month, createdAt: NOW, createdBy: '王大明', expiresAt: NOW + 90 * 86_400_000 }];
        return { uid: 'share-1', month: req.body.month, token: 'tok-x', expiresAt: NOW };
      });
    const el = mount('fms-monthly-report');
    await waitFor(() => cards(el).length === 13, 'the cards');
    await waitText(el, '目前沒有有效的分享連結。');
    await clickButton(el, '複製分享連結');
    const input = await control(el, '分享連結（不需登入即可檢視，90 天內有效）');
    expect(input.value).to.equal(`${location.origin}/event/report?month=2026-10&share=tok-x`);
    await waitText(el, '王大明 於 2026-11-20 10:00 建立');
    await clickButton(el, '複製分享連結');
    expect(api.callsTo(reportApi.share)).to.have.length(1);
  });

  it('撤銷 asks first, revokes the link and drops it from the list (issue 22, 22)', async () => {
    signInUser(['P_P05']);
    let listed = [{ uid: 'share-9', month: '2026-09', createdAt: NOW - 86_400_000, createdBy: '林小華', expiresAt: NOW + 80 * 86_400_000 }];
    const api = fakeApi()
      .on(reportApi.own, () => reportOf('2026-10'))
      .on(reportApi.shares, () => listed)
      .on(reportApi.revokeShare, (req) => { listed = listed.filter((l) => l.uid !== req.params.uid); return null; });
    const el = mount('fms-monthly-report');
    await waitText(el, '林小華 於 2026-11-19 10:00 建立');
    await clickButton(el, /^撤銷 2026 年 9 月/);
    await waitText(el, '持有2026 年 9 月這個連結的人將無法再檢視報表');
    expect(api.callsTo(reportApi.revokeShare)).to.have.length(0);
    await clickButton(el, '撤銷');
    await waitText(el, '目前沒有有效的分享連結。');
    expect(api.callsTo(reportApi.revokeShare).map((c) => c.params)).to.deep.equal([{ uid: 'share-9' }]);
  });

  it('without P_P05 (a driver) the report shows, but no share button and no list of links', async () => {
    signInUser(['P_P13']);
    const api = fakeApi().on(reportApi.own, () => reportOf('2026-10'));
    const el = mount('fms-monthly-report');
    await waitFor(() => cards(el).length === 13, 'the cards');
    const names = [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent);
    expect(names).to.not.include('複製分享連結');
    expect(el.shadowRoot!.querySelector('.share-links')).to.equal(null);
    expect(api.calls.map((c) => c.endpoint)).to.deep.equal(['report.own']);
  });

  it('列印 prints the page', async () => {
    fakeApi().on(reportApi.monthly, () => reportOf('2026-10'));
    const el = mount('fms-monthly-report', { share: 'tok-1' });
    await waitFor(() => cards(el).length === 13, 'the cards');
    const print = window.print;
    let printed = 0;
    window.print = () => { printed += 1; };
    try {
      await clickButton(el, '列印');
    } finally {
      window.print = print;
    }
    expect(printed).to.equal(1);
  });

  it('signed out without a link, it asks for one and calls nothing', async () => {
    const api = fakeApi();
    const el = mount('fms-monthly-report');
    await waitText(el, '需要分享連結');
    expect(api.calls).to.have.length(0);
  });

  it('a refused link shows the server\'s message and 重試', async () => {
    fakeApi().on(reportApi.monthly, fail(4030001, '分享連結無效或已過期，請向分享者索取新的連結。'));
    const el = mount('fms-monthly-report', { share: 'bad' });
    await waitText(el, '分享連結無效或已過期');
    // The shared error block (ResourceError): the message is the alert, 重試 sits beside it.
    const alert = el.shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('分享連結無效或已過期');
    expect(alert.closest('.resource-error')!.querySelector('button')!.textContent).to.equal('重試');
    expect(cards(el)).to.have.length(0);
  });
});
