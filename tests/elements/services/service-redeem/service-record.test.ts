import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/services/service-record/service-record.element';
import '../../../../src/elements/services/car-services/car-services.element';
import { plus } from '../../../../src/core/api/contract/plus';
import { mount, tableRows, waitFor } from '../../helpers';
import { control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { service, withCars } from './fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
});

const rows = (el: Element) => tableRows(el, 'KEA-');
const named = (el: Element, name: string) => waitFor(() => el.shadowRoot!.querySelector<HTMLButtonElement>(`[aria-label="${name}"]`), name);

/** 23 services: every third from an order, the rest from serials. */
const HISTORY = Array.from({ length: 23 }, (_, i) => service(i + 1, i % 3 === 0 ? { source: 'order', sourceCode: `SO2027030100${i}` } : { sourceCode: `SER${i}` }));

describe('fms-service-record', () => {
  it('spec 2.11: the history pages through the server with rows per page, naming each source', async () => {
    signInUser([]);
    const server = withCars().on(plus.exchangeRecord, ({ query }) => {
      const offset = Number(query.get('offset')); const limit = Number(query.get('limit'));
      return { total: HISTORY.length, offset, limit, list: HISTORY.slice(offset, offset + limit) };
    });
    const el = mount('fms-service-record');
    await waitFor(() => rows(el).length === 10, 'page 1');
    expect(rows(el)[0].textContent).to.contain('KEA-101').and.contain('胎壓監測 月方案').and.contain('2027-03-01').and.contain('訂單購買 SO20270301000');
    expect(rows(el)[1].textContent).to.contain('序號兌換 SER1');
    (await named(el, '第 3 頁')).click();
    await waitFor(() => rows(el).length === 3, 'page 3');
    expect(server.callsTo(plus.exchangeRecord).at(-1)!.query.get('offset')).to.equal('20');
    const perPage = await control<HTMLSelectElement>(el, '每頁筆數');
    await fill(perPage, '20');
    await waitFor(() => server.callsTo(plus.exchangeRecord).at(-1)!.query.get('limit') === '20', 'limit 20');
    await waitFor(() => rows(el).length === 3, 'page 2 of 20 rows');
  });

  it('spec 2.11: with car-uid only that car is asked, and an empty history says 查無服務紀錄', async () => {
    signInUser([]);
    const server = withCars().on(plus.exchangeRecord, () => ({ total: 0, offset: 0, limit: 10, list: [] }));
    const el = mount('fms-service-record', { 'car-uid': 'car-2' });
    await waitText(el, '查無服務紀錄');
    expect(server.callsTo(plus.exchangeRecord)[0].query.get('carUid')).to.equal('car-2');
  });
});

describe('fms-car-services', () => {
  it('spec 2.11: a car\'s services show with their end dates, and the app links keep the car', async () => {
    signInUser([]);
    withCars().on(plus.carServices, ({ params }) => [service(1, { carUid: params.carUid })]);
    const el = mount('fms-car-services', { 'car-uid': 'car-1', 'in-app': '' });
    await waitText(el, 'KEA-101 的加值服務');
    await waitText(el, '2027-03-01 至 2027-04-01');
    const links = [...el.shadowRoot!.querySelectorAll('nav a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.equal([['兌換序號', '/service/app/exchange?carUid=car-1'], ['服務紀錄', '/service/app/detail?carUid=car-1']]);
  });

  it('spec 2.11: without car-uid the user picks a managed car, which emits carselect and shows its services', async () => {
    signInUser([]);
    withCars().on(plus.carServices, () => []);
    const el = mount('fms-car-services');
    const picked: CustomEvent[] = [];
    el.addEventListener('carselect', (e) => picked.push(e as CustomEvent));
    await waitText(el, '請選擇車輛');
    const car = await waitFor(() => [...el.shadowRoot!.querySelectorAll('select')].find((s) => s.options.length > 2), 'the car choices');
    await fill(car, 'car-2');
    await waitText(el, '尚無加值服務');
    expect(picked.map((e) => e.detail)).to.deep.equal([{ carUid: 'car-2', carNo: 'KEA-102' }]);
    expect(el.shadowRoot!.querySelector('nav a')!.getAttribute('href')).to.equal('/service/exchange?carUid=car-2');
  });
});
