import { useState } from 'react';
import { NOTIFICATION_CATEGORIES } from '../../../core/notifications';
import {
  Button, DataTable, DATA_TABLE_CSS, DATE_PICKER_CSS, DateRangePicker, EMPTY_STATE_CSS, EmptyState, FORM_CSS, Select, uiCss,
} from '../../shared/ui';
import { FILTER_FOLD_CSS, FilterFold } from '../../shared/ui/page-kit/filter-fold';
import { defaultFilter, type NoticeFilter } from './notice-query';
import { noticeColumns } from './notice-columns';
import { useNotices } from './use-notices';

export interface NoticeListProps {
  /** The clock (ms); injectable for tests. */
  now?: () => number;
}

const CATEGORY_OPTIONS = NOTIFICATION_CATEGORIES.map((c) => ({ value: String(c.category), label: c.label }));

/** The notifications page (spec 2.11 'notices', 7.3; /notice, P_P17): filter, page, mark as read. */
export function NoticeList({ now = Date.now }: NoticeListProps) {
  const [filter, setFilter] = useState<NoticeFilter>(() => defaultFilter(now()));
  const [valid, setValid] = useState(true);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { page, loading, error, reload, changePage, markRead } = useNotices(filter, valid, now);
  const unread = page.rows.filter((row) => !row.read).map((row) => row.uid);
  const columns = noticeColumns(now(), (uid) => void markRead([uid]));

  return (
    <>
      <style>{uiCss(FORM_CSS, DATE_PICKER_CSS, DATA_TABLE_CSS, EMPTY_STATE_CSS, FILTER_FOLD_CSS, NOTICE_LIST_CSS)}</style>
      <section className="notices" part="base" aria-labelledby="notice-title">
        <header className="notices-header">
          <h2 id="notice-title">通知</h2>
          <Button small disabled={!unread.length} onClick={() => void markRead(unread)}>本頁全部標為已讀</Button>
        </header>
        {/* On a phone the filters fold behind 篩選 (the kit's FilterFold), so the first screen shows notices. */}
        <FilterFold activeCount={[filter.category, filter.range.start || filter.range.end].filter(Boolean).length} open={filtersOpen} onOpenChange={setFiltersOpen}>
          <form className="filters" role="search" aria-label="篩選通知" onSubmit={(event) => event.preventDefault()}>
            <Select label="類別" name="category" value={filter.category} placeholder="全部類別" options={CATEGORY_OPTIONS}
              onChange={(event) => setFilter({ ...filter, category: event.target.value })} />
            <DateRangePicker label="日期範圍" value={filter.range} now={now}
              onValueChange={(range, ok) => {
                setFilter({ ...filter, range });
                setValid(ok);
              }} />
          </form>
        </FilterFold>
        <DataTable ariaLabel="通知列表" columns={columns} rows={page.rows} rowKey={(row) => row.uid} loading={loading}
          error={error || undefined} onRetry={() => void reload()}
          empty={<EmptyState heading="沒有符合條件的通知" description="請調整類別或日期範圍後再試。" />}
          paging={{ offset: page.offset, limit: page.limit, total: page.total, onPageChange: (offset, limit) => void changePage(offset, limit) }} />
      </section>
    </>
  );
}

const NOTICE_LIST_CSS = `
:host { display: block; }
.notices { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-4); }
.notices-header { display: flex; align-items: center; justify-content: space-between; gap: var(--_space-2); margin-bottom: var(--_space-3); }
.notices-header h2 { margin: 0; font-size: 1.25em; }
.filters { display: flex; flex-wrap: wrap; gap: var(--_space-4); align-items: flex-start; margin-bottom: var(--_space-3); }
.filters > .field { min-width: 160px; }
.filter-toggle { margin-bottom: var(--_space-3); }
.category { display: inline-flex; align-items: center; gap: var(--_space-1); white-space: nowrap; }
.category svg { color: var(--_primary); flex: none; }
.message { display: grid; gap: 2px; }
.message .title { font-weight: 400; }
.message.unread .title { font-weight: 700; }
.message .content { color: var(--_muted); }
time { display: grid; gap: 2px; }
time .absolute { color: var(--_muted); font-size: 0.9em; font-variant-numeric: tabular-nums; }
.read-tag { color: var(--_muted); }
`;
