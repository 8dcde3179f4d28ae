import { expect } from '@esm-bundle/chai';
import { cars, type CarRow } from '../../../../src/core/api/contract/cars';
import { listCars } from '../../../../src/core/api/cars';
import { configure } from '../../../../src/core/config/store';
import { $location, markInConsole, navigate } from '../../../../src/core/navigation';
import { createListResource, pageOf } from '../../../../src/core/resource';
import { ListPage } from '../../../../src/elements/shared/ui/page-kit/list-page';
import { PAGE_KIT_CSS } from '../../../../src/elements/shared/ui/page-kit/page-kit.css';
import { byName, cleanup, click, render, setValue, waitUntil } from '../ui/render';
import { signInUser, signOutUser } from '../../session-kit';
import { fleetApi } from './kit-fixtures';

/** Issue 24, 9: a kit list keeps its filters, page and rows per page in the URL. */

interface Filters {
  keyword?: string;
  kind?: string;
}

const KINDS = [{ value: 'truck', label: '貨車' }, { value: 'van', label: '廂型車' }];

function carList() {
  const resource = createListResource<CarRow, Filters>({
    load: async (q) => pageOf(await listCars({ keyword: q.filters.keyword, offset: q.offset, limit: q.limit })),
  });
  return (
    <ListPage heading="車輛管理" resource={resource} rowKey={(c) => c.uid} rowName={(c) => c.carNo}
      columns={[{ key: 'carNo', header: '車號', cell: (c: CarRow) => c.carNo }]}
      filters={[{ key: 'keyword', label: '車號', kind: 'text' }, { key: 'kind', label: '車種', kind: 'select', options: KINDS }]} />
  );
}

const carNos = (shadow: ShadowRoot) => [...shadow.querySelectorAll('tbody tr:not(.skeleton-row):not(.table-state-row)')].map((tr) => tr.querySelector('td')?.textContent);
const loaded = (shadow: ShadowRoot) => waitUntil(() => !shadow.querySelector('table[aria-busy]') && shadow.querySelector('tbody tr:not(.skeleton-row)'), 'the list');
const search = () => new URLSearchParams(location.search);

const TEST_PAGE = location.pathname + location.search;

beforeEach(() => signInUser(['P_P06']));
afterEach(async () => {
  await cleanup();
  signOutUser();
  configure({ keepListsInUrl: false });
  markInConsole(false);
  history.replaceState(null, '', TEST_PAGE);
});

