import { expect } from '@esm-bundle/chai';
import { DataTable, type DataTableProps } from '../../../../src/elements/shared/ui/data-table';
import { DATA_TABLE_CSS } from '../../../../src/elements/shared/ui/data-table.css';
import { byName, cleanup, click, press, render, setValue } from './render';

interface Car { id: string; carNo: string }
const cars = (from: number, count: number): Car[] => Array.from({ length: count }, (_, i) => ({ id: `c${from + i}`, carNo: `KEA-${from + i}` }));

function table(props: Partial<DataTableProps<Car>> = {}) {
  return render(
    <DataTable<Car> caption="車輛清單" rowKey={(c) => c.id} rowLabel={(c) => c.carNo} rows={cars(0, 10)}
      columns={[{ key: 'carNo', header: '車牌號碼', cell: (c) => c.carNo, sortKey: 'carNo' }, { key: 'x', header: '備註', cell: () => '-' }]}
      {...props} />,
    DATA_TABLE_CSS,
  );
}

function paging(offset: number, total: number, calls: Array<[number, number]>, limit = 10) {
  return { offset, limit, total, onPageChange: (o: number, l: number) => calls.push([o, l]) };
}

const dataRows = (shadow: ShadowRoot) => [...shadow.querySelectorAll('tbody tr')].filter((tr) => !tr.matches('.table-state-row, .skeleton-row'));

afterEach(cleanup);

describe('DataTable', () => {
  it('shows the total and marks the current page with aria-current', async () => {
    const { shadow } = await table({ paging: paging(20, 95, []) });
    expect(shadow.textContent).to.contain('共 95 筆');
    const current = shadow.querySelector('[aria-current="page"]')!;
    expect(current.getAttribute('aria-label')).to.equal('第 3 頁');
    expect(byName(shadow, '第 4 頁').hasAttribute('aria-current')).to.equal(false);
  });

  it('pages with next, previous, first, last and page-number buttons', async () => {
    const calls: Array<[number, number]> = [];
    const { shadow } = await table({ paging: paging(20, 95, calls) });
    await click(byName(shadow, '下一頁'));
    await click(byName(shadow, '上一頁'));
    await click(byName(shadow, '第一頁'));
    await click(byName(shadow, '最後一頁'));
    await click(byName(shadow, '第 4 頁'));
    expect(calls).to.deep.equal([[30, 10], [10, 10], [0, 10], [90, 10], [30, 10]]);
  });

  it('disables going back on the first page and forward on the last', async () => {
    const { shadow, rerender } = await table({ paging: paging(0, 95, []) });
    expect(byName<HTMLButtonElement>(shadow, '第一頁').disabled).to.equal(true);
    expect(byName<HTMLButtonElement>(shadow, '上一頁').disabled).to.equal(true);
    await rerender(<DataTable<Car> ariaLabel="車輛" rowKey={(c) => c.id} rows={cars(90, 5)} columns={[{ key: 'n', header: '車牌號碼', cell: (c) => c.carNo }]} paging={paging(90, 95, [])} />);
    expect(byName<HTMLButtonElement>(shadow, '下一頁').disabled).to.equal(true);
    expect(byName<HTMLButtonElement>(shadow, '最後一頁').disabled).to.equal(true);
  });

  it('shows ellipses between distant page numbers', async () => {
    const { shadow } = await table({ paging: paging(490, 1000, []) });
    const labels = [...shadow.querySelectorAll('.pagination-pages li')].map((li) => li.querySelector('button')?.getAttribute('aria-label') ?? li.textContent);
    expect(labels).to.deep.equal(['第一頁', '上一頁', '第 1 頁', '…', '第 49 頁', '第 50 頁', '第 51 頁', '…', '第 100 頁', '下一頁', '最後一頁']);
  });

  it('changes rows per page with the 每頁筆數 selector, keeping the first row in view', async () => {
    const calls: Array<[number, number]> = [];
    const { shadow } = await table({ paging: paging(30, 95, calls) });
    const select = byName<HTMLSelectElement>(shadow, '每頁筆數');
    expect([...select.options].map((o) => o.value)).to.deep.equal(['10', '20', '50', '100']);
    await setValue(select, '20');
    expect(calls).to.deep.equal([[20, 20]]);
  });

  it('says 暫無資料 when there are no rows, or the caller\'s text', async () => {
    const { shadow, rerender } = await table({ rows: [] });
    expect(shadow.querySelector('.empty-state')!.textContent).to.contain('暫無資料');
    await rerender(<DataTable<Car> caption="訂單" rowKey={(c) => c.id} rows={[]} columns={[{ key: 'n', header: '車牌號碼', cell: (c) => c.carNo }]} emptyText="查無訂單" />);
    expect(shadow.querySelector('.empty-state')!.textContent).to.contain('查無訂單');
  });

  it('while loading shows skeleton rows and the status 載入中…', async () => {
    const { shadow } = await table({ loading: true, paging: paging(0, 95, []) });
    expect(shadow.querySelector('[role="status"]')!.textContent).to.contain('載入中…');
    expect(shadow.querySelectorAll('.skeleton-row').length).to.be.greaterThan(0);
    expect(dataRows(shadow)).to.have.length(0);
    expect(shadow.querySelector('table')!.getAttribute('aria-busy')).to.equal('true');
  });

  it('shows an error with a retry button', async () => {
    let retried = 0;
    const { shadow } = await table({ error: '無法取得車輛資料。', onRetry: () => retried++ });
    expect(shadow.querySelector('[role="alert"]')!.textContent).to.contain('無法取得車輛資料。');
    await click(byName(shadow, '重試'));
    expect(retried).to.equal(1);
  });

  it('selects every row of the page with the header checkbox, keeping other pages\' selection', async () => {
    const picked: string[][] = [];
    const { shadow } = await table({ selectedKeys: ['other-page'], onSelectionChange: (keys) => picked.push(keys) });
    await click(byName(shadow, '全選本頁'));
    expect(picked[0]).to.deep.equal(['other-page', ...cars(0, 10).map((c) => c.id)]);
  });

  it('toggles one row by its named checkbox, and the header shows a partial selection', async () => {
    const picked: string[][] = [];
    const { shadow } = await table({ selectedKeys: ['c1'], onSelectionChange: (keys) => picked.push(keys) });
    expect(byName<HTMLInputElement>(shadow, '全選本頁').indeterminate).to.equal(true);
    await click(byName(shadow, '選取 KEA-2'));
    expect(picked[0]).to.deep.equal(['c1', 'c2']);
  });

  it('activates a row by click and by Enter, but not through its checkbox', async () => {
    const opened: string[] = [];
    const { shadow } = await table({ onRowActivate: (c) => opened.push(c.carNo), onSelectionChange: () => undefined });
    const rows = dataRows(shadow) as HTMLElement[];
    await click(rows[0]);
    rows[1].focus();
    await press('Enter');
    await click(byName(shadow, '選取 KEA-3'));
    expect(opened).to.deep.equal(['KEA-0', 'KEA-1']);
  });

  it('sorts by a column header and reports aria-sort', async () => {
    const sorts: unknown[] = [];
    const { shadow } = await table({ sort: { key: 'carNo', direction: 'asc' }, onSortChange: (s) => sorts.push(s) });
    expect(shadow.querySelector('th[aria-sort]')!.getAttribute('aria-sort')).to.equal('ascending');
    await click(byName(shadow, '車牌號碼', 'th button'));
    expect(sorts).to.deep.equal([{ key: 'carNo', direction: 'desc' }]);
  });

  it('is named by its caption', async () => {
    const { shadow } = await table();
    expect(shadow.querySelector('caption')!.textContent).to.equal('車輛清單');
  });
});

