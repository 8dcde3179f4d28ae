import { describe, expect, it } from 'vitest';
import {
  listParamsOf, listViewOfQuery, sameListView, withListView, type ListUrlSpec, type ListView,
} from '../../../src/core/navigation/list-url';
import { formatQuery } from '../../../src/core/navigation/query';

const STATUS_NAMES: Record<number, string> = { 0: 'AWAITING_PAYMENT', 1: 'PAYMENT_FAILED', 3: 'PAID' };

const SPEC: ListUrlSpec = {
  filters: [
    { key: 'keyword', kind: 'text', maxLength: 5 },
    { key: 'startDate', kind: 'date' },
    { key: 'kind', kind: 'choice', values: ['a', 'b'] },
    { key: 'carUid', param: 'car', kind: 'choice' },
    { key: 'status', kind: 'choices', values: [0, 1, 3], nameOf: (v) => STATUS_NAMES[v as number] },
  ],
  pageSizes: [10, 20, 50],
};

const DEFAULTS: ListView = { page: 1, pageSize: 10, filters: { startDate: '2026-05-01', keyword: undefined, kind: undefined, carUid: undefined, status: undefined } };

describe('a list view in the URL (issue 24, 9)', () => {
  it('issue 24, 9: a query without the list\'s parameters gives its defaults', () => {
    expect(listViewOfQuery({ tab: 'routes' }, SPEC, DEFAULTS)).toEqual(DEFAULTS);
  });

  it('issue 24, 9: page, rows and every kind of filter are read by readable names', () => {
    const view = listViewOfQuery({ page: '3', rows: '50', keyword: ' KEA ', startDate: '2026-04-30', kind: 'b', car: 'car-7', status: 'PAID,AWAITING_PAYMENT' }, SPEC, DEFAULTS);
    expect(view).toEqual({
      page: 3, pageSize: 50,
      filters: { keyword: 'KEA', startDate: '2026-04-30', kind: 'b', carUid: 'car-7', status: [0, 3] },
    });
  });

  it.each([
    ['page', { page: '0' }, { page: 1 }],
    ['page', { page: '-2' }, { page: 1 }],
    ['page', { page: 'two' }, { page: 1 }],
    ['page', { page: '2.5' }, { page: 1 }],
    ['rows', { rows: '30' }, { pageSize: 10 }],
    ['rows', { rows: '1e9' }, { pageSize: 10 }],
  ])('issue 24, 9: an unreadable %s (%j) falls back to the default', (_name, query, expected) => {
    expect(listViewOfQuery(query, SPEC, DEFAULTS)).toEqual({ ...DEFAULTS, ...expected });
  });

  it.each<Record<string, string>>([
    { startDate: '2026-02-30' },
    { startDate: 'yesterday' },
    { kind: 'c' },
    { car: '<script>' },
    { status: 'LOST,FOUND' },
  ])('issue 24, 9: an unknown or invalid filter value %j falls back to the default', (query) => {
    expect(listViewOfQuery(query, SPEC, DEFAULTS)).toEqual(DEFAULTS);
  });

  it('issue 24, 9: unknown statuses among known ones are dropped; long text is cut', () => {
    const view = listViewOfQuery({ status: 'LOST,PAYMENT_FAILED', keyword: 'ABCDEFGH' }, SPEC, DEFAULTS);
    expect(view.filters.status).toEqual([1]);
    expect(view.filters.keyword).toBe('ABCDE');
  });

  it('issue 24, 9: an empty parameter empties a filter whose default is not empty', () => {
    expect(listViewOfQuery({ startDate: '' }, SPEC, DEFAULTS).filters.startDate).toBeUndefined();
  });

  it('issue 24, 9: only what differs from the defaults is written', () => {
    expect(formatQuery(withListView({}, DEFAULTS, SPEC, DEFAULTS))).toBe('');
    const view: ListView = { page: 2, pageSize: 50, filters: { ...DEFAULTS.filters, status: [3, 1], carUid: 'car-7' } };
    expect(formatQuery(withListView({}, view, SPEC, DEFAULTS))).toBe('?car=car-7&status=PAYMENT_FAILED%2CPAID&page=2&rows=50');
    // A filter emptied against its default is written empty, so it stays empty when read back.
    expect(listParamsOf({ ...DEFAULTS, filters: { ...DEFAULTS.filters, startDate: undefined } }, SPEC, DEFAULTS).startDate).toBe('');
  });

  it('issue 24, 9: the page\'s other parameters stay; the list\'s own back at default leave the URL', () => {
    const query = withListView({ tab: 'routes', page: '4', keyword: 'old' }, DEFAULTS, SPEC, DEFAULTS);
    expect(query).toEqual({ tab: 'routes' });
  });

  it('issue 24, 9: a view written and read back is the same view', () => {
    const view: ListView = { page: 7, pageSize: 20, filters: { keyword: '王小明', startDate: undefined, kind: 'a', carUid: 'c.1', status: [0] } };
    const read = listViewOfQuery(withListView({}, view, SPEC, DEFAULTS), SPEC, DEFAULTS);
    expect(read).toEqual(view);
    expect(sameListView(read, view, SPEC)).toBe(true);
    expect(sameListView(read, { ...view, page: 6 }, SPEC)).toBe(false);
  });
});
