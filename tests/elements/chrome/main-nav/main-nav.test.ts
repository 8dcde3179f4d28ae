import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/chrome/main-nav/main-nav.element';
import { $location, markInConsole, navigate } from '../../../../src/core/navigation';
import { visibleMenu } from '../../../../src/core/pages/main-menu';
import { signInUser, signOutUser } from '../../session-kit';
import { mount, waitFor } from '../../helpers';

const headings = (el: HTMLElement) => Array.from(el.shadowRoot!.querySelectorAll('.nav-heading button')).map((b) => b.textContent);
const links = (el: HTMLElement) => Array.from(el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.nav-items a'));

async function mountNav(codes: string[]) {
  signInUser(codes);
  const el = mount('fms-main-nav');
  await waitFor(() => el.shadowRoot?.querySelector('nav'), 'the nav');
  return el;
}

afterEach(() => {
  markInConsole(false);
  document.body.innerHTML = '';
  signOutUser();
});

describe('fms-main-nav', () => {
  it('spec 2.4: a user with every code sees the eight groups in order', async () => {
    const el = await mountNav(['P_P01', 'P_P02', 'P_P20', 'P_P03', 'P_P04', 'P_P13', 'P_P05', 'P_P39', 'P_P38', 'P_P10', 'P_P06', 'P_P07', 'P_P12', 'P_P08', 'P_P44', 'P_P45', 'P_P09', 'P_P18', 'P_P19']);
    expect(headings(el)).to.deep.equal(['即時監控', '歷史查詢', '任務派遣', '數據中心', '保修系統', '車隊管理', '加值服務', '系統設定']);
    expect(links(el)).to.have.length(20);
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('主選單');
  });

  it('spec 2.4, 6: each item needs its code, each heading a code of its group; the monthly report has no check', async () => {
    const el = await mountNav(['P_P01', 'P_P03', 'P_P05']);
    expect(headings(el)).to.deep.equal(['即時監控', '歷史查詢', '數據中心']);
    expect(links(el).map((a) => a.textContent)).to.deep.equal(['監控地圖', '軌跡回放', '事件列表', '月營運報表']);
    expect(links(el).map((a) => a.getAttribute('href'))).to.deep.equal(['/monitor', '/history', '/event/list', '/event/report']);
  });

  it('spec 6: a heading shows for any code of its group even when none of its items does (P_P15, P_P41)', () => {
    expect(visibleMenu(['P_P15', 'P_P41'])).to.deep.equal([
      { key: 'task', label: '任務派遣', items: [] },
      { key: 'analysis', label: '數據中心', items: [{ path: '/event/report', label: '月營運報表', code: null }] },
    ]);
  });

  it('spec 2.4: a signed-out page shows no group', async () => {
    const el = await mountNav([]);
    expect(headings(el)).to.deep.equal([]);
  });

  it('a heading button folds its group and says so with aria-expanded', async () => {
    const el = await mountNav(['P_P13']);
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('.nav-heading button')!;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'folded');
    const list = el.shadowRoot!.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.hidden).to.equal(true);
  });

  it('spec 2.4: a link moves through the router (no reload) and the current page gets aria-current', async () => {
    markInConsole();
    const el = await mountNav(['P_P01', 'P_P03']);
    const history = links(el).find((a) => a.textContent === '軌跡回放')!;
    const selected: string[] = [];
    el.addEventListener('navitemselect', (e) => selected.push((e as CustomEvent<{ path: string }>).detail.path));
    history.click();
    await waitFor(() => $location.get().path === '/history', 'the new location');
    expect(window.location.pathname).to.equal('/history');
    await waitFor(() => history.getAttribute('aria-current') === 'page', 'aria-current');
    expect(selected).to.deep.equal(['/history']);
    await navigate('/history/journey/car-1');
    await waitFor(() => history.getAttribute('aria-current') === 'page', 'still current below its path');
    expect(links(el).find((a) => a.textContent === '監控地圖')!.hasAttribute('aria-current')).to.equal(false);
  });
});
