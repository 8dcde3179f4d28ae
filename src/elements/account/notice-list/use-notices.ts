import { useEffect } from 'react';
import type { NotificationMessage } from '../../../core/api/contract/message';
import { listMessages, markMessagesRead } from '../../../core/api/message';
import { createListResource, pageOf } from '../../../core/resource';
import { showToast } from '../../shared/ui';
import { useLatest, useListPage, useMutation, useResource } from '../../shared/ui/use-resource';
import { listBody, type NoticeFilter } from './notice-query';

const LIST_ERROR = '讀取通知失敗。';

/**
 * The notices of a filter, one server page at a time (POST message/v0/list with offset and
 * limit), and marking them read (POST message/v0/read). A new valid filter starts at page 1.
 */
export function useNotices(filter: NoticeFilter, valid: boolean, now: () => number) {
  const clock = useLatest(now);
  const list = useResource(() => createListResource<NotificationMessage, NoticeFilter>({
    filters: filter,
    errorText: LIST_ERROR,
    load: async ({ filters, offset, limit }) => pageOf(await listMessages(listBody(filters, clock.current()), { offset, limit }), LIST_ERROR),
  }));
  const paged = useListPage(list);
  const read = useMutation(markMessagesRead, '標示已讀失敗，請稍後再試。');

  useEffect(() => {
    if (valid) void list.setFilters(filter);
  }, [filter.category, filter.range.start, filter.range.end, valid]);

  async function markRead(uids: string[]) {
    if (!uids.length) return;
    const result = await read.send(uids);
    if (!result.ok) {
      showToast(result.message, 'error');
      return;
    }
    const done = new Set(uids);
    list.updateRows((row) => (done.has(row.uid) ? { ...row, read: true } : row));
  }

  return { ...paged, markRead };
}