describe('list page: its place in the URL (issue 24, 9)', function () {
  this.timeout(20_000);

  it('in the console, opens at the URL\'s filter, page and rows, asking for that page only', async () => {
    const api = fleetApi(60);
    markInConsole(true);
    await navigate('/cars?keyword=KEA-10&page=2&rows=20&tab=x');
    const { shadow } = await render(carList(), PAGE_KIT_CSS);
    await loaded(shadow);
    expect(api.callsTo(cars.list)).to.have.length(1);
    expect(api.callsTo(cars.list)[0].body).to.deep.include({ keyword: 'KEA-10', offset: 20, limit: 20 });
    expect(carNos(shadow)[0]).to.equal('KEA-1021');
    expect(byName<HTMLInputElement>(shadow, '車號').value).to.equal('KEA-10');
    expect(byName<HTMLSelectElement>(shadow, '每頁筆數').value).to.equal('20');
  });

  it('in the console, a page, rows or filter change replaces the URL, and a list opened again shows the same view', async () => {
    fleetApi(60);
    markInConsole(true);
    await navigate('/cars?tab=x');
    const entries = history.length;
    const first = await render(carList(), PAGE_KIT_CSS);
    await loaded(first.shadow);
    await setValue(byName<HTMLSelectElement>(first.shadow, '每頁筆數'), '20');
    await waitUntil(() => search().get('rows') === '20', 'rows in the URL');
    await loaded(first.shadow);
    await click(byName(first.shadow, '第 3 頁'));
    await waitUntil(() => search().get('page') === '3', 'page in the URL');
    await setValue(byName<HTMLSelectElement>(first.shadow, '車種'), 'van');
    await click(byName(first.shadow, '查詢'));
    await waitUntil(() => search().get('kind') === 'van' && !search().has('page'), 'the filter in the URL, back at page 1');
    await click(byName(first.shadow, '第 2 頁'));
    await waitUntil(() => $location.get().query.page === '2', 'page 2 in the router\'s location');
    expect(location.pathname).to.equal('/cars');
    expect(Object.fromEntries(search())).to.deep.equal({ tab: 'x', rows: '20', kind: 'van', page: '2' });
    // Replaced, not pushed: back goes to the page before the list, not through each change.
    expect(history.length).to.equal(entries);

    // The detail and back: the element is made anew and reads its view from the URL.
    await cleanup();
    const again = await render(carList(), PAGE_KIT_CSS);
    await loaded(again.shadow);
    expect(carNos(again.shadow)[0]).to.equal('KEA-1021');
    expect(byName(again.shadow, '第 2 頁').getAttribute('aria-current')).to.equal('page');
    expect(byName<HTMLSelectElement>(again.shadow, '車種').value).to.equal('van');
  });

  it('the same page opened again (its menu entry) shows the URL\'s view; a change of the page\'s own parameters asks nothing', async () => {
    const api = fleetApi(60);
    markInConsole(true);
    await navigate('/cars?page=3');
    const { shadow } = await render(carList(), PAGE_KIT_CSS);
    await loaded(shadow);
    expect(carNos(shadow)[0]).to.equal('KEA-1021');
    // The page's own parameter (a form opened by ?edit=…) is not the list's: no new request.
    await navigate('/cars?edit=car-1');
    expect(api.callsTo(cars.list)).to.have.length(1);
    await navigate('/cars?page=3');
    // The menu entry: the same path without parameters, the list back at its first page.
    await navigate('/cars');
    await waitUntil(() => carNos(shadow)[0] === 'KEA-1001', 'the first page');
    expect(location.search).to.equal('');
  });

  it('unknown or invalid values fall back to the defaults without an error, and leave the URL', async () => {
    const api = fleetApi(30);
    markInConsole(true);
    await navigate('/cars?page=zero&rows=7&kind=bus&tab=x');
    const { shadow } = await render(carList(), PAGE_KIT_CSS);
    await loaded(shadow);
    expect(api.callsTo(cars.list)[0].body).to.deep.include({ offset: 0, limit: 10 });
    expect(shadow.querySelector('[role="alert"]')).to.equal(null);
    await waitUntil(() => location.search === '?tab=x', 'the invalid parameters gone');
  });

  it('a page past the last (a stale link) shows the last page', async () => {
    fleetApi(23);
    markInConsole(true);
    await navigate('/cars?page=9');
    const { shadow } = await render(carList(), PAGE_KIT_CSS);
    await waitUntil(() => carNos(shadow)[0] === 'KEA-1021', 'the last page');
    await waitUntil(() => search().get('page') === '3', 'page 3 in the URL');
  });

  it('embedded, the partner page\'s URL is neither read nor written by default', async () => {
    const api = fleetApi(60);
    history.replaceState(null, '', `${TEST_PAGE}${TEST_PAGE.includes('?') ? '&' : '?'}page=3`);
    const before = location.href;
    const { shadow } = await render(carList(), PAGE_KIT_CSS);
    await loaded(shadow);
    expect(api.callsTo(cars.list)[0].body).to.deep.include({ offset: 0 });
    await click(byName(shadow, '第 2 頁'));
    await waitUntil(() => carNos(shadow)[0] === 'KEA-1011', 'page 2');
    expect(location.href).to.equal(before);
  });

  it('embedded with keepListsInUrl, the list reads and replaces the page\'s URL', async () => {
    const api = fleetApi(60);
    configure({ keepListsInUrl: true });
    const entries = history.length;
    history.replaceState(null, '', `${TEST_PAGE}${TEST_PAGE.includes('?') ? '&' : '?'}rows=50`);
    const { shadow } = await render(carList(), PAGE_KIT_CSS);
    await loaded(shadow);
    expect(api.callsTo(cars.list)[0].body).to.deep.include({ offset: 0, limit: 50 });
    await click(byName(shadow, '第 2 頁'));
    await waitUntil(() => search().get('page') === '2', 'page 2 in the URL');
    expect(search().get('rows')).to.equal('50');
    expect(history.length).to.equal(entries);
  });
});