describe('DataTable on a narrow screen (issue 10, item 18)', () => {
  const cellsOf = (shadow: ShadowRoot) => [...dataRows(shadow)[0].querySelectorAll('td')];

  it('at 390 px each row is a card: its values stack, each beside its column name', async () => {
    const { host, shadow } = await table({ onSelectionChange: () => undefined, selectedKeys: [] });
    host.style.width = '390px';
    const [select, carNo, note] = cellsOf(shadow);
    const box = (el: Element) => el.getBoundingClientRect();
    expect(box(carNo).top).to.be.greaterThan(box(select).top);
    expect(box(note).top).to.be.greaterThan(box(carNo).top);
    expect(Math.round(box(carNo).left)).to.equal(Math.round(box(note).left));
    expect(box(carNo).width).to.be.greaterThan(300);
    expect(getComputedStyle(carNo, '::before').content).to.equal('"車牌號碼"');
    expect(getComputedStyle(note, '::before').content).to.equal('"備註"');
    // The header keeps its controls (select all, the sort button) and drops the bare column names.
    expect(byName(shadow, '全選本頁').getBoundingClientRect().width).to.be.greaterThan(0);
    expect(byName(shadow, '車牌號碼').getBoundingClientRect().width).to.be.greaterThan(0);
    expect(getComputedStyle(shadow.querySelectorAll('thead th')[2]).display).to.equal('none');
  });

  it('on a wide screen the same row keeps its columns side by side', async () => {
    const { host, shadow } = await table();
    host.style.width = '900px';
    const [carNo, note] = cellsOf(shadow);
    expect(Math.round(carNo.getBoundingClientRect().top)).to.equal(Math.round(note.getBoundingClientRect().top));
    expect(note.getBoundingClientRect().left).to.be.greaterThan(carNo.getBoundingClientRect().left);
    expect(getComputedStyle(carNo, '::before').content).to.equal('none');
  });
});
