import { useEffect, useRef, useState } from 'react';
import { listMessages, markMessagesRead } from '../../core/api/message';
import { API_STATUS, STATUS_MESSAGES } from '../../core/api/contract/status';
import type { NotificationMessage } from '../../core/api/contract/message';
import { showToast } from '../ui';
import { listBody, type NoticeFilter } from './notice-query';

export interface NoticePage {
  rows: NotificationMessage[];
  total: number;
  offset: number;
  limit: number;
}

/**
 * The notices of a filter, one server page at a time (POST message/v0/list with offset and
 * limit), and marking them read (POST message/v0/read). An answer to an older request is dropped.
 */
export function useNotices(filter: NoticeFilter, valid: boolean, now: () => number) {
  const [page, setPage] = useState<NoticePage>({ rows: [], total: 0, offset: 0, limit: 10 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const sequence = useRef(0);

  async function load(offset: number, limit: number) {
    const mine = ++sequence.current;
    setLoading(true);
    setError('');
    const body = await listMessages(listBody(filter, now()), { offset, limit });
    if (mine !== sequence.current) return;
    setLoading(false);
    if (body.status !== API_STATUS.OK || !body.data) {
      setError(body.message || STATUS_MESSAGES[body.status] || '讀取通知失敗。');
      return;
    }
    setPage({ rows: body.data.list, total: body.data.total, offset, limit });
  }

  useEffect(() => {
    if (valid) void load(0, page.limit);
    // A new filter starts again at the first page.
  }, [filter.category, filter.range.start, filter.range.end, valid]);

  async function markRead(uids: string[]) {
    if (!uids.length) return;
    const body = await markMessagesRead(uids);
    if (body.status !== API_STATUS.OK) {
      showToast(body.message || '標示已讀失敗，請稍後再試。', 'error');
      return;
    }
    const done = new Set(uids);
    setPage((was) => ({ ...was, rows: was.rows.map((row) => (done.has(row.uid) ? { ...row, read: true } : row)) }));
  }

  return { page, loading, error, reload: () => load(page.offset, page.limit), changePage: load, markRead };
}
