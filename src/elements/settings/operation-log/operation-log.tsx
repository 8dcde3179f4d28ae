import type { OperationLogRow } from '../../../core/api/contract/log';
import { listOperationLog } from '../../../core/api/log';
import { now as clockNow } from '../../../core/clock';
import { API_STATUS } from '../../../core/api/contract/status';
import { formatTaipei } from '../../../core/format';
import { changeText, defaultLogFilters, detailSummary, logChanges, logListBody, logRangeError, type LogFilters } from '../../../core/operation-log';
import { ApiError, createListResource, pageOf } from '../../../core/resource';
import { uiCss, type DataTableColumn } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, type FilterField } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';

export interface OperationLogProps {
  /** The clock (ms); injectable for tests. */
  now?: () => number;
}

const FILTERS: FilterField<LogFilters>[] = [
  { key: 'operator', label: '操作人員', kind: 'text', maxLength: 60, placeholder: '姓名' },
  { key: 'keyword', label: '操作內容', kind: 'text', maxLength: 60, placeholder: '動作或對象，例如 車輛' },
  { key: 'from', label: '起日', kind: 'date' },
  { key: 'to', label: '迄日', kind: 'date' },
];

const COLUMNS: DataTableColumn<OperationLogRow>[] = [
  {
    key: 'time', header: '時間', width: 180,
    cell: (row) => <time dateTime={new Date(row.createdAt).toISOString()}>{formatTaipei(row.createdAt, 'YYYY-MM-DD HH:mm:ss')}</time>,
  },
  { key: 'user', header: '操作人員', width: 140, cell: (row) => row.userName || '—' },
  { key: 'action', header: '操作', width: 180, cell: (row) => row.action },
  {
    key: 'target', header: '對象',
    cell: (row) => {
      const more = detailSummary(row.detail);
      const changes = logChanges(row.detail);
      return (
        <span className="target">
          {row.target || '—'}
          {more && <span className="detail">{more}</span>}
          {changes.length > 0 && (
            <ul className="changes" aria-label="變更內容">{changes.map((c) => <li key={c.field}>{changeText(c)}</li>)}</ul>
          )}
        </span>
      );
    },
  },
];

/**
 * The operation log (spec 2.11, 7.6 log-operation/v0/list; /log, P_P19): who changed what and when,
 * newest first, filtered by operator, action or target, and a date range (the last 30 days by
 * default, from the clock), with rows per page and pages.
 */
export function OperationLog({ now = clockNow }: OperationLogProps) {
  const list = useResource(() => createListResource<OperationLogRow, LogFilters>({
    filters: defaultLogFilters(now()),
    errorText: '讀取操作紀錄失敗，請稍後再試。',
    async load(query, signal) {
      const problem = logRangeError(query.filters);
      if (problem) throw new ApiError(API_STATUS.VALIDATION, problem);
      return pageOf(await listOperationLog(logListBody(query.filters, query), signal));
    },
  }));
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, OPERATION_LOG_CSS)}</style>
      <div part="base" className="operation-log">
        <ListPage heading="操作紀錄" resource={list} columns={COLUMNS} filters={FILTERS} rowKey={(row) => row.uid}
          rowName={(row) => `${row.action} ${row.target}`} emptyText="查無符合條件的操作紀錄" />
      </div>
    </>
  );
}

const OPERATION_LOG_CSS = `
:host { display: block; }
time { white-space: nowrap; font-variant-numeric: tabular-nums; }
.target { display: grid; gap: 2px; overflow-wrap: anywhere; }
.target .detail { color: var(--_muted); font-size: 0.9em; }
.changes { margin: 0; padding: 0 0 0 1.2em; color: var(--_muted); font-size: 0.9em; }
`;
